import { createCipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3's signatures as the real service computes them
 * (pay.weixin.qq.com/docs/merchant/development/interface-rules/signature-generation.html and
 * …/signature-verification.html): written here from the protocol, not taken from the SDK under test.
 */

/** `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"` */
export function parseAuthorization(value: string | undefined): Record<string, string> | null {
  if (!value) return null;
  const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(value);
  if (!m) return null;
  const fields: Record<string, string> = {};
  for (const part of m[1]!.split(',')) {
    const kv = /^\s*([a-z_]+)="([^"]*)"\s*$/.exec(part);
    if (!kv) return null;
    fields[kv[1]!] = kv[2]!;
  }
  for (const k of ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no']) if (!fields[k]) return null;
  return fields;
}

/** The string a merchant signs: `METHOD\nURL\ntimestamp\nnonce\nbody\n` (URL: path and query as sent). */
export function requestMessage(method: string, url: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

export function rsaSign(message: Buffer | string, key: KeyObject): string {
  return createSign('sha256WithRSAEncryption').update(message).sign(key, 'base64');
}

export function rsaVerify(message: Buffer | string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('sha256WithRSAEncryption').update(message).verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** The headers WeChat Pay signs an answer or a notice with, over `timestamp\nnonce\nbody\n`. */
export function signedHeaders(body: Buffer, key: KeyObject, serial: string, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  const nonce = randomBytes(16).toString('hex');
  const message = Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), body, Buffer.from('\n')]);
  return {
    'Wechatpay-Timestamp': String(timestamp),
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': serial,
    'Wechatpay-Signature': rsaSign(message, key),
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

/** A notice's `resource`: AEAD_AES_256_GCM with the APIv3 key, 12-character nonce, tag appended, base64. */
export function encryptResource(apiV3Key: Buffer, plaintext: string, associatedData: string, originalType: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, original_type: originalType, nonce };
}
