import type { Evidence } from '../../db/schema';

/** China time for people reading the list (the platform's users are in UTC+8). */
export function chinaTime(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)} (UTC+8)`;
}

/** A CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it. */
function field(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/**
 * 证据清单.csv, the ZIP's first entry: which file in the ZIP is which record, with the hashes the
 * ledger holds, so anyone can check each original (sha256sum / gmssl sm3) against its certificate.
 * UTF-8 with a byte-order mark so that Excel shows the Chinese.
 */
export function zipManifest(rows: readonly Evidence[], names: readonly string[], excluded: ReadonlyArray<{ row: Evidence; msg: string }>): Buffer {
  const lines = [['序号', 'ZIP内文件名', '原文件名', '保全号', '大小(字节)', 'SHA-256', 'SM3', '保全时间'].join(',')];
  rows.forEach((r, i) => {
    lines.push([i + 1, names[i]!, r.file_name, r.evidence_no, Number(r.size), r.sha256, r.sm3, chinaTime(Number(r.saved_at))].map(field).join(','));
  });
  for (const { row, msg } of excluded) {
    lines.push(['未包含', msg, row.file_name, row.evidence_no, Number(row.size), row.sha256, row.sm3, chinaTime(Number(row.saved_at))].map(field).join(','));
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}
