import { createDecipheriv, createVerify } from 'node:crypto';
import { PayChannel } from '@evidence/shared/constants';
import type { NotifyAnswer, NotifyRequest, VerifiedNotify } from '../payment-provider';
import type { WechatKeys, WechatPaySettings } from './settings';
import { refundNoticeOf } from './refund-state';

/** WeChat Pay's window for a notice's Wechatpay-Timestamp, as for its answers. */
export const NOTIFY_WINDOW_S = 300;

/** Probe notices WeChat Pay sends to see that merchants verify: their signature is never valid. */
const PROBE_PREFIX = 'WECHATPAY/SIGNTEST/';

export interface NotifyLog {
  warn(obj: object, msg: string): void;
}

const header = (h: NotifyRequest['headers'], name: string): string | undefined => {
  const v = h[name] ?? h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** AEAD_AES_256_GCM with the APIv3 key: the ciphertext is base64 with the 16-byte tag at its end. */
export function decryptResource(key: Buffer, r: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const buf = Buffer.from(r.ciphertext, 'base64');
  if (buf.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(r.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(buf.subarray(buf.length - 16));
  return Buffer.concat([decipher.update(buf.subarray(0, buf.length - 16)), decipher.final()]).toString('utf8');
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);

/**
 * A notice as WeChat Pay sends it, verified: the signature over the RAW body bytes
 * (`timestamp\nnonce\nbody\n`, SHA256withRSA) with the key its Wechatpay-Serial names, a timestamp within
 * ±5 minutes, the resource decrypted with the APIv3 key (which authenticates it too), and a payment for
 * our own merchant and AppID. null for anything else — a probe, a replay of a stale notice, another
 * merchant's — and the notify route answers a failure that changes nothing. A replay within the window
 * verifies: applying it is idempotent (services/payments/apply-notice.ts).
 */
export function verifyWechatNotify(settings: WechatPaySettings, keys: WechatKeys, log: NotifyLog, req: NotifyRequest, now = Date.now()): VerifiedNotify | null {
  const refuse = (reason: string, extra: object = {}): null => {
    log.warn({ provider: 'wechat', reason, ...extra }, 'WeChat Pay notice refused');
    return null;
  };
  const timestamp = header(req.headers, 'wechatpay-timestamp');
  const nonce = header(req.headers, 'wechatpay-nonce');
  const signature = header(req.headers, 'wechatpay-signature');
  const serial = header(req.headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) return refuse('missing Wechatpay-* headers');
  if (signature.startsWith(PROBE_PREFIX)) return refuse('probe signature (WECHATPAY/SIGNTEST/)');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > NOTIFY_WINDOW_S) return refuse('timestamp outside ±5 minutes', { timestamp });
  const key = Object.prototype.hasOwnProperty.call(keys.verifiers, serial) ? keys.verifiers[serial] : undefined;
  if (!key) return refuse('unknown Wechatpay-Serial', { serial });
  const signed = Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`, 'utf8'), req.rawBody, Buffer.from('\n', 'utf8')]);
  let valid: boolean;
  try {
    valid = createVerify('sha256WithRSAEncryption').update(signed).verify(key, signature, 'base64');
  } catch {
    valid = false;
  }
  if (!valid) return refuse('signature does not verify', { serial });
  let body: Json | null;
  let plain: Json | null;
  try {
    body = obj(JSON.parse(req.rawBody.toString('utf8')));
    const resource = obj(body?.resource);
    if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM' || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') return refuse('no AEAD_AES_256_GCM resource');
    plain = obj(JSON.parse(decryptResource(keys.apiV3Key, { ciphertext: resource.ciphertext, nonce: resource.nonce, associated_data: typeof resource.associated_data === 'string' ? resource.associated_data : '' })));
  } catch {
    return refuse('resource does not decrypt with the APIv3 key');
  }
  if (!body || !plain) return refuse('resource is not a JSON object');
  const event = String(body.event_type ?? '');
  if (plain.mchid !== settings.mchid) return refuse('notice for another merchant', { event });
  if (event === 'TRANSACTION.SUCCESS') {
    if (plain.appid !== settings.appid) return refuse('payment for another AppID', { event });
    const amount = obj(plain.amount);
    const total = amount?.total;
    if (plain.trade_state !== 'SUCCESS' || typeof plain.out_trade_no !== 'string' || typeof plain.transaction_id !== 'string' || typeof total !== 'number' || !Number.isSafeInteger(total) || (amount?.currency !== undefined && amount.currency !== 'CNY')) {
      return refuse('payment notice without a successful trade in CNY', { event });
    }
    return { kind: 'payment', notice: { orderNo: plain.out_trade_no, tradeNo: plain.transaction_id, amountCents: total, state: 'SUCCESS', channel: PayChannel.wechat } };
  }
  if (event === 'REFUND.SUCCESS' || event === 'REFUND.ABNORMAL' || event === 'REFUND.CLOSED') {
    const notice = refundNoticeOf(plain, event.slice('REFUND.'.length));
    return notice ? { kind: 'refund', notice } : refuse('refund notice without its numbers', { event });
  }
  return refuse('event type the platform does not take', { event });
}

/**
 * WeChat Pay's notify protocol: taken is 204 with no body (it stops retrying); refused is a 4xx/5xx
 * with {code: FAIL, message} (it retries, 15 times over 24 hours). Its message is at most 64 characters.
 */
export function wechatNotifyAnswer(ok: boolean, message: string): NotifyAnswer {
  if (ok) return { status: 204, contentType: 'text/plain; charset=utf-8', body: '' };
  return { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: [...message].slice(0, 64).join('') || '失败' }) };
}
