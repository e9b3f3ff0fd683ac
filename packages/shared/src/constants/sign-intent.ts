/**
 * The signer's intent (ARCHITECTURE.md "one intent service"): a phone handwriting through a QR code
 * with a single-use, expiring token, confirmed by an SMS code to the account's phone. Used by the
 * notarization's signing step and later by electronic signing. Times and limits are ours.
 */
export const SIGN_INTENT = {
  /** how long a QR code's token stays usable */
  ttlMs: 10 * 60_000,
  /** the desktop's poll of the intent (001 §9: the sign poll is 2 s) */
  pollMs: 2000,
} as const;

/** pending: made, not yet confirmed on the phone; verified: the SMS code was right; submitted: the phone
 * sent its handwriting; used: a signing took it; expired / cancelled: no longer usable. */
export const SignIntentStatus = {
  pending: 'pending',
  verified: 'verified',
  submitted: 'submitted',
  used: 'used',
  expired: 'expired',
  cancelled: 'cancelled',
} as const;
export type SignIntentStatus = (typeof SignIntentStatus)[keyof typeof SignIntentStatus];

export const SIGN_INTENT_MSG = {
  expired: '本次签字请求已过期，请在电脑上重新获取二维码',
  used: '该二维码已使用，请在电脑上重新获取二维码',
  badToken: '签字链接无效，请在电脑上重新获取二维码',
  verifyFirst: '请先完成短信验证',
  codeSent: '验证码已发送',
  verified: '验证成功，请签字',
  submitted: '签字已提交，请回到电脑端继续',
} as const;
