import { OrderKind, PayChannel, PayStatus } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { Payments } from '../../../providers/payment/from-config';
import { PaymentProviderError } from '../../../providers/payment/payment-provider';
import { AppError } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { refundJobKey } from '../refunds/create-refund';
import { settleRefund } from '../refunds/settle-refund';
import { tradeNoOf } from '../trade-number';
import { sweepTrade } from '../trade-sweep';
import { channelOf } from '../pay-type';

/** A notice comes within seconds; an order still pending this long after its last start is asked about. */
export const RECONCILE_GRACE_MS = 5 * 60_000;
/** Orders looked at per run (oldest first); the next run takes the rest. */
const BATCH = 200;

export interface ReconcileOptions {
  /** how long a started payment stays payable (PAYMENT_ORDER_TTL_MINUTES): after it the prepay order is closed */
  orderTtlMs: number;
  graceMs?: number;
  now?: number;
}

export interface ReconcileReport {
  /** pending orders asked about */
  checked: number;
  /** found paid at the provider and settled (applyPaymentNotice: the notice's own idempotent path) */
  settled: string[];
  /** top-ups whose prepay order expired: closed at the provider, then 已取消 */
  closed: string[];
  /** refunds 退款中 whose job had ended, settled by a query */
  refundsSettled: string[];
  /** what could not be asked or done (the next run tries again) */
  errors: Array<{ orderNo: string; message: string }>;
}

// the provider's Chinese message; anything else is ours (a database refusal, a bug): said so in Chinese, its own text kept
// in brackets for whoever reads the report (an operator or the log, never a customer)
const messageOf = (err: unknown) =>
  err instanceof PaymentProviderError ? err.userMessage : err instanceof AppError ? err.message : `平台内部错误，请查看服务器日志（${(err instanceof Error ? err.message : String(err)).slice(0, 160)}）`;

/**
 * Reconciliation (issue 25 item 7, decision 916): what the provider knows that a lost notice did not tell.
 * 1. Pending money rows (top-ups and notarial fees) started through a provider more than graceMs ago are
 *    queried at every configured provider (trade-sweep.ts: a trade may have been started at both): a trade the provider says is paid is settled through applyPaymentNotice — the very path of the
 *    notice, so a notice arriving at the same time credits once.
 * 2. A top-up whose prepay order expired (its last start older than orderTtlMs) and that the provider does
 *    not say is paid is closed at the provider first (a close the provider refuses, e.g. because it was just
 *    paid, cancels nothing) and then cancelled, conditionally on still being pending. A notarial fee's row
 *    is not cancelled: its order goes on and may be paid again; its prepay order closes itself (time_expire).
 * 3. Refunds still 退款中 whose job ended (it ran out of PROCESSING polls) are queried and settled.
 * Safe on several nodes at once: every write is conditional. Each step's failure is reported, not thrown.
 */
