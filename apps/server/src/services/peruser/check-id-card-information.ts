import type { Readable } from 'node:stream';
import { EVIDENCE_LIMITS, INGEST_MSG } from '@evidence/shared/constants';
import type { TCheckIdCardInformationResult } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { BlobStore } from '../../providers/blob/blob-store';
import type { OcrProvider } from '../../providers/ocr/ocr-provider';
import { refuse } from '../../errors';
import { IMAGE_NAME } from '../ingest/store-image';
import { writeAudit } from '../audit/write-audit';

/** uploadNormal's data.path (images/<yyyymm>/<name>) or data.url (/api/Upload/image/<name>), nothing else */
const AS_PATH = /^images\/\d{6}\/([^/]+)$/;
// route matching is case-insensitive, so is the URL's path (not the stored name)
const AS_URL = /^\/api\/upload\/image\/([^/]+)$/i;

/** The stored image a `url` parameter names, and the blob key it must have when given as a path. */
export function parseImageRef(url: string): { name: string; key?: string } | undefined {
  const path = AS_PATH.exec(url)?.[1];
  if (path !== undefined) return IMAGE_NAME.test(path) ? { name: path, key: url } : undefined;
  const link = AS_URL.exec(url)?.[1];
  return link !== undefined && IMAGE_NAME.test(link) ? { name: link } : undefined;
}

async function readAll(body: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * /api/Peruser/checkIdCardInformation (000 §7): reads name, ID number and address from the front
 * photo the caller uploaded with uploadNormal. Another user's image, a malformed reference and a
 * missing file all answer '图片不存在'. Nothing read from the card is stored or logged.
 */
export async function checkIdCardInformation(db: Db, blobs: BlobStore, ocr: OcrProvider, userId: number, url: string): Promise<TCheckIdCardInformationResult> {
  const notFound = () => refuse(INGEST_MSG.imageNotFound);
  const ref = parseImageRef(url);
  if (!ref) throw notFound();
  const row = await db.selectFrom('uploaded_images').select(['blob_key', 'uploader_user_id']).where('name', '=', ref.name).executeTakeFirst();
  if (!row || Number(row.uploader_user_id) !== userId || (ref.key !== undefined && ref.key !== row.blob_key)) throw notFound();
  const body = await blobs.get(row.blob_key).catch(() => {
    throw notFound();
  });
  const bytes = await readAll(body, EVIDENCE_LIMITS.imageMaxBytes);
  if (!bytes) throw refuse(INGEST_MSG.imageTooLarge);
  const reading = await ocr.readIdCardFront(bytes);
  if (!reading.ok) {
    // why a reading failed (the provider's refusal, a timeout, a warning), never anything read from the card
    await writeAudit(db, { actorType: 'user', actorId: userId, action: 'ocr.read.failed', targetType: 'image', targetId: ref.name, detail: { provider: ocr.name, detail: reading.detail } });
    throw refuse(reading.reason);
  }
  return { id_name: reading.fields.name, id_code: reading.fields.idNumber, id_address: reading.fields.address };
}
