import { AccountType, InvoiceHeaderType, INVOICE_MSG, OrderInvoiceStatus, OrderKind, PayStatus, PayType } from '@evidence/shared/constants';
import type { InvoiceHeader, Order, User } from '../../db/schema';
import { refuse } from '../../errors';
import { chinaYear } from './china-time';

type AskOrder = Pick<Order, 'id' | 'kind' | 'pay_status' | 'pay_type' | 'invoice_status' | 'money_cents' | 'paid_at' | 'created_at'>;

/**
 * The notice rules of 001 §5 and the selection rule of §4, checked on the caller's own orders
 * (`orders` holds only those; an id missing from it is another account's or does not exist, and
 * answers alike). The first broken rule is the answer. Decisions 127–129:
 * - only recharge orders carry money: a consumption is paid with points already invoiced at top-up;
 * - paid (2), not a platform gift (pay type 1), invoice status 0 or 3 (one invoice per order);
 * - "same year": every order paid in the current calendar year, China time;
 * - "enterprise top-ups only with the enterprise header": a company account's orders need a type 2 header.
 */
export function checkAskRules(user: User, header: InvoiceHeader, wanted: number[], orders: AskOrder[], now: number): void {
  if (orders.length !== wanted.length) throw refuse(INVOICE_MSG.orderNotFound);
  const year = chinaYear(now);
  for (const o of orders) {
    if (o.kind !== OrderKind.recharge || Number(o.money_cents) <= 0) throw refuse(INVOICE_MSG.orderNotRecharge);
    if (Number(o.pay_status) !== PayStatus.paid) throw refuse(INVOICE_MSG.orderNotPaid);
    if (o.pay_type === null || Number(o.pay_type) === PayType.gift) throw refuse(INVOICE_MSG.orderGift);
    const st = Number(o.invoice_status);
    if (st !== OrderInvoiceStatus.none && st !== OrderInvoiceStatus.failed) throw refuse(INVOICE_MSG.orderInvoiced);
    if (chinaYear(Number(o.paid_at ?? o.created_at)) !== year) throw refuse(INVOICE_MSG.notThisYear);
  }
  if (Number(user.account_type) === AccountType.company && Number(header.type) !== InvoiceHeaderType.enterprise) {
    throw refuse(INVOICE_MSG.enterpriseHeaderOnly);
  }
}
