import { CERT_MSG } from '@evidence/shared/constants';
import type { TMpsInfo } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import type { Principal } from '../auth/principal';
import { enforceFacts } from './certificate-facts';
import { recordByNumber, relationTo } from './find-record';
import { maskIdCard, maskName, maskPhone } from './mask';

/**
 * Law-enforcement recorder information of a record (000 §3 "Enforcement info"). Shown with the
 * certificate to whoever holds the number; the officer's name, phone and ID number are masked
 * unless the caller owns the record.
 */
export async function getMpsInfo(ctx: AppContext, p: Principal, evidenceNo: string): Promise<TMpsInfo> {
  const row = await recordByNumber(ctx.db, evidenceNo);
  const info = enforceFacts(row);
  if (!info) throw refuse(CERT_MSG.noEnforceInfo);
  const { owner } = await relationTo(ctx.db, p, row);
  const v = info as TMpsInfo;
  return owner ? v : { ...v, userName: maskName(v.userName), mobile: maskPhone(v.mobile), idCard: maskIdCard(v.idCard) };
}
