import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Extraction codes at rest. The owner must be able to read the code again (the settings tab shows
 * it with a copy button, 000 §2), so it is sealed with AES-256-GCM rather than hashed; the account
 * id is the associated data, so a sealed code copied onto another account does not open. Codes are
 * compared as HMAC digests of equal length with timingSafeEqual, so the time taken says nothing
 * about how much of a guess was right.
 *
 * The key: EXTRACT_CODE_KEY (64 hex digits; several servers must share it), else
 * `$DATA_DIR/extract-code-key`, made with 32 random bytes on first use. Losing it makes the stored
 * codes unreadable (owners then set a new one); it never leaves the server.
 */
export interface CodeCipher {
  seal(userId: number, code: string): string;
  /** the code, or null when the sealed text does not open (wrong key, tampered, other account) */
  open(userId: number, sealed: string): string | null;
  /** constant-time equality of two codes */
  same(a: string, b: string): boolean;
}

const VERSION = 'v1';
const cache = new Map<string, CodeCipher>();

export function codeCipher(config: { dataDir: string; extractCodeKey?: string | undefined }): CodeCipher {
  const cacheKey = `${config.dataDir}\n${config.extractCodeKey ?? ''}`;
  let c = cache.get(cacheKey);
  if (!c) {
    c = cipherFromMaster(config.extractCodeKey ? Buffer.from(config.extractCodeKey, 'hex') : loadKeyFile(config.dataDir));
    cache.set(cacheKey, c);
  }
  return c;
}

export function cipherFromMaster(master: Buffer): CodeCipher {
  const encKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'extract-code/aes-256-gcm/v1', 32));
  const macKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'extract-code/compare/v1', 32));
  const aad = (userId: number) => Buffer.from(`user:${userId}`, 'utf8');
  const digest = (s: string) => createHmac('sha256', macKey).update(s, 'utf8').digest();
  return {
    seal(userId, code) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      cipher.setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(userId, sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    same(a, b) {
      // equal-length digests: timingSafeEqual never sees the codes or their lengths
      return timingSafeEqual(digest(a), digest(b));
    },
  };
}

function loadKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'extract-code-key');
  const read = () => {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== 32) throw new Error(`${file} must hold 32 bytes of hex`);
    return key;
  };
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    fs.mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32);
    try {
      fs.writeFileSync(file, key.toString('hex'), { flag: 'wx', mode: 0o600 });
      return key;
    } catch {
      // another process created it first: use that one
      return read();
    }
  }
}
