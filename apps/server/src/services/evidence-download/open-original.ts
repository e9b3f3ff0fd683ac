import type { Readable } from 'node:stream';
import { EVIDENCE_MSG, EvidenceStatus, ResponseCode } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import { AppError, refuse } from '../../errors';
import { BlobMissingError } from '../../providers/blob/blob-store';
import { contentDisposition } from '../downloads/content-disposition';
import type { DownloadGrant } from '../downloads/signed-url';
import { CustodyAction, writeCustody } from '../evidence/custody';
import { parseByteRange } from './byte-range';
import { custodyActor } from './download-token';
import { blobProblem, markMissing } from './mark-missing';

export interface OpenedDownload {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body: Readable | null;
}

/** A stored MIME type we pass on; anything odd is sent as bytes. */
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;

/**
 * GET /api/download/original/:token after the token was checked: re-checks the record (not deleted,
 * 已上传, original present with its preserved size), writes the custody log and opens the bytes.
 * A gone original turns the record 证据缺失 (custody found_missing) and answers '证据缺失不可下载'.
 * Range requests get 206; the custody entry is written once per download, for the request that
 * includes the first byte (a resumed download does not count twice).
 */
export async function openOriginal(ctx: AppContext, grant: DownloadGrant, id: number, rangeHeader: string | undefined, ip: string | null): Promise<OpenedDownload> {
  const row = await ctx.db.selectFrom('evidence').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.notFound, EVIDENCE_MSG.notFound);
  if (row.status === EvidenceStatus.uploading) throw refuse(EVIDENCE_MSG.stillUploading);
  if (row.status !== EvidenceStatus.uploaded) throw refuse(EVIDENCE_MSG.missingNoDownload);
  const problem = await blobProblem(ctx.blobs, row);
  if (problem) {
    await markMissing(ctx.db, row, problem, 'download_original', ip);
    throw refuse(EVIDENCE_MSG.missingNoDownload);
  }
  const size = Number(row.size);
  const headers: Record<string, string> = {
    'content-type': row.mime && MIME.test(row.mime) ? row.mime : 'application/octet-stream',
    'content-disposition': contentDisposition(row.file_name),
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-store',
  };
  const range = parseByteRange(rangeHeader, size);
  if (range === 'unsatisfiable') return { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` }, body: null };

  let body: Readable;
  try {
    body = await ctx.blobs.get(row.blob_key!, range ?? undefined);
  } catch (err) {
    if (!(err instanceof BlobMissingError)) throw err;
    await markMissing(ctx.db, row, 'blob_absent', 'download_original', ip);
    throw refuse(EVIDENCE_MSG.missingNoDownload);
  }
  if (!range || range.start === 0) {
    await writeCustody(ctx.db, {
      evidenceId: row.id,
      action: CustodyAction.downloadOriginal,
      ...custodyActor(grant),
      ip,
      detail: { via: grant.via ?? null, ...(range ? { range: `${range.start}-${range.end}` } : {}) },
    }).catch((err: unknown) => {
      body.destroy();
      throw err;
    });
  }
  if (!range) return { status: 200, headers: { ...headers, 'content-length': String(size) }, body };
  return {
    status: 206,
    headers: { ...headers, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${size}` },
    body,
  };
}
