import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64, groupFingerprint, verifierKeyFingerprint } from '../src/index';

const PETER_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';

describe('verifierKeyFingerprint', () => {
  it('is SHA-256 of the 32-byte Ed25519 public key (without the algorithm byte), checked with node:crypto', () => {
    const raw = fromBase64(PETER_VKEY.split('+')[2]!).slice(1);
    expect(raw.length).toBe(32);
    const expected = createHash('sha256').update(raw).digest('hex');
    expect(verifierKeyFingerprint(PETER_VKEY)).toBe(expected);
    expect(verifierKeyFingerprint(`  ${PETER_VKEY}\n`)).toBe(expected);
  });
  it('refuses a malformed key instead of fingerprinting garbage', () => {
    expect(() => verifierKeyFingerprint('PeterNeumann+c74f20a4+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW')).toThrow();
    expect(() => verifierKeyFingerprint('not a key')).toThrow();
  });
  it('groups by four digits', () => {
    expect(groupFingerprint('0123456789abcdef')).toBe('0123 4567 89ab cdef');
  });
});
