import { LedgerError } from './errors';
import { leafHash, utf8 } from './hash';

/**
 * One preserved item, as it is written into the ledger. It holds no personal data:
 * the owner appears only as a salted commitment.
 */
export interface LeafEntry {
  /** Format version of the leaf: always 1. */
  v: 1;
  /** SHA-256 of the file, 64 lower-case hex digits. */
  sha256: string;
  /** SM3 (GB/T 32905) of the file, 64 lower-case hex digits. */
  sm3: string;
  /** File size in bytes: an integer 0 … 2^53-1. */
  size: number;
  /** Evidence number: exactly 18 decimal digits. */
  evidenceNo: string;
  /** Preservation time, ISO 8601 UTC with milliseconds: `2026-11-22T03:00:00.000Z`. */
  savedAt: string;
  /** Salted hash identifying the owner, 64 lower-case hex digits. */
  ownerCommitment: string;
}

/** The keys of a leaf in canonical (lexicographic, UTF-16 code unit = byte) order. */
export const LEAF_KEYS = ['evidenceNo', 'ownerCommitment', 'savedAt', 'sha256', 'size', 'sm3', 'v'] as const;

const HEX64 = /^[0-9a-f]{64}$/;
const EVIDENCE_NO = /^[0-9]{18}$/;
const ISO_MS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function bad(en: string, zh: string): never {
  throw new LedgerError(`invalid leaf: ${en}`, `存证叶子无效：${zh}`);
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype || proto === null;
}

/** True when `s` is an ISO 8601 UTC instant with milliseconds that names a real date and time. */
export function isIsoUtcMillis(s: string): boolean {
  if (!ISO_MS_UTC.test(s)) return false;
  const t = Date.parse(s);
  return Number.isFinite(t) && new Date(t).toISOString() === s;
}

/** Returns `x` as a LeafEntry, or throws a LedgerError (English and Chinese) naming the first problem. */
export function validateLeafEntry(x: unknown): LeafEntry {
  if (!isPlainObject(x)) bad('not a JSON object', '不是 JSON 对象');
  const keys = Object.keys(x);
  for (const k of keys) {
    if (!(LEAF_KEYS as readonly string[]).includes(k)) bad(`unexpected key "${k}"`, `多余的字段 "${k}"`);
  }
  for (const k of LEAF_KEYS) if (!Object.hasOwn(x, k)) bad(`missing key "${k}"`, `缺少字段 "${k}"`);
  if (x.v !== 1) bad('"v" must be the number 1', '"v" 必须为数字 1');
  for (const k of ['sha256', 'sm3', 'ownerCommitment'] as const) {
    const value = x[k];
    if (typeof value !== 'string' || !HEX64.test(value)) {
      bad(`"${k}" must be 64 lower-case hex digits`, `"${k}" 必须是 64 位小写十六进制`);
    }
  }
  if (typeof x.size !== 'number' || !Number.isSafeInteger(x.size) || x.size < 0) {
    bad('"size" must be an integer from 0 to 2^53-1', '"size" 必须是 0 到 2^53-1 之间的整数');
  }
  if (typeof x.evidenceNo !== 'string' || !EVIDENCE_NO.test(x.evidenceNo)) {
    bad('"evidenceNo" must be 18 digits', '"evidenceNo" 必须是 18 位数字');
  }
  if (typeof x.savedAt !== 'string' || !isIsoUtcMillis(x.savedAt)) {
    bad('"savedAt" must be an ISO 8601 UTC time with milliseconds, e.g. 2026-11-22T03:00:00.000Z',
      '"savedAt" 必须是带毫秒的 ISO 8601 UTC 时间，例如 2026-11-22T03:00:00.000Z');
  }
  const e = x as unknown as LeafEntry;
  return {
    v: 1, sha256: e.sha256, sm3: e.sm3, size: e.size,
    evidenceNo: e.evidenceNo, savedAt: e.savedAt, ownerCommitment: e.ownerCommitment,
  };
}

/**
 * Canonical JSON of a leaf, as UTF-8 bytes. Exactly:
 *
 *   {"evidenceNo":"<18 digits>","ownerCommitment":"<64 hex>","savedAt":"<ISO>","sha256":"<64 hex>","size":<integer>,"sm3":"<64 hex>","v":1}
 *
 * Keys in that (lexicographic) order, no whitespace, `size` as a plain decimal integer (no sign,
 * exponent, fraction or leading zero). Every string is ASCII from a fixed alphabet, so no escaping
 * ever happens; the output equals RFC 8785 (JCS) for these values. Validates the entry first.
 */
export function canonicalLeafJson(entry: LeafEntry): string {
  const e = validateLeafEntry(entry);
  return `{"evidenceNo":"${e.evidenceNo}","ownerCommitment":"${e.ownerCommitment}","savedAt":"${e.savedAt}",`
    + `"sha256":"${e.sha256}","size":${String(e.size)},"sm3":"${e.sm3}","v":1}`;
}

export function canonicalLeafBytes(entry: LeafEntry): Uint8Array {
  return utf8(canonicalLeafJson(entry));
}

/** The leaf's Merkle hash: SHA-256(0x00 ‖ canonicalLeafBytes(entry)). */
export function leafHashOfEntry(entry: LeafEntry): Uint8Array {
  return leafHash(canonicalLeafBytes(entry));
}
