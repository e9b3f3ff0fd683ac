import type { Readable } from 'node:stream';
import type { Db } from '../../db/connect';
import { BlobMissingError, type BlobStore } from '../../providers/blob/blob-store';

/**
 * The PNG of a live seal of `ownerId` (the user its link was signed for), or null when it was
 * deleted, belongs to someone else or its bytes are gone.
 */
export async function openSealImage(db: Db, blobs: BlobStore, id: number, ownerId: number | null): Promise<{ size: number; body: Readable } | null> {
  if (ownerId === null) return null;
  const row = await db.selectFrom('seals').select(['blob_key', 'size']).where('id', '=', id).where('owner_user_id', '=', ownerId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return null;
  try {
    return { size: Number(row.size), body: await blobs.get(row.blob_key) };
  } catch (err) {
    if (err instanceof BlobMissingError) return null;
    throw err;
  }
}
