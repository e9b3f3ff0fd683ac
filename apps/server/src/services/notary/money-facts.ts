import {
  NOTARIAL_PAID_BY_NAMES,
  NOTARIAL_PAY_STATE_NAMES,
  PayStatus,
  PayType,
  type NotarialPaidBy,
  type NotarialPayState,
} from '@evidence/shared/constants';
import type { TNotaryMoneyFacts, TRefundLine } from '@evidence/shared/contracts';
import { refundSums } from '../payments/refunds/refund-lines';
import type { Db } from '../../db/connect';

/** The columns of the money row (`orders`) and of the procedure (`notary_orders`) the facts are read from. */
export interface MoneyColumns {
  pay_status: number;
  pay_type: number | null;
  money_cents: number;
  fee_cents: number;
  refunded_cents: number;
  refund_due_cents: number;
}

/**
 * Payments the platform received for an order that no longer needed them (decision 280) BEFORE refunds went
 * through the provider (issue 25): the notice was kept, audited with `refundDue: true` and the amount, but is
 * on no row of `orders` or `notary_orders`. Such payments found now are refunds (refunds table; their audit
 * rows name the refund, not `refundDue`), so this reads the older records only (decision 910).
 * - `order.payment-refund-due` (target the money row): the order was stopped, or already paid;
 * - `notary.payment-unplaced` (target the procedure): the row was paid but the order was no longer at pay.
 * Answers, per money row id, the hundredths of a yuan owed back by the original route.
 */
export async function lateRefundsDue(db: Db, orders: ReadonlyArray<{ moneyId: number; notaryId: number | null }>): Promise<Map<number, number>> {
  const due = new Map<number, number>();
  if (orders.length === 0) return due;
  const moneyIds = orders.map((o) => String(o.moneyId));
  const notaryIds = orders.filter((o) => o.notaryId !== null).map((o) => String(o.notaryId));
  const byNotary = new Map(orders.filter((o) => o.notaryId !== null).map((o) => [String(o.notaryId), o.moneyId]));
  const rows = await db
    .selectFrom('audit_log')
    .select(['action', 'target_id', 'detail'])
    .where((eb) =>
      eb.or([
        eb.and([eb('action', '=', 'order.payment-refund-due'), eb('target_type', '=', 'order'), eb('target_id', 'in', moneyIds)]),
        ...(notaryIds.length > 0 ? [eb.and([eb('action', '=', 'notary.payment-unplaced'), eb('target_type', '=', 'notary_order'), eb('target_id', 'in', notaryIds)])] : []),
      ]),
    )
    .execute();
  for (const r of rows) {
    const detail = parseDetail(r.detail);
    if (detail.refundDue !== true || typeof detail.moneyCents !== 'number') continue;
    const moneyId = r.action === 'order.payment-refund-due' ? Number(r.target_id) : byNotary.get(r.target_id ?? '');
    if (moneyId === undefined) continue;
    due.set(moneyId, (due.get(moneyId) ?? 0) + detail.moneyCents);
  }
  return due;
}

function parseDetail(text: string | null): { refundDue?: unknown; moneyCents?: unknown } {
  try {
    const v: unknown = text === null ? null : JSON.parse(text);
    return typeof v === 'object' && v !== null ? (v as { refundDue?: unknown; moneyCents?: unknown }) : {};
  } catch {
    return {};
  }
}

const payStateOf = (payStatus: number): NotarialPayState =>
  payStatus === PayStatus.paid ? 'paid' : payStatus === PayStatus.pending ? 'unpaid' : 'cancelled'; // cancelled, or failed: a late payment on a cancelled row

const paidByOf = (payType: number | null): NotarialPaidBy | null =>
  payType === PayType.points ? 'points' : payType === PayType.wechat ? 'wechat' : payType === PayType.alipay ? 'alipay' : null;

/**
 * The money facts of one order (decisions 365–366), from its rows and the late payments owed back.
 * Paid by points the amount is the fee in points (the row's money is 0: no yuan was paid); paid by
 * WeChat/Alipay it is the yuan received (the row's money). What is owed back is every refund not yet
 * 已退款 (退款中, 退款失败) plus what older records hold as owed (`refund_due_cents`, late payments audited
 * before refunds existed); once the provider refunded it, an amount is refundedMoney, no longer owed.
 */
export function moneyFacts(c: MoneyColumns, lateDueCents = 0, refunds: TRefundLine[] = []): TNotaryMoneyFacts {
  const sums = refundSums(refunds);
  const payState = payStateOf(Number(c.pay_status));
  const paidBy = payState === 'paid' ? paidByOf(c.pay_type === null ? null : Number(c.pay_type)) : null;
  const paidAmount = paidBy === null ? null : paidBy === 'points' ? Number(c.fee_cents) / 100 : Number(c.money_cents) / 100;
  return {
    payState,
    payStateName: NOTARIAL_PAY_STATE_NAMES[payState],
    paidBy,
    paidByName: paidBy === null ? null : NOTARIAL_PAID_BY_NAMES[paidBy],
    paidAmount,
    paidUnit: paidBy === null ? null : paidBy === 'points' ? 'points' : 'yuan',
    refunded: Number(c.refunded_cents) / 100,
    refundDue: (Number(c.refund_due_cents) + lateDueCents + sums.owedCents) / 100,
    refundedMoney: sums.refundedCents / 100,
    refunds,
  };
}
