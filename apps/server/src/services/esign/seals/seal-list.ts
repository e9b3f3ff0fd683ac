import { ESIGN_MSG, ESIGN_SEAL_LIMITS } from '@evidence/shared/constants';
import type { TEsignSealItem, TEsignSealList } from '@evidence/shared/contracts';
import { refuse } from '../../../errors';
import { findLiveEsignSeal, toEsignSealItem, type EsignSealDeps } from './seal-row';

/** sealList: the company's live seals, newest first (ties by id); deleted seals are not listed. */
export async function listEsignSeals(deps: EsignSealDeps, companyId: number): Promise<TEsignSealList> {
  const rows = await deps.db
    .selectFrom('esign_seals')
    .selectAll()
    .where('owner_user_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const now = Date.now();
  return { list: rows.map((r) => toEsignSealItem(r, deps.sign, now)), count: rows.length, limit: ESIGN_SEAL_LIMITS.perCompany };
}

/** sealDetail: one live seal of the company; another company's or a deleted one answers sealNotFound. */
export async function esignSealDetail(deps: EsignSealDeps, companyId: number, id: number): Promise<TEsignSealItem> {
  const row = await findLiveEsignSeal(deps.db, companyId, id);
  if (!row) throw refuse(ESIGN_MSG.sealNotFound);
  return toEsignSealItem(row, deps.sign);
}
