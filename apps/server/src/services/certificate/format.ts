import { formatRecordSize } from '@evidence/shared/format';

/** Times on certificates are China Standard Time (UTC+8), the notary's time zone, said explicitly. */
export function beijingTime(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}（北京时间）`;
}

/** 1536 → "1.50 KB (1,536 字节)": the exact byte count always, since the leaf records it. */
export function sizeText(bytes: number): string {
  return formatRecordSize(bytes, 'zh');
}
