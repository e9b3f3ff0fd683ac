import type { TSealList } from '@evidence/shared/contracts';
import type { SignFor } from '../downloads/download-urls';
import type { Db } from '../../db/connect';
import { toSealItem } from './seal-item';

/**
 * The account's live seals (decision 136): the default first, then newest first (ties by id), so
 * the signing screen's picker (001 §2.10) can preselect the first one. Deleted seals are not listed.
 */
export async function getSealList(db: Db, sign: SignFor, ownerId: number): Promise<TSealList> {
  const rows = await db
    .selectFrom('seals')
    .selectAll()
    .where('owner_user_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const now = Date.now();
  return { list: rows.map((r) => toSealItem(r, sign, now)), count: rows.length };
}
