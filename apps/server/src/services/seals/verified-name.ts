import { AccountType, SEAL_MSG, VerifyStatus } from '@evidence/shared/constants';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';

/**
 * What a generated seal shows (decision 138): a verified company's name (users.company) on a round
 * seal, a verified individual's name (users.contact_name) on a square stamp. Both columns are
 * written by the operator's approval (decision 76), so they hold only verified names. Anything but
 * verify_status 3 is refused with '您还未完成实名认证…'.
 */
export function verifiedSealSubject(user: User): { kind: 'company' | 'person'; name: string } {
  if (Number(user.verify_status) !== VerifyStatus.verified) throw refuse(SEAL_MSG.notVerified);
  const company = Number(user.account_type) === AccountType.company;
  const name = (company ? user.company : user.contact_name)?.trim();
  if (!name) throw refuse(SEAL_MSG.nameUnavailable);
  return { kind: company ? 'company' : 'person', name };
}