export async function reconcilePayments(db: Db, payments: Payments, opts: ReconcileOptions): Promise<ReconcileReport> {
  const now = opts.now ?? Date.now();
  const grace = opts.graceMs ?? RECONCILE_GRACE_MS;
  const report: ReconcileReport = { checked: 0, settled: [], closed: [], refundsSettled: [], errors: [] };
  const pending = await db
    .selectFrom('orders')
    .select(['id', 'order_no', 'pay_attempt', 'kind', 'pay_type', 'provider', 'money_cents', 'updated_at'])
    .where('pay_status', '=', PayStatus.pending)
    .where('kind', 'in', [OrderKind.recharge, OrderKind.notarial])
    .where('provider', 'is not', null)
    .where('updated_at', '<', now - grace)
    .orderBy('updated_at')
    .limit(BATCH)
    .execute();
  for (const o of pending) {
    const provider = o.provider ? payments.byName(o.provider) : null;
    const channel = channelOf(o.pay_type === null ? null : Number(o.pay_type));
    if (!provider || channel === null) continue;
    report.checked += 1;
    // the current attempt's trade (decision 952); an older attempt was closed when this one opened
    const outTradeNo = tradeNoOf(o.order_no, Number(o.pay_attempt));
    try {
      // every configured provider, the row's own first: the trade may have been started at both (second review of issue 25)
      const everyProvider = [provider, ...payments.providers.filter((p) => p !== provider)];
      const sweep = await sweepTrade(db, everyProvider, outTradeNo, false);
      if (sweep.paid) {
        // a run that finds it settled meanwhile (a notice, another node) did nothing: not reported
        for (const reason of sweep.refused) report.errors.push({ orderNo: o.order_no, message: reason });
        if (sweep.settled) report.settled.push(o.order_no);
        continue;
      }
      const expired = Number(o.updated_at) < now - opts.orderTtlMs;
      if (o.kind !== OrderKind.recharge || (!expired && sweep.states[0]!.state !== 'CLOSED')) continue;
      await sweepTrade(db, everyProvider, outTradeNo, true);
      const at = Date.now();
      const r = await db.transaction().execute(async (trx) => {
        const c = await trx.updateTable('orders').set({ pay_status: PayStatus.cancelled, closed_at: at, updated_at: at }).where('id', '=', o.id).where('pay_status', '=', PayStatus.pending).executeTakeFirst();
        if (Number(c.numUpdatedRows) !== 1) return false;
        await writeAudit(trx, { actorType: 'system', actorId: null, action: 'order.close', targetType: 'order', targetId: o.id, detail: { orderNo: o.order_no, provider: provider.name, by: 'reconcile', providerState: sweep.states[0]!.state } });
        return true;
      });
      if (r) report.closed.push(o.order_no);
    } catch (err) {
      report.errors.push({ orderNo: o.order_no, message: messageOf(err) });
    }
  }
  await reconcileRefunds(db, payments, now - grace, report);
  return report;
}

async function reconcileRefunds(db: Db, payments: Payments, before: number, report: ReconcileReport): Promise<void> {
  const stuck = await db.selectFrom('refunds').selectAll().where('status', '=', 'processing').where('requested_at', 'is not', null).where('updated_at', '<', before).orderBy('updated_at').limit(BATCH).execute();
  for (const r of stuck) {
    // the job of this round still running or waiting asks the provider itself
    const job = await db.selectFrom('jobs').select('status').where('dedupe_key', '=', refundJobKey(Number(r.id), Number(r.round))).executeTakeFirst();
    if (job && (job.status === 'queued' || job.status === 'running')) continue;
    const provider = payments.byName(r.provider);
    if (!provider) continue;
    try {
      const answer = await provider.queryRefund(r.refund_no, r.out_trade_no ?? r.order_no, Number(r.channel) as PayChannel);
      if (answer.refundNo !== r.refund_no) throw new Error(`refund query answered ${answer.refundNo}`);
      const settled = await settleRefund(db, r, answer, 'query');
      if (settled !== 'none') report.refundsSettled.push(r.refund_no);
    } catch (err) {
      report.errors.push({ orderNo: r.order_no, message: messageOf(err) });
    }
  }
}

/** The lines `npm run payments:reconcile` prints. */
export function reconcileSummary(r: ReconcileReport): string {
  const lines = [
    `对账：查询待支付订单 ${r.checked} 笔`,
    `  补记已支付 ${r.settled.length} 笔${r.settled.length ? `：${r.settled.join('、')}` : ''}`,
    `  关闭已过期 ${r.closed.length} 笔${r.closed.length ? `：${r.closed.join('、')}` : ''}`,
    `  退款结果补记 ${r.refundsSettled.length} 笔${r.refundsSettled.length ? `：${r.refundsSettled.join('、')}` : ''}`,
  ];
  for (const e of r.errors) lines.push(`  未能处理 ${e.orderNo}：${e.message}`);
  return lines.join('\n');
}

