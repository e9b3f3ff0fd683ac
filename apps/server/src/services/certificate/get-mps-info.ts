import { CERT_MSG } from '@evidence/shared/constants';
import type { TMpsInfo } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import type { Principal } from '../auth/principal';
import { enforceFacts } from './certificate-facts';
import { openCertificate } from './find-record';
import { maskIdCard, maskName, maskPhone } from '../privacy/mask';

/**
 * Law-enforcement recorder information of a record (000 §3 "Enforcement info"). Shown with the
 * certificate to its owner or whoever holds its view token; the officer's name, phone and ID number are masked
 * unless the caller owns the record.
 */
export async function getMpsInfo(ctx: AppContext, p: Principal, q: { baoquan: string; viewToken?: string | undefined }): Promise<TMpsInfo> {
  const { row, rel } = await openCertificate(ctx.db, ctx.downloadSecret, p, q);
  const info = enforceFacts(row);
  if (!info) throw refuse(CERT_MSG.noEnforceInfo);
  const owner = rel.owner;
  const v = info as TMpsInfo;
  return owner ? v : { ...v, userName: maskName(v.userName), mobile: maskPhone(v.mobile), idCard: maskIdCard(v.idCard) };
}
