import type { AlipayAnswer } from '../../alipay/gateway';
import { PaymentProviderError } from '../payment-provider';

const RETRY_LATER = '支付宝系统繁忙，请稍后再试';
const ASK_ADMIN = '，请联系平台管理员';

/**
 * Alipay's refusals as the payer or the office is told (Chinese, without Alipay's own sub_msg, which may
 * carry ids and merchant detail) and whether the same call may succeed later. Unknown codes are refusals
 * that are not retried; Alipay's 20000 (服务不可用) is retried.
 */
const REFUSALS: Record<string, [message: string, retryable: boolean]> = {
  'ACQ.SYSTEM_ERROR': [RETRY_LATER, true],
  'isp.unknow-error': [RETRY_LATER, true],
  'aop.unknow-error': [RETRY_LATER, true],
  'isv.invalid-signature': [`支付宝拒绝了本平台的签名：应用私钥与在支付宝登记的应用公钥不一致${ASK_ADMIN}`, false],
  'isv.invalid-timestamp': [`本平台服务器的时间与支付宝相差过大${ASK_ADMIN}`, false],
  'isv.invalid-app-id': [`支付宝应用 APPID 无效${ASK_ADMIN}`, false],
  'aop.invalid-app-auth-token': [`支付宝应用授权无效${ASK_ADMIN}`, false],
  'aop.app-auth-token-time-out': [`支付宝应用授权已过期${ASK_ADMIN}`, false],
  'isv.insufficient-isv-permissions': [`本应用未开通该支付宝产品${ASK_ADMIN}`, false],
  'ACQ.ACCESS_FORBIDDEN': [`本应用未开通该支付宝产品${ASK_ADMIN}`, false],
  'ACQ.INVALID_PARAMETER': [`支付宝拒绝了请求（参数无效）${ASK_ADMIN}`, false],
  'ACQ.CONTEXT_INCONSISTENT': ['该订单在支付宝的金额或内容与本次不一致，不能支付', false],
  'ACQ.TRADE_HAS_SUCCESS': ['该订单已在支付宝支付成功', false],
  'ACQ.TRADE_HAS_CLOSE': ['该支付宝交易已关闭', false],
  'ACQ.TRADE_HAS_FINISHED': ['该支付宝交易已完结，已超过可退款期限', false],
  'ACQ.TRADE_NOT_EXIST': ['支付宝没有该笔交易', false],
  'ACQ.TRADE_STATUS_ERROR': ['该支付宝交易的状态不允许此操作', false],
  'ACQ.TRADE_NOT_ALLOW_REFUND': ['该支付宝交易不允许退款', false],
  'ACQ.REASON_TRADE_BEEN_FREEZEN': ['该支付宝交易已被冻结，暂时不能退款', false],
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL': ['退款金额超过该笔交易可退的金额', false],
  'ACQ.REFUND_FEE_ERROR': ['退款金额超过该笔交易可退的金额', false],
  'ACQ.REASON_TRADE_REFUND_FEE_ERR': ['退款金额超过该笔交易可退的金额', false],
  'ACQ.DISCORDANT_REPEAT_REQUEST': ['同一退款单号的退款金额与之前不一致', false],
  'ACQ.SELLER_BALANCE_NOT_ENOUGH': ['商户支付宝账户余额不足，暂时无法退款', false],
};

/** An answer that is not code 10000, as an error (its code names Alipay's sub_code, never its text). */
export function refusalOf(answer: AlipayAnswer): PaymentProviderError {
  const sub = typeof answer.sub_code === 'string' ? answer.sub_code : '';
  const known = REFUSALS[sub];
  if (known) return new PaymentProviderError(`ALIPAY:${sub}`, known[0], known[1]);
  // 20000: 服务不可用; 40004 with an unknown sub_code: a business refusal
  if (answer.code === '20000') return new PaymentProviderError(`ALIPAY:${sub || '20000'}`, RETRY_LATER, true);
  return new PaymentProviderError(`ALIPAY:${sub || answer.code || 'unknown'}`, '支付宝拒绝了该请求', false);
}

/** The SDK's AlipayRequestError / urllib's errors / anything else, as what the caller may show and retry. */
export function transportErrorOf(err: unknown): PaymentProviderError {
  const e = err as { name?: string; message?: string; cause?: { name?: string; code?: string; cause?: { code?: string } } };
  const cause = e?.cause;
  if (e?.name === 'AlipayRequestError' && cause) {
    const name = cause.name ?? '';
    const code = cause.code ?? cause.cause?.code ?? '';
    if (/Timeout/i.test(name) || /TIMEOUT/.test(code)) return new PaymentProviderError('ALIPAY_TIMEOUT', '支付宝响应超时，请稍后再试', true, { cause: err });
    return new PaymentProviderError('ALIPAY_UNREACHABLE', '暂时无法连接支付宝，请稍后再试', true, { cause: err });
  }
  const message = e?.message ?? '';
  if (e?.name === 'AlipayRequestError' && /^HTTP 请求错误/.test(message)) {
    return new PaymentProviderError('ALIPAY_HTTP_ERROR', '支付宝暂时不可用，请稍后再试', true, { cause: err });
  }
  if (e?.name === 'AlipayRequestError' && /^Response 格式错误/.test(message)) {
    return new PaymentProviderError('ALIPAY_BAD_ANSWER', '支付宝的应答无法识别，请稍后再试', true, { cause: err });
  }
  // 验签失败 (a sign that does not verify), or no sign at all (node:crypto refuses the missing signature):
  // never taken, and not retried — the same key will refuse the same way until someone looks
  return new PaymentProviderError('ALIPAY_ANSWER_UNVERIFIED', '支付宝的应答未通过验签，本次操作未完成，请联系平台管理员', false, { cause: err });
}
