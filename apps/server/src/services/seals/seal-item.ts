import { SealDefault, type SealKind } from '@evidence/shared/constants';
import type { TSealItem } from '@evidence/shared/contracts';
import type { Db, DialectName } from '../../db/connect';
import type { Seal } from '../../db/schema';
import type { BlobStore } from '../../providers/blob/blob-store';
import { downloadUrl, type SignFor } from '../downloads/download-urls';

/** What the seal services need (the route builds it from the AppContext). */
export interface SealDeps {
  db: Db;
  dialect: DialectName;
  blobs: BlobStore;
  sign: SignFor;
}

/** A seal row as 001 §3's entity, its picture a short-lived link signed for the owner. */
export function toSealItem(row: Seal, sign: SignFor, now = Date.now()): TSealItem {
  return {
    id: Number(row.id),
    name: row.name,
    pic_url: downloadUrl(sign, 'seal-image', Number(row.id), { userId: Number(row.owner_user_id), via: 'owner' }, now),
    add_time: Number(row.created_at),
    is_default: Number(row.is_default) === 1 ? SealDefault.yes : SealDefault.no,
    kind: row.kind as SealKind,
    width: Number(row.width),
    height: Number(row.height),
  };
}

/**
 * Serialises the seal changes of one account (create, set default, delete): PostgreSQL locks the
 * owner's users row for the transaction; SQLite has one writer (Kysely's single connection) anyway.
 * The partial unique index seals_one_default is the last word either way.
 */
export async function lockSealOwner(trx: Db, dialect: DialectName, ownerId: number): Promise<void> {
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
}

/** The owner's live seal with this id, or undefined — another account's seal looks exactly missing. */
export function findLiveSeal(db: Db, ownerId: number, id: number) {
  return db.selectFrom('seals').selectAll().where('id', '=', id).where('owner_user_id', '=', ownerId).where('deleted_at', 'is', null).executeTakeFirst();
}
