import { SmsSendError } from './sms-provider';

/**
 * What the user is told when a carrier refuses a message or cannot be reached (decision 893): one sentence per
 * kind of cause, never the carrier's own text (English, and it names our template and key). The carrier's code
 * stays in the outcome row and the log.
 */
export const SMS_REASON = {
  rateLimited: '该手机号接收短信过于频繁，已达运营商限制，请稍后再试',
  badPhone: '手机号码格式不正确，无法接收短信，请检查后重试',
  blocked: '该手机号无法接收平台短信（已退订或被运营商拦截），请更换手机号或联系平台客服',
  template: '短信模板或签名未通过审核，暂时无法发送短信，请联系平台客服',
  balance: '短信服务余额不足，暂时无法发送短信，请联系平台客服',
  auth: '短信服务配置有误（密钥校验未通过），暂时无法发送短信，请联系平台客服',
  refused: '短信发送失败，请稍后再试',
  timeout: '短信发送超时，请稍后再试',
  unreachable: '短信服务暂时无法连接，请稍后再试',
} as const;

type Reason = keyof typeof SMS_REASON;

/** Tencent Cloud SMS codes (API 2021-01-11 error codes and SendStatus codes) by what they mean for the user. */
const TENCENT: Array<[RegExp, Reason]> = [
  [/^LimitExceeded\.(PhoneNumber|AppDailyLimit|DailyLimit|DeliveryFrequencyLimit)/, 'rateLimited'],
  [/^RequestLimitExceeded/, 'rateLimited'],
  [/^InvalidParameterValue\.IncorrectPhoneNumber|^FailedOperation\.(ContainDomesticAndInternationalPhoneNumber|PhoneNumberParseFail)|^UnsupportedOperation\.UnsupportedRegion/, 'badPhone'],
  [/^FailedOperation\.(PhoneNumberInBlacklist|PhoneNumberOnBlacklist)|^UnauthorizedOperation\.SmsSdkAppIdVerifyFail/, 'blocked'],
  [/^FailedOperation\.(TemplateIncorrectOrUnapproved|SignatureIncorrectOrUnapproved|TemplateParamSetNotMatchApprovedTemplate|TemplateUnapprovedOrNotExist|MissingTemplateToModify|MissingSignature)|^InvalidParameterValue\.(TemplateParameterFormatError|TemplateParameterLengthLimit|ProhibitedUseUrlInTemplateParameter|SdkAppIdNotExist|InvalidTemplateId)/, 'template'],
  [/^FailedOperation\.InsufficientBalanceInSmsPackage|^ResourceInsufficient|^FailedOperation\.ArrearsOperation/, 'balance'],
  [/^AuthFailure/, 'auth'],
];

/** Aliyun dysmsapi codes (SendSms body Code, and the gateway's own errors) by what they mean for the user. */
const ALIYUN: Array<[RegExp, Reason]> = [
  [/^isv\.(BUSINESS_LIMIT_CONTROL|DAY_LIMIT_CONTROL|OUT_OF_SERVICE_LIMIT)|^Throttling/, 'rateLimited'],
  [/^isv\.MOBILE_NUMBER_ILLEGAL|^isv\.MOBILE_COUNT_OVER_LIMIT/, 'badPhone'],
  [/^isv\.(BLACK_KEY_CONTROL_LIMIT|DENY_IP_RANGE|SMS_SIGNATURE_SCENE_ILLEGAL)/, 'blocked'],
  [/^isv\.(SMS_TEMPLATE_ILLEGAL|SMS_SIGNATURE_ILLEGAL|TEMPLATE_MISSING_PARAMETERS|PARAM_LENGTH_LIMIT|PARAM_NOT_SUPPORT_URL|INVALID_JSON_PARAM|SMS_SIGN_ILLEGAL|TEMPLATE_PARAMS_ILLEGAL|SIGN_NAME_ILLEGAL)/, 'template'],
  [/^isv\.(AMOUNT_NOT_ENOUGH|ACCOUNT_ABNORMAL|OUT_OF_SERVICE)/, 'balance'],
  [/^(SignatureDoesNotMatch|InvalidAccessKeyId|IncompleteSignature|InvalidTimeStamp|SignatureNonceUsed|Forbidden\.RAM|isp\.RAM_PERMISSION_DENY|isv\.ACCOUNT_NOT_EXISTS)/, 'auth'],
];

/**
 * An SDK's error text may quote the request (Aliyun's names the URL, whose query holds the phone and the code's
 * TemplateParam): queries go, and any 11-digit mobile number left is masked, before it is kept or logged.
 */
export const cleanDetail = (text: string) => text.replace(/\?\S*/g, '?…').replace(/(?<!\d)(1\d{2})\d{4}(\d{4})(?!\d)/g, '$1****$2').slice(0, 500);

/** A carrier's refusal, in Chinese for the user. */
export function refusedBy(carrier: 'tencent' | 'aliyun', code: string, detail: string): SmsSendError {
  const hit = (carrier === 'tencent' ? TENCENT : ALIYUN).find(([re]) => re.test(code));
  return new SmsSendError('refused', code, SMS_REASON[hit ? hit[1] : 'refused'], cleanDetail(detail));
}

/**
 * A call that got no answer from the carrier: a timeout (the SDK's own, or ours) or a connection that could not be
 * made. Anything else that is not an answer counts as unreachable too: no message went out that we know of.
 */
export function failureOf(err: unknown): SmsSendError {
  const e = err as { code?: unknown; name?: unknown; message?: unknown; type?: unknown; cause?: { code?: unknown } };
  const text = cleanDetail(`${String(e?.name ?? '')} ${String(e?.code ?? '')} ${String(e?.type ?? '')} ${String(e?.cause?.code ?? '')} ${String(e?.message ?? err)}`);
  if (/timeout|timed out|ETIMEDOUT|ESOCKETTIMEDOUT|request-timeout|aborted/i.test(text)) return new SmsSendError('failed', 'timeout', SMS_REASON.timeout, text.trim());
  if (/ECONNREFUSED/.test(text)) return new SmsSendError('failed', 'connection-refused', SMS_REASON.unreachable, text.trim());
  return new SmsSendError('failed', 'network', SMS_REASON.unreachable, text.trim());
}
