import { AccountType, InvoiceHeaderType, VerifyStatus } from '@evidence/shared/constants';
import type { THeaderInput, THeaderLock, TInvoiceHeader } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { InvoiceHeader, User } from '../../db/schema';

/**
 * What the server fixes on an enterprise account's headers (001 §5: head, type and tax number
 * prefilled and locked): the verified company name, type 2 and the verified credit code. The name and
 * code come from the latest approved company submission (plain columns: neither is sealed); an account
 * verified without one (the demo seed) has its users.company name and no known code, so its tax
 * number stays the user's to type. Null for anyone but a company account.
 */
export async function enterpriseLock(db: Db, user: User): Promise<THeaderLock | null> {
  if (Number(user.account_type) !== AccountType.company) return null;
  const verified = await db
    .selectFrom('verification_submissions as s')
    .innerJoin('company_verifications as c', 'c.submission_id', 's.id')
    .select(['c.company', 'c.tax_number'])
    .where('s.user_id', '=', user.id)
    .where('s.status', '=', VerifyStatus.verified)
    .where('s.kind', 'in', ['company', 'author'])
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
  const head = verified?.company ?? user.company;
  if (!head) return null;
  return { head, type: InvoiceHeaderType.enterprise, taxNum: verified?.tax_number ?? null };
}

/** The header as stored: the lock wins over what was sent (type 1 may leave the tax number and bank fields empty: ''). */
export function headerColumns(input: THeaderInput, lock: THeaderLock | null) {
  return {
    type: lock ? lock.type : input.type,
    head: lock ? lock.head : input.head,
    tax_num: lock?.taxNum ?? input.taxNum ?? '',
    bank_name: input.bankName ?? '',
    account: input.account ?? '',
    street: input.street ?? '',
    phone_number: input.phoneNumber ?? '',
    mobile: input.mobile,
    email: input.email,
  };
}

export function headerOut(h: InvoiceHeader): TInvoiceHeader {
  return {
    id: Number(h.id),
    head: h.head,
    type: Number(h.type),
    taxNum: h.tax_num,
    bankName: h.bank_name,
    account: h.account,
    street: h.street,
    phoneNumber: h.phone_number,
    mobile: h.mobile,
    email: h.email,
  };
}
