import { PayChannel } from '@evidence/shared/constants';
import type { AlipayAnswer } from '../../alipay/gateway';
import { PaymentProviderError, type TradeQuery } from '../payment-provider';
import type { AlipayPayGateway } from './gateway';
import { centsOfYuan } from './money';
import { refusalOf } from './refusals';

const badAnswer = () => new PaymentProviderError('ALIPAY_BAD_ANSWER', '支付宝的应答无法识别，请稍后再试', true);

/** A verified trade's state as our notice kinds: paid (TRADE_SUCCESS / TRADE_FINISHED), closed, or waiting. */
export function tradeStateOf(answer: AlipayAnswer, orderNo: string): TradeQuery {
  if (answer.out_trade_no !== orderNo) throw badAnswer();
  switch (answer.trade_status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED': {
      const amountCents = centsOfYuan(answer.total_amount);
      if (amountCents === null || typeof answer.trade_no !== 'string' || answer.trade_no === '') throw badAnswer();
      return { state: 'SUCCESS', notice: { orderNo, tradeNo: answer.trade_no, amountCents, state: 'SUCCESS', channel: PayChannel.alipay } };
    }
    case 'WAIT_BUYER_PAY':
      return { state: 'NOTPAY' };
    case 'TRADE_CLOSED':
      return { state: 'CLOSED' };
    default:
      throw badAnswer();
  }
}

/** alipay.trade.query by out_trade_no; a precreate nobody scanned yet is ACQ.TRADE_NOT_EXIST → NOTFOUND. */
export async function queryAlipayTrade(gw: AlipayPayGateway, orderNo: string): Promise<TradeQuery> {
  const answer = await gw.exec('alipay.trade.query', { bizContent: { out_trade_no: orderNo } });
  if (answer.code === '10000') return tradeStateOf(answer, orderNo);
  if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'NOTFOUND' };
  throw refusalOf(answer);
}

/**
 * alipay.trade.close: a trade never created (not scanned) or already closed is fine. Alipay refuses to
 * close a paid trade with ACQ.TRADE_STATUS_ERROR; the query then says which: closed is fine, paid is an
 * error the caller must see (the money arrived).
 */
export async function closeAlipayTrade(gw: AlipayPayGateway, orderNo: string): Promise<void> {
  const answer = await gw.exec('alipay.trade.close', { bizContent: { out_trade_no: orderNo } });
  if (answer.code === '10000' || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
  if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
    const now = await queryAlipayTrade(gw, orderNo);
    if (now.state === 'CLOSED' || now.state === 'NOTFOUND') return;
    if (now.state === 'SUCCESS') throw new PaymentProviderError('ALIPAY_TRADE_PAID', '该订单已在支付宝支付成功，不能关闭', false);
  }
  throw refusalOf(answer);
}
