import { createHmac, timingSafeEqual } from 'node:crypto';
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

/**
 * The token in the QR code of a certificate PDF given through the public lookup (issue 14). A printed
 * certificate's QR code must keep working, so it does not expire; it opens only the lookup's public
 * facts (bqview, downCertificate) and never the certificate page: it is an HMAC under its own label,
 * so it is not the record's certificate view token (services/certificate/view-token.ts), which shows
 * the title and file name and is handed out only by the owner.
 */
export function publicCertificateToken(secret: Buffer, evidenceNo: string): string {
  return createHmac('sha256', secret).update(`certificate-public\n${evidenceNo}`, 'utf8').digest().subarray(0, 18).toString('base64url');
}

/** The public lookup's result page for the number, opened by its public certificate token. */
export function publicLookupUrl(secret: Buffer, base: string, evidenceNo: string): string {
  const q = new URLSearchParams({ no: evidenceNo, viewToken: publicCertificateToken(secret, evidenceNo) });
  return `${base}/queryAuthentication/safekeeping?${q.toString()}`;
}

/** True only for a genuine, unexpired lookup token or the public certificate token of exactly this number. */
export function viewTokenOpens(secret: Buffer, token: string, evidenceNo: string, now = Date.now()): boolean {
  const expected = Buffer.from(publicCertificateToken(secret, evidenceNo));
  const given = Buffer.from(token);
  if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  const grant = verifyDownload(secret, token, KIND, now);
  return grant !== null && grant.id === evidenceNo;
}
