import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of the mobile certificate link (/mobile/attestation/:no/:token) and of the QR code.
 * HMAC of the evidence number with the download secret: a printed certificate's QR code keeps
 * working for good (it opens only what the number already opens), and a link whose number was
 * changed by hand is refused instead of showing another record.
 */
export function certificateViewToken(secret: Buffer, evidenceNo: string): string {
  return createHmac('sha256', secret).update(`certificate-view\n${evidenceNo}`, 'utf8').digest().subarray(0, 18).toString('base64url');
}

export function isCertificateViewToken(secret: Buffer, evidenceNo: string, token: string): boolean {
  const expected = Buffer.from(certificateViewToken(secret, evidenceNo));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
