import { timingSafeEqual } from 'node:crypto';
import { masterKey, sealedText } from '../crypto/sealed-text';

/**
 * Extraction codes at rest. The owner must be able to read the code again (the settings tab shows
 * it with a copy button, 000 §2), so it is sealed with AES-256-GCM rather than hashed; the account
 * id is the associated data, so a sealed code copied onto another account does not open. Codes are
 * compared as HMAC digests of equal length with timingSafeEqual, so the time taken says nothing
 * about how much of a guess was right.
 *
 * The key: EXTRACT_CODE_KEY (64 hex digits; several servers must share it), else
 * `$DATA_DIR/extract-code-key`, made with 32 random bytes on first use (services/crypto/sealed-text.ts).
 * Losing it makes the stored codes unreadable (owners then set a new one); it never leaves the server.
 */
export interface CodeCipher {
  seal(userId: number, code: string): string;
  /** the code, or null when the sealed text does not open (wrong key, tampered, other account) */
  open(userId: number, sealed: string): string | null;
  /** constant-time equality of two codes */
  same(a: string, b: string): boolean;
}

const cache = new Map<string, CodeCipher>();

export function codeCipher(config: { dataDir: string; extractCodeKey?: string | undefined }): CodeCipher {
  const cacheKey = `${config.dataDir}\n${config.extractCodeKey ?? ''}`;
  let c = cache.get(cacheKey);
  if (!c) {
    c = cipherFromMaster(masterKey(config.dataDir, 'extract-code-key', config.extractCodeKey));
    cache.set(cacheKey, c);
  }
  return c;
}

export function cipherFromMaster(master: Buffer): CodeCipher {
  const sealer = sealedText(master, 'extract-code');
  const aad = (userId: number) => `user:${userId}`;
  return {
    seal: (userId, code) => sealer.seal(aad(userId), code),
    open: (userId, sealed) => sealer.open(aad(userId), sealed),
    // equal-length digests: timingSafeEqual never sees the codes or their lengths
    same: (a, b) => timingSafeEqual(sealer.digest(a), sealer.digest(b)),
  };
}
