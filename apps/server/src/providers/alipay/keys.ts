import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * The two RSA keys of Alipay's 公钥模式 as an office gets them: its application private key (from
 * 支付宝开放平台密钥工具: a PEM with or without its BEGIN/END lines, PKCS#1 "RSA PRIVATE KEY" or PKCS#8
 * "PRIVATE KEY" — the tool writes PKCS#8 for Java and PKCS#1 otherwise) and Alipay's public key (the
 * bare base64 SPKI the console shows). Both are read here with node:crypto, whatever the form, and handed
 * to alipay-sdk as PKCS#8 and SPKI PEM with keyType 'PKCS8': the SDK's own keyType defaults to PKCS1 and
 * silently produces a broken key when given the other form (decision 936).
 */
export type KeyRead = { ok: true; pem: string; key: KeyObject } | { ok: false; why: string };

const BARE_BASE64 = /^[A-Za-z0-9+/=\s]+$/;

function derOf(text: string): Buffer | null {
  const t = text.trim();
  if (!BARE_BASE64.test(t)) return null;
  const der = Buffer.from(t.replace(/\s+/g, ''), 'base64');
  return der.length > 0 ? der : null;
}

function rsa2048(key: KeyObject): string | null {
  if (key.asymmetricKeyType !== 'rsa') return `an ${key.asymmetricKeyType ?? 'unknown'} key, not RSA (Alipay's RSA2 is RSA-2048 with SHA-256)`;
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) return `an RSA key of ${bits} bits: RSA2 needs 2048`;
  return null;
}

/** The application private key, in any of the forms above, as PKCS#8 PEM. */
export function readAppPrivateKey(text: string): KeyRead {
  if (/BEGIN CERTIFICATE/.test(text)) return { ok: false, why: 'a certificate, not a private key' };
  if (/BEGIN (RSA )?PUBLIC KEY/.test(text)) return { ok: false, why: 'a public key, not the application private key' };
  if (/BEGIN ENCRYPTED PRIVATE KEY/.test(text)) return { ok: false, why: 'an encrypted private key: give it without a passphrase' };
  let key: KeyObject | null = null;
  try {
    if (/-----BEGIN /.test(text)) key = createPrivateKey({ key: text, format: 'pem' });
    else {
      const der = derOf(text);
      if (!der) return { ok: false, why: 'neither a PEM key nor base64' };
      for (const type of ['pkcs8', 'pkcs1'] as const) {
        try {
          key = createPrivateKey({ key: der, format: 'der', type });
          break;
        } catch {
          // the other form
        }
      }
    }
  } catch {
    key = null;
  }
  if (!key) return { ok: false, why: 'not a readable private key (PKCS#1 or PKCS#8)' };
  const weak = rsa2048(key);
  if (weak) return { ok: false, why: weak };
  return { ok: true, key, pem: key.export({ format: 'pem', type: 'pkcs8' }).toString() };
}

/** Alipay's public key (支付宝公钥, not a certificate: certificate mode is not supported), as SPKI PEM. */
export function readAlipayPublicKey(text: string): KeyRead {
  if (/BEGIN CERTIFICATE/.test(text)) {
    return { ok: false, why: 'a certificate: certificate mode (公钥证书) is not supported, give 支付宝公钥 of 公钥模式' };
  }
  if (/PRIVATE KEY/.test(text)) return { ok: false, why: 'a private key: give Alipay\'s public key (支付宝公钥)' };
  let key: KeyObject | null = null;
  try {
    if (/-----BEGIN /.test(text)) key = createPublicKey({ key: text, format: 'pem' });
    else {
      const der = derOf(text);
      if (!der) return { ok: false, why: 'neither a PEM key nor base64' };
      for (const type of ['spki', 'pkcs1'] as const) {
        try {
          key = createPublicKey({ key: der, format: 'der', type });
          break;
        } catch {
          // the other form
        }
      }
    }
  } catch {
    key = null;
  }
  if (!key) return { ok: false, why: 'not a readable RSA public key' };
  const weak = rsa2048(key);
  if (weak) return { ok: false, why: weak };
  return { ok: true, key, pem: key.export({ format: 'pem', type: 'spki' }).toString() };
}

/** Whether the "Alipay public key" is in fact the public half of our own application key (a common mix-up). */
export function isOwnPublicKey(appPrivate: KeyObject, alipayPublic: KeyObject): boolean {
  const ours = createPublicKey(appPrivate).export({ format: 'der', type: 'spki' });
  return ours.equals(alipayPublic.export({ format: 'der', type: 'spki' }));
}
