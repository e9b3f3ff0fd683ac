import { refundStateText } from '@evidence/shared/constants';
import type { TRefundLine } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import type { Refund } from '../../../db/schema-refunds';

/** The refunds of these money rows (orders.id), oldest first, as pages show them (退款中 / 已退款 / 退款失败（原因）). */
export async function refundLinesOf(db: Db, orderIds: readonly number[]): Promise<Map<number, TRefundLine[]>> {
  const out = new Map<number, TRefundLine[]>();
  if (orderIds.length === 0) return out;
  const rows = await db.selectFrom('refunds').selectAll().where('order_id', 'in', [...orderIds]).orderBy('id').execute();
  for (const r of rows) {
    const line = refundLineOf(r);
    const list = out.get(Number(r.order_id)) ?? [];
    list.push(line);
    out.set(Number(r.order_id), list);
  }
  return out;
}

/** Yuan (hundredths) of these lines still owed (退款中 or 退款失败) and already given back (已退款). */
export function refundSums(lines: readonly TRefundLine[] | undefined): { owedCents: number; refundedCents: number } {
  let owedCents = 0;
  let refundedCents = 0;
  for (const l of lines ?? []) {
    const cents = Math.round(l.amount * 100);
    if (l.state === 'succeeded') refundedCents += cents;
    else owedCents += cents;
  }
  return { owedCents, refundedCents };
}

/** One refund row as every page shows it. */
export function refundLineOf(r: Refund): TRefundLine {
  return {
    id: Number(r.id),
    refundNo: r.refund_no,
    amount: Number(r.amount_cents) / 100,
    state: r.status,
    stateName: refundStateText(r.status, r.fail_reason),
    reason: r.fail_reason,
    isLocal: r.provider === 'local',
    createdAt: Number(r.created_at),
    settledAt: r.settled_at === null ? null : Number(r.settled_at),
  };
}
