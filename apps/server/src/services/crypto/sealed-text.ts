import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Text sealed at rest with AES-256-GCM (12-byte random IV, 16-byte tag), and keyed digests of text
 * (HMAC-SHA-256) for equality without decrypting. Both keys are derived from one master key by HKDF
 * with the purpose in the label, so each kind of data (extraction codes, identity data) has keys of
 * its own. The associated data binds a sealed value to its place (an account, a field): copied
 * elsewhere, it does not open.
 *
 * Sealed text: "v1." base64url(IV) "." base64url(ciphertext) "." base64url(tag).
 */
export interface SealedText {
  seal(aad: string, text: string): string;
  /** the text, or null when the sealed text does not open (wrong key, tampered, other place) */
  open(aad: string, sealed: string): string | null;
  /** HMAC-SHA-256 of the text under the purpose's comparison key */
  digest(text: string): Buffer;
}

const VERSION = 'v1';

export function sealedText(master: Buffer, purpose: string): SealedText {
  const encKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `${purpose}/aes-256-gcm/v1`, 32));
  const macKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `${purpose}/compare/v1`, 32));
  return {
    seal(aad, text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(aad, sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(aad, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    digest(text) {
      return createHmac('sha256', macKey).update(text, 'utf8').digest();
    },
  };
}

/**
 * A 32-byte master key: the configured one (64 hex digits; several servers must share it), else
 * `$DATA_DIR/<fileName>`, made with 32 random bytes (mode 600) on first use. Losing it makes what it
 * sealed unreadable; it never leaves the server.
 */
export function masterKey(dataDir: string, fileName: string, configuredHex: string | undefined): Buffer {
  if (configuredHex) return Buffer.from(configuredHex, 'hex');
  const file = path.join(dataDir, fileName);
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
