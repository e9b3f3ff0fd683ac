import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * Alipay's RSA2 string to sign: every parameter with a value, sorted by name, `name=value` joined with
 * `&`, the values as sent (not URL-encoded). A request signs with `sign_type` in; a notice leaves
 * `sign_type` out (Alipay's rules for each, opendocs.alipay.com/common/02kf5q and 02mse7).
 */
export function alipaySigningString(params: Record<string, string>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(text: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
}

export function rsa2Verify(text: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** Beijing time as Alipay writes it (yyyy-MM-dd HH:mm:ss, UTC+8). */
export function beijingNow(ms = Date.now()): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** "yyyy-MM-dd HH:mm:ss" Beijing time → ms epoch (NaN when not that form) */
export function beijingToMs(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return Number.NaN;
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}
