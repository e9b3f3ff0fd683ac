import { PaymentProviderError } from '../payment-provider';

/** Which call failed: the same WeChat code means different things to a payment and to a refund. */
export type WechatCall = 'start' | 'query' | 'close' | 'refund' | 'queryRefund';

/** WeChat Pay's error codes (its answer's `code`) as the user reads them, and whether a later retry may work. */
const CODES: Record<string, { message: string; retryable: boolean }> = {
  SYSTEM_ERROR: { message: '微信支付系统繁忙，请稍后再试', retryable: true },
  SYSTEMERROR: { message: '微信支付系统繁忙，请稍后再试', retryable: true },
  BANK_ERROR: { message: '银行系统异常，请稍后再试', retryable: true },
  FREQUENCY_LIMITED: { message: '微信支付请求过于频繁，请稍后再试', retryable: true },
  NOT_ENOUGH: { message: '商户可用余额不足，暂时无法退款，请联系客服', retryable: false },
  USER_ACCOUNT_ABNORMAL: { message: '付款人的微信账户异常，无法原路退款，请联系客服', retryable: false },
  ORDER_CLOSED: { message: '该微信支付订单已关闭，请重新下单', retryable: false },
  ORDERPAID: { message: '该订单已支付，无需再次支付', retryable: false },
  ORDER_PAID: { message: '该订单已支付，无需再次支付', retryable: false },
  OUT_TRADE_NO_USED: { message: '订单号已用于另一笔微信支付，请重新下单', retryable: false },
  SIGN_ERROR: { message: '微信支付未通过本平台的签名验证，请联系客服（商户密钥或证书序列号配置有误）', retryable: false },
  PARAM_ERROR: { message: '微信支付请求参数有误，请联系客服', retryable: false },
  APPID_MCHID_NOT_MATCH: { message: '微信支付商户号与AppID不匹配，请联系客服', retryable: false },
  MCH_NOT_EXISTS: { message: '微信支付商户号不存在，请联系客服', retryable: false },
  NO_AUTH: { message: '微信支付商户未开通该功能或无权限，请联系客服', retryable: false },
  ACCOUNT_ERROR: { message: '微信支付商户账户异常，请联系客服', retryable: false },
  RULE_LIMIT: { message: '该笔支付受微信支付业务规则限制，请更换支付方式', retryable: false },
  TRADE_ERROR: { message: '微信支付交易错误，请稍后重新下单', retryable: false },
};

/** INVALID_REQUEST is "well-formed but against the rules": for a refund, almost always more than can be refunded. */
const INVALID_REQUEST: Record<WechatCall, string> = {
  start: '微信支付拒绝了该订单（不符合业务规则），请重新下单',
  query: '微信支付拒绝了查询请求，请联系客服',
  close: '微信支付拒绝关闭该订单，请联系客服',
  refund: '退款金额超过该订单可退金额，或该订单不能退款',
  queryRefund: '微信支付拒绝了退款查询，请联系客服',
};

/** Network failures, as Node and axios name them. */
const TIMEOUT = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ESOCKETTIMEDOUT']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ERR_SOCKET_CONNECTION_TIMEOUT']);

/** The server at the address is not one we can authenticate (its certificate does not check out). */
const TLS = /^(CERT_|ERR_TLS_|UNABLE_TO_|SELF_SIGNED_CERT|DEPTH_ZERO_SELF_SIGNED_CERT|HOSTNAME_MISMATCH)/;

/** The plugin's responseVerifier refusals: an answer WeChat Pay did not sign as it must (or too old). */
const UNVERIFIED = new Set(['EV3_RES_HEADERS_INCOMPLATE', 'EV3_RES_HEADER_TIMESTAMP_OFFSET', 'EV3_RES_HEADER_PLATFORM_SERIAL', 'EV3_RES_HEADER_SIGNATURE_DIGEST']);

interface AxiosLike {
  code?: string;
  response?: { status?: number; data?: unknown };
}

export function wechatErrorCode(err: unknown): { status: number | null; code: string | null } {
  const e = err as AxiosLike;
  const data = e?.response?.data;
  const code = data && typeof data === 'object' && typeof (data as { code?: unknown }).code === 'string' ? (data as { code: string }).code : null;
  return { status: typeof e?.response?.status === 'number' ? e.response.status : null, code };
}

/**
 * A failed call as the platform's PaymentProviderError: the user reads a Chinese message (never WeChat's
 * own text, which may name ids), the code is WeChat's (or ours for the network and the verifier).
 * An answer that does not verify is never taken — not even its error code — and is not retried
 * automatically: a wrong key or a clock out of step fails the same way until someone fixes it.
 */
export function toPaymentError(raw: unknown, call: WechatCall): PaymentProviderError {
  if (raw instanceof PaymentProviderError) return raw;
  const axiosCode = (raw as AxiosLike)?.code;
  // the cause kept (and perhaps logged) is a summary: the axios error holds the request's config, signed
  // headers and WeChat's own message, none of which belongs in a log
  const summary = wechatErrorCode(raw);
  const err = new Error(`WeChat Pay ${call}: ${[axiosCode, summary.status !== null ? `HTTP ${summary.status}` : null, summary.code].filter(Boolean).join(' ') || String((raw as Error)?.message ?? raw).slice(0, 200)}`);
  if (axiosCode && UNVERIFIED.has(axiosCode)) {
    const why = axiosCode === 'EV3_RES_HEADER_TIMESTAMP_OFFSET' ? '时间戳超出允许范围' : '签名验证失败';
    return new PaymentProviderError('RESPONSE_UNVERIFIED', `微信支付的应答${why}，未被采信，请稍后再试或联系客服`, false, { cause: err });
  }
  const { status, code } = summary;
  if (status !== null) {
    if (code === 'INVALID_REQUEST') return new PaymentProviderError(code, INVALID_REQUEST[call], false, { cause: err });
    const known = code ? CODES[code] : undefined;
    if (known) return new PaymentProviderError(code!, known.message, known.retryable, { cause: err });
    if (status >= 500) return new PaymentProviderError(code ?? `HTTP_${status}`, '微信支付暂时不可用，请稍后再试', true, { cause: err });
    if (status === 429) return new PaymentProviderError(code ?? 'FREQUENCY_LIMITED', CODES.FREQUENCY_LIMITED!.message, true, { cause: err });
    return new PaymentProviderError(code ?? `HTTP_${status}`, '微信支付拒绝了该请求，请联系客服', false, { cause: err });
  }
  if (axiosCode && TIMEOUT.has(axiosCode)) return new PaymentProviderError('TIMEOUT', '微信支付响应超时，请稍后再试', true, { cause: err });
  if (axiosCode && TLS.test(axiosCode)) return new PaymentProviderError('TLS', '无法与微信支付建立安全连接，请稍后再试或联系客服', true, { cause: err });
  if (axiosCode && UNREACHABLE.has(axiosCode)) return new PaymentProviderError('UNREACHABLE', '无法连接微信支付，请稍后再试', true, { cause: err });
  return new PaymentProviderError('INTERNAL', '微信支付调用失败，请稍后再试', true, { cause: err });
}
