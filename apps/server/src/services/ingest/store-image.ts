import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { EVIDENCE_LIMITS, INGEST_MSG } from '@evidence/shared/constants';
import type { TUploadNormalResult } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { BlobStore } from '../../providers/blob/blob-store';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';

const IMAGE_MIMES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };
export const IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif)$/;

/**
 * Stores an image for another form (KYC photos, licences): accepted by its content only (PNG,
 * JPEG, GIF signatures, whatever the name says), at most EVIDENCE_LIMITS.imageMaxBytes, under
 * images/<yyyymm>/ in the BlobStore, readable afterwards only by its uploader (and operators).
 */
export async function storeImage(db: Db, blobs: BlobStore, userId: number, bytes: Buffer, ip: string | null): Promise<TUploadNormalResult> {
  if (bytes.length === 0) throw refuse(INGEST_MSG.imageRequired);
  if (bytes.length > EVIDENCE_LIMITS.imageMaxBytes) throw refuse(INGEST_MSG.imageTooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected ? IMAGE_MIMES[detected.mime] : undefined;
  if (!detected || !ext) throw refuse(INGEST_MSG.imageType);
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const month = new Date().toISOString().slice(0, 7).replace('-', '');
  const key = `images/${month}/${name}`;
  await blobs.put(key, Readable.from([bytes]), { contentType: detected.mime });
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('uploaded_images').values({ name, blob_key: key, uploader_user_id: userId, mime: detected.mime, size: bytes.length, created_at: now }).returning('id').executeTakeFirstOrThrow();
    await writeAudit(trx, { actorType: 'user', actorId: userId, action: 'image.upload', targetType: 'image', targetId: Number(row.id), ip, detail: { name, size: bytes.length } });
  });
  return { path: key, url: `/api/Upload/image/${name}` };
}
