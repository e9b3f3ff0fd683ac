import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { EVIDENCE_MSG, EvidenceStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { Evidence } from '../../db/schema';
import { refuse } from '../../errors';
import { contentDisposition } from '../downloads/content-disposition';
import type { DownloadGrant } from '../downloads/signed-url';
import { CustodyAction, writeCustody } from '../evidence/custody';
import { scopedEvidence } from './download-scope';
import { custodyActor } from './download-token';
import { blobProblem, mapLimited, markMissing } from './mark-missing';
import { chinaTime, zipManifest } from './zip-manifest';
import { uniqueEntryNames } from './zip-names';
import { loadZipSelection } from './zip-selection';

export const MANIFEST_NAME = '证据清单.csv';

export interface OpenedZip {
  headers: Record<string, string>;
  body: Readable;
}

/**
 * GET /api/download/zip/:token after the token was checked: the selection's records, re-checked
 * through the scope stored with it (not deleted, 已上传, original present), as one ZIP streamed file
 * after file: each original is opened only when its turn comes and flows through with back-pressure,
 * so memory stays flat whatever the total. Entries are stored (not deflated: originals are mostly
 * compressed already), so the size is known in advance and sent as Content-Length; yazl writes
 * ZIP64 records wherever a size, offset or count needs them, and UTF-8 names with the
 * language-encoding flag. The first entry is 证据清单.csv (names, 保全号, hashes; records found
 * missing since the selection are listed as 未包含). Custody: download_zip for every record sent.
 */
export async function openZip(ctx: AppContext, grant: DownloadGrant, selectionId: number, ip: string | null, now = Date.now()): Promise<OpenedZip | 'expired'> {
  const sel = await loadZipSelection(ctx.db, selectionId, now);
  // the selection lives exactly as long as its URL, so a missing one is an expired (or foreign) link
  if (!sel || sel.userId !== grant.userId) return 'expired';
  const found = await scopedEvidence(ctx.db, sel.scope).selectAll('evidence').where('evidence.id', 'in', sel.ids).execute();
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  const candidates = sel.ids.map((id) => byId.get(id)).filter((r): r is Evidence => r !== undefined && r.status === EvidenceStatus.uploaded);
  const problems = await mapLimited(candidates, 16, (r) => blobProblem(ctx.blobs, r));
  const rows: Evidence[] = [];
  const excluded: Array<{ row: Evidence; msg: string }> = [];
  for (const [i, row] of candidates.entries()) {
    const problem = problems[i];
    if (problem) {
      await markMissing(ctx.db, row, problem, 'download_zip', ip);
      excluded.push({ row, msg: EVIDENCE_MSG.missingNoDownload });
    } else rows.push(row);
  }
  if (rows.length === 0) throw refuse(EVIDENCE_MSG.noDownloadFiles);

  const names = uniqueEntryNames(rows.map((r) => r.file_name), [MANIFEST_NAME]);
  await ctx.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await writeCustody(trx, { evidenceId: row.id, action: CustodyAction.downloadZip, ...custodyActor(grant), ip, detail: { via: grant.via ?? null, selection: sel.id, count: rows.length }, at: now });
    }
  });

  const zip = new yazl.ZipFile();
  const out = zip.outputStream as Readable;
  let active: Readable | null = null;
  const fail = (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err)));
  zip.on('error', fail);
  // the client went away: stop reading the original being sent
  out.on('close', () => active?.destroy());
  zip.addBuffer(zipManifest(rows, names, excluded), MANIFEST_NAME, { mtime: new Date(now), compress: false });
  rows.forEach((row, i) => {
    zip.addReadStreamLazy(names[i]!, { size: Number(row.size), mtime: new Date(Number(row.saved_at)), compress: false }, (cb) => {
      ctx.blobs.get(row.blob_key!).then(
        (stream) => {
          active = stream;
          // a read failure mid-file must end the download as failed, never as a shorter "complete" ZIP
          stream.on('error', fail);
          cb(null, stream);
        },
        (err: unknown) => cb(err, null as never),
      );
    });
  });
  // Every size is known (stored entries), so yazl answers the total at once, before any byte flows.
  // The ZIP64 end records are always written: yazl 3.3's size forecast assumes them once the central
  // directory passes 64 KiB (about 600 entries) while its writer does not, which would announce 76
  // bytes that never come; forcing them keeps forecast and output equal (and every current unzip
  // tool reads ZIP64).
  let total = -1;
  (zip.end as (o: object, cb: (size: number) => void) => void).call(zip, { forceZip64Format: true }, (size) => {
    total = size;
  });
  const stamp = chinaTime(now).slice(0, 19).replaceAll(/[-: ]/g, '');
  const headers: Record<string, string> = {
    'content-type': 'application/zip',
    'content-disposition': contentDisposition(`证据批量下载-${stamp.slice(0, 8)}-${stamp.slice(8)}.zip`),
    'cache-control': 'private, no-store',
  };
  if (total >= 0) headers['content-length'] = String(total);
  return { headers, body: out };
}
