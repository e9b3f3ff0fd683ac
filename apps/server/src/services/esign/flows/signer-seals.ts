import { ESIGN_SEAL_TYPE_NAMES } from '@evidence/shared/constants';
import type { TSignerSealsRequest, TSignerSealsResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { UserPrincipal } from '../../auth/principal';
import { verifiedCompanyByPhone } from '../phone/verified-records';
import { listUsableCompanySeals } from '../seals';
import { flowActor, verifiedOwner } from './flow-access';

/**
 * POST /api/ElcSign/signerSeals (decision 826): whether each company signer typed by the sender will find a seal
 * to stamp when it signs. A company signer can sign only as the verified company main account at that phone whose
 * verified name is the company typed (identity.ts, decision 810), so that is the only account looked at, and the
 * answer is one bit: yes when that exact pair has a usable seal; the same no when the phone has no such account,
 * the name differs, the company is not verified or has no seal — so the call confirms only what the sender typed
 * and tells nothing else about anyone. Only a verified sender may ask (the one who can send), rate-limited.
 * A company's main account also gets its own company's name, phone, authorised person and usable seals: the
 * choices of 本方自动盖章, which only it may make.
 */
export async function signerSeals(ctx: Pick<AppContext, 'db' | 'config'>, p: UserPrincipal, input: TSignerSealsRequest): Promise<TSignerSealsResponse> {
  const a = flowActor(p);
  await verifiedOwner(ctx.db, a);
  const list: TSignerSealsResponse['list'] = [];
  for (const s of input.signers) {
    const c = await verifiedCompanyByPhone(ctx, s.phone);
    const hasSeal = !!c && c.company === s.companyName && (await listUsableCompanySeals(ctx.db, c.userId)).length > 0;
    list.push({ phone: s.phone, companyName: s.companyName, hasSeal });
  }
  let ownCompany: TSignerSealsResponse['ownCompany'] = null;
  if (p.role === 'companyMain' && !a.sub) {
    const own = await verifiedCompanyByPhone(ctx, p.user.phone);
    if (own && own.userId === a.ownerUserId) {
      const seals = (await listUsableCompanySeals(ctx.db, own.userId)).map((x) => ({ id: x.id, name: x.name, sealTypeName: ESIGN_SEAL_TYPE_NAMES[x.sealType] }));
      ownCompany = { companyName: own.company, phone: p.user.phone, authorName: own.authorName, seals };
    }
  }
  return { list, ownCompany };
}
