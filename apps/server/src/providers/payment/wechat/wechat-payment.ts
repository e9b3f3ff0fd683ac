import { PayChannel } from '@evidence/shared/constants';
import {
  PaymentProviderError,
  type PaymentProvider,
  type PaymentStart,
  type PaymentStartInput,
  type RefundNotice,
  type RefundRequest,
  type TradeQuery,
} from '../payment-provider';
import { wechatCaller, type ClientDeps } from './client';
import { verifyWechatNotify, wechatNotifyAnswer, type NotifyLog } from './notify';
import { refundNoticeOf } from './refund-state';
import { loadWechatKeys, type WechatPaySettings } from './settings';
import { chinaRfc3339 } from './time';

export const WECHAT_NOTIFY_PATH = '/api/payment/notify/wechat';

export interface WechatDeps extends ClientDeps {
  log: NotifyLog;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const seg = encodeURIComponent;

/** WeChat's description is at most 127 bytes of UTF-8: cut on a character, never inside one. */
function description(text: string): string {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch, 'utf8') > 127) break;
    out += ch;
  }
  return out || '订单支付';
}

/** An answer that verified but says something we did not ask about: never taken. */
const mismatch = (what: string) => new PaymentProviderError('ANSWER_MISMATCH', `微信支付的应答与请求不符（${what}），未被采信，请联系客服`, false);

/**
 * PAYMENT_PROVIDER=wechat: WeChat Pay API v3, Native pay (a QR code the payer scans in WeChat), for the
 * WeChat channel. Keys are read now (a wrong file stops the start); the SDK loads on the first call.
 * Every answer is verified before it is read (client.ts); every failure is a PaymentProviderError.
 */
export function wechatPaymentProvider(settings: WechatPaySettings, deps: WechatDeps): PaymentProvider {
  const keys = loadWechatKeys(settings);
  const call = wechatCaller(settings, keys, deps);
  const mchid = settings.mchid;

  const start = async (input: PaymentStartInput): Promise<PaymentStart> => {
    if (input.channel !== PayChannel.wechat) throw new PaymentProviderError('CHANNEL', '微信支付只能用于微信支付渠道', false);
    const { data } = await call('start', {
      method: 'POST',
      path: '/v3/pay/transactions/native',
      body: {
        appid: settings.appid,
        mchid,
        description: description(input.description),
        out_trade_no: input.orderNo,
        time_expire: chinaRfc3339(input.expiresAt),
        notify_url: `${input.siteBase.replace(/\/+$/, '')}${WECHAT_NOTIFY_PATH}`,
        amount: { total: input.moneyCents, currency: 'CNY' },
      },
    });
    const codeUrl = obj(data).code_url;
    if (typeof codeUrl !== 'string' || codeUrl === '') throw mismatch('没有二维码链接');
    return { codeUrl, html: null, payUrl: codeUrl };
  };

  const query = async (orderNo: string): Promise<TradeQuery> => {
    let data: unknown;
    try {
      ({ data } = await call('query', { method: 'GET', path: `/v3/pay/transactions/out-trade-no/${seg(orderNo)}?mchid=${seg(mchid)}` }));
    } catch (err) {
      if (err instanceof PaymentProviderError && (err.code === 'ORDER_NOT_EXIST' || err.code === 'ORDERNOTEXIST' || err.code === 'RESOURCE_NOT_EXISTS')) return { state: 'NOTFOUND' };
      throw err;
    }
    const t = obj(data);
    if (t.out_trade_no !== orderNo || t.mchid !== mchid) throw mismatch('订单号或商户号');
    switch (t.trade_state) {
      // REFUND: paid, then (partly) refunded — it was paid all the same
      case 'SUCCESS':
      case 'REFUND': {
        const total = obj(t.amount).total;
        if (t.appid !== settings.appid || typeof t.transaction_id !== 'string' || typeof total !== 'number') throw mismatch('AppID 或金额');
        return { state: 'SUCCESS', notice: { orderNo, tradeNo: t.transaction_id, amountCents: total, state: 'SUCCESS', channel: PayChannel.wechat } };
      }
      case 'NOTPAY':
      case 'USERPAYING':
        return { state: 'NOTPAY' };
      case 'CLOSED':
      case 'REVOKED':
      case 'PAYERROR':
        return { state: 'CLOSED' };
      default:
        throw mismatch('未知的交易状态');
    }
  };

  const close = async (orderNo: string): Promise<void> => {
    try {
      await call('close', { method: 'POST', path: `/v3/pay/transactions/out-trade-no/${seg(orderNo)}/close`, body: { mchid } });
    } catch (err) {
      // closed already, or never created there: nothing to close
      if (err instanceof PaymentProviderError && ['ORDER_CLOSED', 'ORDER_NOT_EXIST', 'ORDERNOTEXIST', 'RESOURCE_NOT_EXISTS'].includes(err.code)) return;
      throw err;
    }
  };

  const refundOf = (data: unknown, refundNo: string): RefundNotice => {
    const notice = refundNoticeOf(obj(data));
    if (!notice || notice.refundNo !== refundNo) throw mismatch('退款单号或退款状态');
    return notice;
  };

  return {
    name: 'wechat',
    isLocal: false,
    channels: [PayChannel.wechat],
    notifyPath: WECHAT_NOTIFY_PATH,
    start,
    query: (orderNo) => query(orderNo),
    close: (orderNo) => close(orderNo),
    async refund(req: RefundRequest): Promise<RefundNotice> {
      const { data } = await call('refund', {
        method: 'POST',
        path: '/v3/refund/domestic/refunds',
        body: {
          out_trade_no: req.orderNo,
          out_refund_no: req.refundNo,
          reason: [...req.reason].slice(0, 80).join(''),
          notify_url: `${req.siteBase.replace(/\/+$/, '')}${WECHAT_NOTIFY_PATH}`,
          amount: { refund: req.amountCents, total: req.totalCents, currency: 'CNY' },
        },
      });
      const notice = refundOf(data, req.refundNo);
      if (notice.orderNo !== req.orderNo) throw mismatch('订单号');
      return notice;
    },
    async queryRefund(refundNo: string, orderNo: string): Promise<RefundNotice> {
      let data: unknown;
      try {
        ({ data } = await call('queryRefund', { method: 'GET', path: `/v3/refund/domestic/refunds/${seg(refundNo)}` }));
      } catch (err) {
        if (err instanceof PaymentProviderError && err.code === 'RESOURCE_NOT_EXISTS') {
          throw new PaymentProviderError('REFUND_NOT_EXIST', '微信支付没有这笔退款记录', false, { cause: err });
        }
        throw err;
      }
      const notice = refundOf(data, refundNo);
      if (notice.orderNo !== orderNo) throw mismatch('订单号');
      return notice;
    },
    async verifyNotify(req) {
      return verifyWechatNotify(settings, keys, deps.log, req);
    },
    answer: wechatNotifyAnswer,
  };
}
