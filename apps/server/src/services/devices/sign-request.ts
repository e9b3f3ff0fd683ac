import { createHash, randomBytes } from 'node:crypto';
import { BWC_SIGNING, bwcStringToSign } from '@evidence/shared/constants';
import { hmacHex } from './device-crypto';

export interface RecordingFacts {
  fileName: string;
  title?: string;
  userName: string;
  mobile: string;
  idCard: string;
  deviceId?: string;
  /** unix milliseconds */
  startAt: number;
  endAt: number;
  address: string;
}

/**
 * The headers a recorder sends with a recording (what scripts/device-upload and the tests use; a recorder's
 * firmware does the same): the meta as base64url JSON, the body's SHA-256, a fresh nonce, the time in unix ms,
 * and the HMAC-SHA-256 of the canonical text under the device key.
 */
export function signedHeaders(o: { deviceNo: string; secret: string; bodySha256: string; meta: RecordingFacts | Record<string, unknown>; path?: string; method?: string; timestamp?: number; nonce?: string }): Record<string, string> {
  const H = BWC_SIGNING.headers;
  const metaText = Buffer.from(JSON.stringify(o.meta), 'utf8').toString('base64url');
  const timestamp = String(o.timestamp ?? Date.now());
  const nonce = o.nonce ?? randomBytes(16).toString('hex');
  const text = bwcStringToSign({ method: o.method ?? 'POST', path: o.path ?? BWC_SIGNING.uploadPath, timestamp, nonce, bodySha256: o.bodySha256, metaSha256: createHash('sha256').update(metaText, 'utf8').digest('hex') });
  return { [H.device]: o.deviceNo, [H.timestamp]: timestamp, [H.nonce]: nonce, [H.contentSha256]: o.bodySha256, [H.meta]: metaText, [H.signature]: hmacHex(o.secret, text) };
}
