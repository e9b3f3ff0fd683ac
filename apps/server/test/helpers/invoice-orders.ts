import { randomInt } from 'node:crypto';
import type { Db } from '../../src/db/connect';

export interface OrderSeed {
  kind?: 'recharge' | 'consumption';
  moneyCents?: number;
  payStatus?: number;
  payType?: number | null;
  invoiceStatus?: number;
  paidAt?: number;
  description?: string;
}

let n = 0;

/**
 * Inserts an order row directly (payments are another slice's): by default a paid WeChat recharge of
 * 100.00 paid now. Answers the id and number.
 */
export async function seedOrder(db: Db, accountUserId: number, o: OrderSeed = {}): Promise<{ id: number; orderNo: string }> {
  n += 1;
  const now = Date.now();
  const kind = o.kind ?? 'recharge';
  const orderNo = `${kind === 'recharge' ? 'CZ' : 'XF'}${String(now).slice(-10)}${String(n).padStart(4, '0')}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  const row = await db
    .insertInto('orders')
    .values({
      order_no: orderNo,
      account_user_id: accountUserId,
      actor_user_id: accountUserId,
      member_id: null,
      kind,
      bus_type: kind === 'consumption' ? 5 : null,
      description: o.description ?? (kind === 'recharge' ? '购买积分' : '数据存证'),
      money_cents: o.moneyCents ?? (kind === 'recharge' ? 10_000 : 0),
      points_cents: 10_000,
      pay_status: o.payStatus ?? 2,
      pay_type: o.payType === undefined ? (kind === 'recharge' ? 3 : 4) : o.payType,
      origin: 0,
      invoice_status: o.invoiceStatus ?? 0,
      invoice_id: null,
      evidence_id: null,
      provider: null,
      provider_trade_no: null,
      paid_at: o.paidAt ?? now,
      closed_at: null,
      created_at: o.paidAt ?? now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), orderNo };
}
