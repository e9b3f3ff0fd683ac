import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: what a QR code carries. Only its SHA-256 is stored. */
export function newIntentToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashIntentToken(token) };
}

export const hashIntentToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The shape of a token we issued; anything else is refused before the database is asked. */
export const isIntentTokenShape = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v);
