import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

/** RFC 9162 §2.1.1 domain separation prefixes. */
const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

/** Length in bytes of every hash used by the ledger (SHA-256). */
export const HASH_SIZE = 32;

export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** RFC 9162 leaf hash: SHA-256(0x00 ‖ leafData). */
export function leafHash(leafData: Uint8Array): Uint8Array {
  const buf = new Uint8Array(1 + leafData.length);
  buf[0] = LEAF_PREFIX;
  buf.set(leafData, 1);
  return nobleSha256(buf);
}

/** RFC 9162 interior node hash: SHA-256(0x01 ‖ left ‖ right). */
export function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  const buf = new Uint8Array(1 + left.length + right.length);
  buf[0] = NODE_PREFIX;
  buf.set(left, 1);
  buf.set(right, 1 + left.length);
  return nobleSha256(buf);
}

/**
 * Root of the empty tree: SHA-256 of the empty string (RFC 9162 §2.1.1).
 * Shared instance: never mutate it (functions of this package return copies).
 */
export const EMPTY_ROOT: Uint8Array = nobleSha256(new Uint8Array(0));

/** Byte-wise equality (not constant-time: every value compared here is public). */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const HEX = '0123456789abcdef';

/** Lower-case hexadecimal. */
export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += HEX[b >> 4]! + HEX[b & 15]!;
  return s;
}

/** Strict hexadecimal decoding: even length, only 0-9 a-f A-F; throws otherwise. */
export function fromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new TypeError('invalid hex string（十六进制字符串无效）');
  }
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map<string, number>([...B64].map((c, i) => [c, i]));

/** Standard base64 with padding (RFC 4648 §4). */
export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    s += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    s += b === undefined ? '=' : B64[(n >> 6) & 63]!;
    s += c === undefined ? '=' : B64[n & 63]!;
  }
  return s;
}

/**
 * Strict standard base64 decoding (RFC 4648 §4): alphabet A-Z a-z 0-9 + /, padding required,
 * no whitespace, and canonical (unused trailing bits must be zero). Throws otherwise.
 */
export function fromBase64(text: string): Uint8Array {
  const bad = (): never => {
    throw new TypeError('invalid base64 string（base64 字符串无效）');
  };
  if (typeof text !== 'string' || text.length % 4 !== 0) bad();
  if (!/^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) bad();
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const v = [0, 1, 2, 3].map((k) => B64_INDEX.get(text[i + k]!) ?? 0);
    const n = (v[0]! << 18) | (v[1]! << 12) | (v[2]! << 6) | v[3]!;
    out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  if (toBase64(out) !== text) bad(); // non-zero unused bits
  return out;
}

/** UTF-8 encoding of a string (TextEncoder exists in Node and in browsers). */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
