import { OrderKind, PAGE_SIZE, PayChannel, REFUND_CAUSE_NAMES } from '@evidence/shared/constants';
import type { TRefundQueueFilter, TRefundQueueResponse } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import { maskPhone } from '../../privacy/mask';
import { refundLineOf } from './refund-lines';

const KIND_NAME: Record<string, string> = { [OrderKind.recharge]: '购买积分', [OrderKind.notarial]: '公证费' };

/**
 * 退款处理 on 收款对账: every refund through the providers, of every kind of order, newest first — the failed ones
 * are where the operator acts (重新退款, after topping up the merchant account), whatever order they belong to.
 */
export async function listRefundQueue(db: Db, q: TRefundQueueFilter): Promise<TRefundQueueResponse> {
  let base = db.selectFrom('refunds').innerJoin('orders', 'orders.id', 'refunds.order_id').innerJoin('users', 'users.id', 'refunds.account_user_id');
  if (q.state) base = base.where('refunds.status', '=', q.state);
  const [rows, total, failed] = await Promise.all([
    base.selectAll('refunds').select(['orders.kind as order_kind', 'users.phone as payer_phone']).orderBy('refunds.id', 'desc').limit(PAGE_SIZE).offset((q.page - 1) * PAGE_SIZE).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'failed').executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(({ order_kind, payer_phone, ...r }) => ({
      ...refundLineOf(r),
      orderNo: r.order_no,
      orderKindName: KIND_NAME[order_kind] ?? '订单',
      channelName: Number(r.channel) === PayChannel.wechat ? '微信支付' : '支付宝',
      causeName: REFUND_CAUSE_NAMES[r.cause] ?? r.cause,
      round: Number(r.round),
      payer: maskPhone(payer_phone),
    })),
    count: Number(total.n),
    failed: Number(failed.n),
  };
}
