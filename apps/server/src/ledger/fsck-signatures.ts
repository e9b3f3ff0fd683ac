import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { parseVerifierKey, toBase64 } from '@evidence/ledger';

/**
 * The fast path of fsck's checkpoint signature check. A ledger holds one checkpoint per batch, up to
 * one per leaf when uploads arrive one at a time, and @noble/curves verifies an Ed25519 signature in
 * about 1–3 ms where OpenSSL (node:crypto) takes about 0.1 ms. So a note in exactly the form the
 * sequencer writes,
 *
 *   <key name>\n<size>\n<base64 root>\n\n— <key name> <base64(key ID ‖ signature)>\n
 *
 * with the stored size and root, is verified here with node:crypto. Anything else, and any signature
 * OpenSSL refuses, goes through openNote as before, whose verdict stands.
 *
 * Accepted here ⇒ accepted by openNote: the text is valid note syntax; OpenSSL checks S < L, compares
 * R byte for byte and checks [S]B = R + [k]A, which implies noble's strict (RFC 8032) cofactored
 * check [8][S]B = [8]R + [8][k]A. The two differ only for public keys noble refuses outright, a
 * non-canonical encoding or a point of small order, and such keys never take this path.
 */
export type FastCheckpointCheck = (note: string, size: number, rootHex: string) => boolean;

// y of the points of small order, sign bit cleared: 0 (order 4), 1 (1), p − 1 (2) and the two of order 8
const SMALL_ORDER_Y = new Set([
  '0000000000000000000000000000000000000000000000000000000000000000',
  '0100000000000000000000000000000000000000000000000000000000000000',
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
]);

/** A canonically encoded Ed25519 point (y < p = 2^255 − 19) not of small order. */
export function isPlainEd25519Key(publicKey: Uint8Array): boolean {
  if (publicKey.length !== 32) return false;
  const y = Buffer.from(publicKey);
  y[31] = y[31]! & 0x7f;
  if (SMALL_ORDER_Y.has(y.toString('hex'))) return false;
  // y ≥ p exactly when y is one of the 19 values from p to 2^255 − 1: 0x7f ff … ff ed … ff (little-endian)
  const top = y[31] === 0x7f && y.subarray(1, 31).every((b) => b === 0xff) && y[0]! >= 0xed;
  return !top;
}

interface FastKey {
  name: string;
  keyId: Buffer;
  key: KeyObject;
}

export function fastCheckpointCheck(verifierKeys: string[]): FastCheckpointCheck {
  const keys: FastKey[] = [];
  for (const text of verifierKeys) {
    try {
      const v = parseVerifierKey(text);
      if (!isPlainEd25519Key(v.publicKey)) continue;
      const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(v.publicKey).toString('base64url') }, format: 'jwk' });
      keys.push({ name: v.name, keyId: Buffer.from(v.keyId), key });
    } catch {
      // a key openNote cannot use either: the slow path reports it
    }
  }
  return (note, size, rootHex) => {
    if (!Number.isSafeInteger(size) || size < 0 || !/^[0-9a-f]{64}$/.test(rootHex)) return false;
    for (const k of keys) {
      const body = `${k.name}\n${size}\n${toBase64(Buffer.from(rootHex, 'hex'))}\n`;
      const head = `${body}\n— ${k.name} `;
      // base64 of 4 + 64 bytes: 92 characters, then the final newline
      if (note.length !== head.length + 93 || !note.startsWith(head) || !note.endsWith('\n')) continue;
      const b64 = note.slice(head.length, -1);
      const blob = Buffer.from(b64, 'base64');
      if (blob.length !== 68 || blob.toString('base64') !== b64 || !blob.subarray(0, 4).equals(k.keyId)) continue;
      if (verify(null, Buffer.from(body, 'utf8'), k.key, blob.subarray(4))) return true;
    }
    return false;
  };
}
