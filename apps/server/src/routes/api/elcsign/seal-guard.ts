import type { FastifyRequest } from 'fastify';
import { can } from '@evidence/shared/access';
import { ESIGN_MSG, ESIGN_SEAL_MSG, VerifyStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { requireUser } from '../../../plugins/guards';
import type { UserPrincipal } from '../../../services/auth/principal';
import type { EsignSealDeps } from '../../../services/esign/seals/seal-row';
import { signFor } from '../../../services/verification/sign-for';

/**
 * Who may manage company seals (permission 'esign.seals.manage', issue 16): a VERIFIED company's main
 * account. Anonymous: 408; a company's sub-account: mainAccountOnly; an individual: companyOnly; a
 * company whose verification does not hold: companyNotVerified. Each a refusal the page shows as is.
 */
export function requireSealManager(request: FastifyRequest): UserPrincipal {
  const p = requireUser(request);
  if (p.role === 'companySub') throw refuse(ESIGN_MSG.mainAccountOnly);
  if (!can(p.role, 'esign.seals.manage')) throw refuse(ESIGN_MSG.companyOnly);
  if (Number(p.user.verify_status) !== VerifyStatus.verified) throw refuse(ESIGN_SEAL_MSG.companyNotVerified);
  return p;
}

/** The seal services' dependencies, from the app context. */
export function esignSealDeps(ctx: AppContext): EsignSealDeps {
  return { db: ctx.db, dialect: ctx.dialect, blobs: ctx.blobs, sign: signFor(ctx) };
}
