import { fileTypeFromBuffer } from 'file-type';
import { MEMBER_MSG } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { BlobMissingError, type BlobStore } from '../../providers/blob/blob-store';
import { refuse } from '../../errors';

const LETTER_MIMES = ['image/png', 'image/jpeg', 'image/gif'];

/**
 * The authorization letter must be the caller's own upload, still stored, and an image by its
 * content (read again from the store). Another account's image answers like a missing one.
 */
export async function checkLetter(db: Db, blobs: BlobStore, uploaderId: number, name: string): Promise<void> {
  const row = await db.selectFrom('uploaded_images').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row || Number(row.uploader_user_id) !== uploaderId) throw refuse(MEMBER_MSG.letterGone);
  let head: Buffer;
  try {
    const chunks: Buffer[] = [];
    for await (const c of await blobs.get(row.blob_key, { start: 0, end: Math.min(Number(row.size), 4100) - 1 })) chunks.push(Buffer.from(c as Buffer));
    head = Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof BlobMissingError) throw refuse(MEMBER_MSG.letterGone);
    throw err;
  }
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !LETTER_MIMES.includes(detected.mime)) throw refuse(MEMBER_MSG.letterType);
}
