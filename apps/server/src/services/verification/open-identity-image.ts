import type { Readable } from 'node:stream';
import type { Db } from '../../db/connect';
import { BlobMissingError, type BlobStore } from '../../providers/blob/blob-store';

/** The bytes of an uploaded image by id, or null when its row or its bytes are gone (cleared after a rejection). */
export async function openIdentityImage(db: Db, blobs: BlobStore, id: number): Promise<{ mime: string; size: number; body: Readable } | null> {
  const row = await db.selectFrom('uploaded_images').select(['blob_key', 'mime', 'size']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  try {
    return { mime: row.mime, size: Number(row.size), body: await blobs.get(row.blob_key) };
  } catch (err) {
    if (err instanceof BlobMissingError) return null;
    throw err;
  }
}
