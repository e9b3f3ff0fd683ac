import { signDownload, verifyDownload } from '../downloads/signed-url';

/**
 * The viewToken of the public lookup: /api/check/bqno gives it after the image captcha, and it opens
 * bqview and downCertificate for that one evidence number until it expires. It is an HMAC-signed
 * grant made with the download signer under its own kind ('check-view'), so it can never open a
 * download and no download token can open a lookup. Nothing is stored: it expires by itself.
 */
const KIND = 'check-view';

export function signViewToken(secret: Buffer, evidenceNo: string, ttlMs: number, now = Date.now()): { viewToken: string; expiresAt: number } {
  const expiresAt = now + ttlMs;
  return { viewToken: signDownload(secret, { kind: KIND, id: evidenceNo, userId: null, exp: expiresAt, via: 'lookup' }), expiresAt };
}

/** True only for a genuine, unexpired token given for exactly this number. */
export function viewTokenOpens(secret: Buffer, token: string, evidenceNo: string, now = Date.now()): boolean {
  const grant = verifyDownload(secret, token, KIND, now);
  return grant !== null && grant.id === evidenceNo;
}
