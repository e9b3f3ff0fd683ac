import { CERT_MSG } from '@evidence/shared/constants';
import type { TMpsInfo } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import type { Principal } from '../auth/principal';
import { chinaDateTime, enforceInfoOf } from '../devices/enforce-info';
import { openCertificate } from './find-record';
import { maskIdCard, maskName, maskPhone } from '../privacy/mask';

/**
 * Law-enforcement recorder information of a record (000 §3 "Enforcement info"). Shown with the
 * certificate to its owner or whoever holds its view token; the officer's name, phone and ID number are masked
 * unless the caller owns the record. The ID number is sealed at rest and opened only here (decision 586);
 * chainTime is when the record's leaf entered the ledger, unless the recorder's data says otherwise.
 */
export async function getMpsInfo(ctx: AppContext, p: Principal, q: { baoquan: string; viewToken?: string | undefined }): Promise<TMpsInfo> {
  const { row, rel } = await openCertificate(ctx.db, ctx.downloadSecret, p, q);
  const info = enforceInfoOf(ctx.config, row);
  if (!info) throw refuse(CERT_MSG.noEnforceInfo);
  if (!info.chainTime && row.leaf_index !== null) {
    const leaf = await ctx.db.selectFrom('ledger_leaves').select('created_at').where('leaf_index', '=', row.leaf_index).executeTakeFirst();
    if (leaf) info.chainTime = chinaDateTime(Number(leaf.created_at));
  }
  const v = info as TMpsInfo;
  return rel.owner ? v : { ...v, userName: maskName(v.userName), mobile: maskPhone(v.mobile), idCard: maskIdCard(v.idCard) };
}
