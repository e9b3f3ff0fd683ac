/**
 * Pure rules of the two polls, unit-tested. 000 §4: SUCCESS or FAIL stop the QR poll, any other
 * value continues. 001 §4: aliQuery's code 200 is success, 400 stops, anything else (202 while in
 * progress) continues.
 */
import { AliQueryCode, FACE_MSG } from '@evidence/shared/constants';

export function isFinal(result: string): boolean {
  return result === 'SUCCESS' || result === 'FAIL';
}

export type AliOutcome = { state: 'passed' | 'pending' | 'failed'; message: string };

/** What an aliQuery error means: `e` is the api client's ApiError (code, msg) or anything else thrown. */
export function aliOutcome(e: unknown): AliOutcome {
  const code = typeof e === 'object' && e !== null && 'code' in e ? Number((e as { code: unknown }).code) : NaN;
  const msg = typeof e === 'object' && e !== null && 'msg' in e && typeof (e as { msg: unknown }).msg === 'string' ? (e as { msg: string }).msg : '';
  if (code === AliQueryCode.failed) return { state: 'failed', message: msg || FACE_MSG.failed };
  // 202, a network hiccup or a rate limit: the next poll asks again
  return { state: 'pending', message: msg || FACE_MSG.pending };
}

/** The QR code's URL is kept per tab for its BizToken, so a reload still shows the code (never in the address bar: it holds the link's secret). */
const urlKey = (bizToken: string) => `face-url:${bizToken}`;

export function rememberFaceUrl(storage: Pick<Storage, 'setItem'>, bizToken: string, url: string): void {
  storage.setItem(urlKey(bizToken), url);
}

export function recallFaceUrl(storage: Pick<Storage, 'getItem'>, bizToken: string): string | null {
  const url = storage.getItem(urlKey(bizToken));
  return url && /^https?:\/\//.test(url) ? url : null;
}
