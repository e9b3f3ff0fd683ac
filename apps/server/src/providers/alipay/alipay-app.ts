import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { AlipaySdk } from 'alipay-sdk';

/**
 * The office's Alipay open-platform application (开放平台应用), shared by the Alipay payment adapter
 * and FACE_PROVIDER=alipay: ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY(_FILE), ALIPAY_PUBLIC_KEY(_FILE),
 * ALIPAY_GATEWAY. Keys are kept as PEM here whatever form the office pasted.
 */
export interface AlipayApp {
  appId: string;
  /** the application's private key (应用私钥), PKCS#8 PEM */
  privateKeyPem: string;
  /** Alipay's public key (支付宝公钥), SPKI PEM: every answer's signature is checked with it */
  alipayPublicKeyPem: string;
  /** https://openapi.alipay.com/gateway.do, the sandbox's, or a test stand-in's */
  gateway: string;
}

/** Alipay's key tool writes bare base64 (PKCS#8 for Java, PKCS#1 otherwise); PEM is accepted too. */
export function readAlipayPrivateKey(text: string): KeyObject {
  const t = text.trim();
  if (t.includes('-----BEGIN')) return createPrivateKey(t);
  const der = Buffer.from(t.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

export function readAlipayPublicKey(text: string): KeyObject {
  const t = text.trim();
  if (t.includes('-----BEGIN')) return createPublicKey(t);
  return createPublicKey({ key: Buffer.from(t.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}

/** What is wrong with a key given as text, or null: the start refuses an unreadable or non-RSA key. */
export function alipayKeyProblem(kind: 'private' | 'public', text: string): string | null {
  try {
    const key = kind === 'private' ? readAlipayPrivateKey(text) : readAlipayPublicKey(text);
    if (key.asymmetricKeyType !== 'rsa') return `not an RSA key (RSA2 needs RSA 2048)`;
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < 2048) return `an RSA key of ${bits} bits: RSA2 needs 2048`;
    return null;
  } catch {
    return kind === 'private' ? 'not a readable RSA private key (PEM, or the base64 Alipay\'s key tool writes)' : 'not a readable RSA public key (PEM, or the base64 the open platform shows)';
  }
}

// trimmed: the SDK's formatKey drops the first and last line, and a trailing newline would be the last
export const toPkcs8Pem = (text: string) => readAlipayPrivateKey(text).export({ type: 'pkcs8', format: 'pem' }).toString().trim();
export const toSpkiPem = (text: string) => readAlipayPublicKey(text).export({ type: 'spki', format: 'pem' }).toString().trim();

/**
 * The official SDK for the application, loaded on first use. RSA2; answers keep Alipay's own
 * snake_case names (camelcase off), so what the code reads is what Alipay's documents name.
 */
export function alipaySdk(app: AlipayApp, timeoutMs: number): () => Promise<AlipaySdk> {
  let sdk: Promise<AlipaySdk> | undefined;
  return () =>
    (sdk ??= import('alipay-sdk').then(
      ({ AlipaySdk: Sdk }) =>
        new Sdk({
          appId: app.appId,
          privateKey: app.privateKeyPem,
          keyType: 'PKCS8',
          alipayPublicKey: app.alipayPublicKeyPem,
          gateway: app.gateway,
          signType: 'RSA2',
          timeout: timeoutMs,
          camelcase: false,
        }),
    ));
}
