import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROOT, LedgerError, canonicalLeafBytes, canonicalLeafJson, equalBytes, fromBase64, fromHex, leafHash,
  leafHashOfEntry, nodeHash, sha256, toBase64, toHex, utf8, validateLeafEntry, type LeafEntry,
} from '../src/index';

describe('hash helpers', () => {
  it('SHA-256 known answers', () => {
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(toHex(EMPTY_ROOT)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(equalBytes(leafHash(utf8('x')), sha256(new Uint8Array([0, 0x78])))).toBe(true);
    const l = new Uint8Array(32).fill(1);
    const r = new Uint8Array(32).fill(2);
    expect(equalBytes(nodeHash(l, r), sha256(new Uint8Array([1, ...l, ...r])))).toBe(true);
  });

  it('hex round trip and strictness', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromHex(toHex(bytes))).toEqual(bytes);
    expect(fromHex('ABcd')).toEqual(new Uint8Array([0xab, 0xcd]));
    for (const bad of ['0', 'abc', 'zz', '0x00', ' 00', '00 ', 'g0']) expect(() => fromHex(bad)).toThrow(TypeError);
    expect(() => fromHex(5 as unknown as string)).toThrow(TypeError);
  });

  it('base64 round trip (RFC 4648 §10 vectors) and strictness', () => {
    const vectors: [string, string][] = [['', ''], ['f', 'Zg=='], ['fo', 'Zm8='], ['foo', 'Zm9v'], ['foob', 'Zm9vYg=='], ['fooba', 'Zm9vYmE='], ['foobar', 'Zm9vYmFy']];
    for (const [plain, b64] of vectors) {
      expect(toBase64(utf8(plain))).toBe(b64);
      expect(fromBase64(b64)).toEqual(utf8(plain));
    }
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) & 255);
    for (let n = 0; n < 40; n++) expect(fromBase64(toBase64(bytes.subarray(0, n)))).toEqual(bytes.subarray(0, n));
    expect(toBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=');
    for (const bad of ['Zg', 'Zg=', 'Zh==', 'Zm9=', 'Z===', 'Zm9v\n', ' Zm9v', 'Zm-v', 'Zm_v', '=Zm9', 'Zg==Zg==', 'Zm8=Zm9v']) {
      expect(() => fromBase64(bad), bad).toThrow(TypeError);
    }
  });
});

const entry: LeafEntry = {
  v: 1,
  sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  sm3: '1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b',
  size: 0,
  evidenceNo: '202611220000000001',
  savedAt: '2026-11-22T03:00:00.000Z',
  ownerCommitment: 'aa'.repeat(32),
};

describe('leaf', () => {
  it('canonical JSON: sorted keys, no whitespace, integer size', () => {
    const json = canonicalLeafJson({ ...entry, size: 9007199254740991 });
    expect(json).toBe('{"evidenceNo":"202611220000000001","ownerCommitment":"' + 'aa'.repeat(32)
      + '","savedAt":"2026-11-22T03:00:00.000Z","sha256":"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",'
      + '"size":9007199254740991,"sm3":"1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b","v":1}');
    // The same bytes as a generic sorted-key JSON.stringify.
    const sorted = Object.fromEntries(Object.entries({ ...entry, size: 9007199254740991 }).sort(([a], [b]) => (a < b ? -1 : 1)));
    expect(json).toBe(JSON.stringify(sorted));
    expect(canonicalLeafBytes(entry)).toEqual(utf8(canonicalLeafJson(entry)));
  });

  it('leaf hash known answer (computed independently with Python hashlib; changing it breaks every published proof)', () => {
    const want = toHex(sha256(new Uint8Array([0, ...utf8(canonicalLeafJson(entry))])));
    expect(toHex(leafHashOfEntry(entry))).toBe(want);
    expect(toHex(leafHashOfEntry(entry))).toBe('5682f6c2288b244931525ab30c7c147d1900cede351bb093684697be5a46a86c');
  });

  it('key order of the input does not matter', () => {
    const reordered = JSON.parse('{"v":1,"size":0,"sm3":"' + entry.sm3 + '","sha256":"' + entry.sha256 + '","savedAt":"' + entry.savedAt
      + '","ownerCommitment":"' + entry.ownerCommitment + '","evidenceNo":"' + entry.evidenceNo + '"}') as unknown;
    expect(leafHashOfEntry(validateLeafEntry(reordered))).toEqual(leafHashOfEntry(entry));
  });

  it.each([
    ['not an object', null], ['an array', []], ['a string', 'x'],
    ['extra key', { ...entry, name: '张三' }], ['missing key', (({ sm3: _s, ...rest }) => rest)(entry)],
    ['v 2', { ...entry, v: 2 }], ['v "1"', { ...entry, v: '1' }],
    ['upper-case hex', { ...entry, sha256: entry.sha256.toUpperCase() }], ['short hex', { ...entry, sm3: 'ab' }],
    ['commitment not hex', { ...entry, ownerCommitment: 'z'.repeat(64) }],
    ['negative size', { ...entry, size: -1 }], ['fraction size', { ...entry, size: 1.5 }],
    ['unsafe size', { ...entry, size: 2 ** 53 }], ['string size', { ...entry, size: '1' }],
    ['17-digit number', { ...entry, evidenceNo: '20261122000000001' }], ['letters in number', { ...entry, evidenceNo: '20261122000000000A' }],
    ['no milliseconds', { ...entry, savedAt: '2026-11-22T03:00:00Z' }], ['offset', { ...entry, savedAt: '2026-11-22T11:00:00.000+08:00' }],
    ['impossible date', { ...entry, savedAt: '2026-02-30T03:00:00.000Z' }], ['hour 24', { ...entry, savedAt: '2026-11-22T24:00:00.000Z' }],
  ])('rejects %s with an English and Chinese message', (_desc, value) => {
    try {
      validateLeafEntry(value);
      expect.fail('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(LedgerError);
      expect((e as LedgerError).en).toMatch(/^invalid leaf/);
      expect((e as LedgerError).zh).toMatch(/^存证叶子无效/);
    }
    expect(() => canonicalLeafBytes(value as LeafEntry)).toThrow(LedgerError);
  });

  it('returns a copy with exactly the leaf keys', () => {
    const copy = validateLeafEntry({ ...entry });
    expect(Object.keys(copy).sort()).toEqual(Object.keys(entry).sort());
  });
});
