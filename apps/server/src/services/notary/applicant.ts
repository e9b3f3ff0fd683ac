import { NOTARY_MSG, VerifyStatus } from '@evidence/shared/constants';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';

/**
 * Who may apply for and carry on a notarization (issue 15): a real-name verified individual or a
 * verified company's main account. Sub-accounts see no notarization anywhere and are refused here too
 * (001 §2.3, §6). Answers the account whose orders these are.
 */
export function requireApplicant(p: UserPrincipal): number {
  if (p.role === 'companySub') throw refuse(NOTARY_MSG.subRefused);
  if (Number(p.user.verify_status) !== VerifyStatus.verified) throw refuse(NOTARY_MSG.notVerified);
  return p.user.id;
}

/**
 * Reading one's orders (list, detail) needs no verification: an account whose verification was later
 * redone still sees what it applied for. Sub-accounts are refused like everywhere else.
 */
export function requireOrderReader(p: UserPrincipal): number {
  if (p.role === 'companySub') throw refuse(NOTARY_MSG.subRefused);
  return p.user.id;
}
