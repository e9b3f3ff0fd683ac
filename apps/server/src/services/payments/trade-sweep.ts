import type { Db } from '../../db/connect';
import type { PaymentProvider, TradeQuery } from '../../providers/payment/payment-provider';
import { applyPaymentNotice } from './apply-notice';

export interface TradeSweep {
  /** some provider said the trade is paid (each such payment was settled as its notice would be) */
  paid: boolean;
  /** some payment changed something (not one a notice or another node had already settled) */
  settled: boolean;
  /** why a paid trade was not taken (applyPaymentNotice's reason: another amount, no such order) */
  refused: string[];
  /** what each provider said, in the order asked */
  states: Array<{ provider: string; state: TradeQuery['state'] }>;
}

/**
 * Asks every provider given about one trade number and settles what they say (second review of issue 25: a
 * start can open the same attempt at WeChat and at Alipay, and the order row names only the provider of the
 * latest start — asking that one alone left a payment at the other unknown). A trade a provider says is paid is
 * settled through applyPaymentNotice, the notice's own idempotent path (a second one becomes a refund); with
 * `close`, every trade not paid and not closed is closed (idempotent at both providers). A provider's error is
 * thrown: the caller decides whether it may go on without knowing.
 */
export async function sweepTrade(db: Db, providers: readonly PaymentProvider[], outTradeNo: string, close: boolean): Promise<TradeSweep> {
  const sweep: TradeSweep = { paid: false, settled: false, refused: [], states: [] };
  for (const provider of providers) {
    const channel = provider.channels[0]!;
    const q = await provider.query(outTradeNo, channel);
    sweep.states.push({ provider: provider.name, state: q.state });
    if (q.state === 'SUCCESS') {
      const outcome = await applyPaymentNotice(db, provider.name, q.notice);
      sweep.paid = true;
      if (!outcome.ok) sweep.refused.push(outcome.reason);
      else if (outcome.change !== 'none') sweep.settled = true;
    } else if (close && q.state !== 'CLOSED') {
      await provider.close(outTradeNo, channel);
    }
  }
  return sweep;
}
