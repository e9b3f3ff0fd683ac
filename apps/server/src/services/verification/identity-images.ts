import { fileTypeFromBuffer } from 'file-type';
import { VERIFY_MSG, VERIFICATION_LIMITS, fillMessage } from '@evidence/shared/constants';
import type { TVerifyImage } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { BlobMissingError, type BlobStore } from '../../providers/blob/blob-store';
import { refuse } from '../../errors';
import { downloadUrl, type SignFor } from '../downloads/download-urls';

/** What a form accepts: the types (by content) and the size of each image (000 §5, §9). */
export interface ImagePolicy {
  mimes: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

export const PERSON_IMAGES: ImagePolicy = {
  mimes: VERIFICATION_LIMITS.personImageMimes,
  maxBytes: VERIFICATION_LIMITS.personImageMaxBytes,
  typeMessage: VERIFY_MSG.personImageType,
  sizeMessage: VERIFY_MSG.personImageTooLarge,
};

export const COMPANY_IMAGES: ImagePolicy = {
  mimes: VERIFICATION_LIMITS.companyImageMimes,
  maxBytes: VERIFICATION_LIMITS.companyImageMaxBytes,
  typeMessage: VERIFY_MSG.companyImageType,
  sizeMessage: VERIFY_MSG.companyImageTooLarge,
};

/** Enough of the file for file-type to recognise PNG, JPEG and GIF (and what only pretends to be one). */
const HEAD_BYTES = 4100;

async function headOf(blobs: BlobStore, key: string, size: number): Promise<Buffer | null> {
  try {
    const stream = await blobs.get(key, { start: 0, end: Math.max(0, Math.min(size, HEAD_BYTES) - 1) });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof BlobMissingError) return null;
    throw err;
  }
}

/**
 * Each image must be the caller's own upload (uploadNormal), still stored, of an allowed type by its
 * content (read again from the store, whatever its name says) and within the size. Another user's
 * image answers exactly like a missing one. The refusal names the image by its label.
 */
export async function checkOwnImages(db: Db, blobs: BlobStore, userId: number, images: Array<{ name: string; label: string }>, policy: ImagePolicy): Promise<void> {
  const names = images.map((i) => i.name);
  if (new Set(names).size !== names.length) throw refuse(VERIFY_MSG.sameImageTwice);
  const rows = await db.selectFrom('uploaded_images').selectAll().where('name', 'in', names).execute();
  for (const { name, label } of images) {
    const row = rows.find((r) => r.name === name);
    const missing = () => refuse(fillMessage(VERIFY_MSG.imageNotFound, { label }));
    if (!row || Number(row.uploader_user_id) !== userId) throw missing();
    const head = await headOf(blobs, row.blob_key, Number(row.size));
    if (!head) throw missing();
    const detected = await fileTypeFromBuffer(head);
    if (!detected || !policy.mimes.includes(detected.mime)) throw refuse(policy.typeMessage);
    if (Number(row.size) > policy.maxBytes) throw refuse(policy.sizeMessage);
  }
}

/** Who a signed image URL is for: the owner, or an operator reviewing the submission. */
export interface ImageViewer {
  userId: number | null;
  via: 'owner' | 'operator';
}

/** Signed, expiring URLs of stored images by name (GET /api/download/kyc-image/<token>). */
export async function imageLinks(db: Db, sign: SignFor, names: Array<string | null>, viewer: ImageViewer): Promise<Map<string, TVerifyImage>> {
  const wanted = [...new Set(names.filter((n): n is string => n !== null))];
  const out = new Map<string, TVerifyImage>();
  if (wanted.length === 0) return out;
  const rows = await db.selectFrom('uploaded_images').select(['id', 'name', 'blob_key']).where('name', 'in', wanted).execute();
  for (const r of rows) out.set(r.name, { path: r.blob_key, url: downloadUrl(sign, 'kyc-image', Number(r.id), viewer) });
  return out;
}

/** The image names of a detail row, as a list (nulls left out). */
export function namesOf(row: Record<string, unknown>, columns: readonly string[]): string[] {
  return columns.map((c) => row[c]).filter((v): v is string => typeof v === 'string');
}

export const PERSON_IMAGE_COLUMNS = ['author_front', 'author_back', 'author_hand'] as const;
export const COMPANY_IMAGE_COLUMNS = ['license', 'file', 'author_front', 'author_back'] as const;

/**
 * Removes the uploaded_images rows of these names that no submission refers to any more, in the
 * caller's transaction; answers their blob keys, to delete once the transaction is committed.
 */
export async function dropUnreferencedImages(trx: Db, names: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const name of new Set(names)) {
    const person = await trx
      .selectFrom('person_verifications')
      .select('submission_id')
      .where((eb) => eb.or(PERSON_IMAGE_COLUMNS.map((c) => eb(c, '=', name))))
      .executeTakeFirst();
    const company = await trx
      .selectFrom('company_verifications')
      .select('submission_id')
      .where((eb) => eb.or(COMPANY_IMAGE_COLUMNS.map((c) => eb(c, '=', name))))
      .executeTakeFirst();
    // a company may have sent the same upload as a member's authorization letter (migration 0015)
    const letter = await trx.selectFrom('company_members').select('id').where('letter_image', '=', name).executeTakeFirst();
    if (person || company || letter) continue;
    const row = await trx.deleteFrom('uploaded_images').where('name', '=', name).returning('blob_key').executeTakeFirst();
    if (row) keys.push(row.blob_key);
  }
  return keys;
}

/** Deletes blobs after their rows are gone; one that cannot be deleted is only reported (nothing names it any more). */
export async function deleteBlobs(blobs: BlobStore, keys: string[], warn: (err: unknown, key: string) => void): Promise<void> {
  for (const key of keys) {
    await blobs.delete(key).catch((err: unknown) => warn(err, key));
  }
}
