import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadSecretFile } from '../crypto/secret-file';

/**
 * Signed, expiring download tokens (issue 4: "Download URLs are signed and expire"). A token is
 * base64url(JSON payload) "." base64url(HMAC-SHA-256(secret, kind ‖ payload)). It names what may be
 * fetched (kind and id, chosen by the server) and until when; whoever holds it may fetch that once
 * or many times until it expires, so it is given only to a caller the server has already authorised.
 */
export interface DownloadGrant {
  /** what the token opens: 'original', 'package', 'zip', 'image', … (each download route checks its own) */
  kind: string;
  /** the object: an evidence id, a ZIP selection id, a blob key */
  id: string;
  /** who it was issued to (user id), or null for a visitor who gave an extraction code */
  userId: number | null;
  /** expiry, ms since the epoch */
  exp: number;
  /** how it was granted, for the custody log: 'owner', 'code', … */
  via?: string;
  /** an operator it was issued to (the notary office's console, via 'office'); userId is null then */
  operatorId?: number;
}

const b64 = (b: Buffer) => b.toString('base64url');

export function signDownload(secret: Buffer, grant: DownloadGrant): string {
  const body = b64(Buffer.from(JSON.stringify(grant), 'utf8'));
  return `${body}.${b64(mac(secret, grant.kind, body))}`;
}

/** The grant of a genuine, unexpired token of this kind, else null (never says which check failed). */
export function verifyDownload(secret: Buffer, token: string, kind: string, now = Date.now()): DownloadGrant | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 2000) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(secret, kind, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let grant: DownloadGrant;
  try {
    grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DownloadGrant;
  } catch {
    return null;
  }
  if (grant.kind !== kind || typeof grant.exp !== 'number' || grant.exp < now) return null;
  return grant;
}

function mac(secret: Buffer, kind: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${kind}\n${body}`, 'utf8').digest();
}

/**
 * The signing secret: DOWNLOAD_SECRET when configured (several servers must share one), else
 * `$DATA_DIR/download-secret`, created with 32 random bytes on first start.
 */
export function loadDownloadSecret(dataDir: string, configured: string | undefined): Buffer {
  return loadSecretFile(dataDir, 'download-secret', configured);
}
