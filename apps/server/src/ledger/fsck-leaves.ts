import { createHash, hash as oneShotHash } from 'node:crypto';
import { canonicalLeafJson, validateLeafEntry } from '@evidence/ledger';
import type { LeafRow } from './fsck-reader';

/**
 * The per-leaf part of fsck, shared by the main thread and the worker threads: each entry is
 * canonical, its SHA-256(0x00 ‖ entry) is the stored leaf hash, and the stored level-0 node equals
 * it. Pure computation over rows already read, so it can run anywhere.
 */
export type LeafProblem = { kind: 'gap' | 'malformed' | 'not-canonical' | 'leaf-hash' | 'level0-missing' | 'level0-differs'; index: number };
export interface LeafPageResult {
  from: number;
  count: number;
  /** count × 32 bytes: the recomputed leaf hashes, in index order */
  hashes: Uint8Array;
  problem: LeafProblem | null;
}

// One-shot hashing into a reused buffer: a million leaves mean a million hashes, and creating a
// Hash object for each costs more than the hashing itself.
const leafBuf = Buffer.alloc(4096);
export function leafHashBuf(json: string): Buffer {
  const len = Buffer.byteLength(json, 'utf8');
  if (len + 1 > leafBuf.length) return createHash('sha256').update(Buffer.from([0])).update(json, 'utf8').digest();
  leafBuf[0] = 0;
  leafBuf.write(json, 1, 'utf8');
  return oneShotHash('sha256', leafBuf.subarray(0, len + 1), 'buffer') as unknown as Buffer;
}

/**
 * The canonical leaf JSON (packages/ledger leaf.ts) as one pattern: an entry that matches is
 * canonical and valid, except that its date must exist and its size be a safe integer (checked
 * below). Anything else goes through the full validation.
 */
const CANONICAL_LEAF = /^\{"evidenceNo":"\d{18}","ownerCommitment":"[0-9a-f]{64}","savedAt":"(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z","sha256":"[0-9a-f]{64}","size":(0|[1-9]\d{0,15}),"sm3":"[0-9a-f]{64}","v":1\}$/;
const validDays = new Set<string>();
function isCanonicalLeafFast(json: string): boolean {
  const m = CANONICAL_LEAF.exec(json);
  if (!m || !Number.isSafeInteger(Number(m[2]))) return false;
  const day = m[1]!;
  if (validDays.has(day)) return true;
  const t = Date.parse(`${day}T00:00:00.000Z`);
  if (!Number.isFinite(t) || new Date(t).toISOString().slice(0, 10) !== day) return false;
  validDays.add(day);
  return true;
}

function entryProblem(entry: string): 'malformed' | 'not-canonical' | null {
  if (isCanonicalLeafFast(entry)) return null;
  let canonical: string;
  try {
    canonical = canonicalLeafJson(validateLeafEntry(JSON.parse(entry)));
  } catch {
    return 'malformed';
  }
  return canonical === entry ? null : 'not-canonical';
}

/**
 * The canonical leaf pattern again, narrowed to entries that are valid whatever the year (a day of
 * the month up to 28, a size of at most 15 digits, always a safe integer) so that most entries
 * need neither a capture nor a date check, and with `+` for the digit and hex runs, which V8 runs
 * about a third faster than `{18}` / `{64}`: isPlainLeaf checks their lengths by where the next key
 * starts. Sticky: it is tried at an offset.
 */
const PLAIN_LEAF = /\{"evidenceNo":"\d+","ownerCommitment":"[0-9a-f]+","savedAt":"\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z","sha256":"[0-9a-f]+","size":(?:0|[1-9]\d{0,14}),"sm3":"[0-9a-f]+","v":1\}$/y;

/** Whether `s` from offset `at` to its end is a canonical entry that PLAIN_LEAF's narrowing admits. */
export function isPlainLeaf(s: string, at: number): boolean {
  PLAIN_LEAF.lastIndex = at;
  return PLAIN_LEAF.test(s)
    && s.startsWith('","ownerCommitment":"', at + 33) // evidenceNo: 18 digits
    && s.startsWith('","savedAt":"', at + 118) // ownerCommitment: 64 hex digits
    && s.startsWith('","size":', at + 231) // sha256: 64 (savedAt has a fixed length)
    && s.startsWith(',"sm3":"', s.length - 80); // sm3: 64, then '","v":1}'
}

/**
 * The fast check of a page known to have no gap: `rows` are `leaf_hash ‖ NUL ‖ entry` of
 * consecutive leaves, `level0` their stored level-0 nodes. Returns the recomputed leaf hashes as
 * hex when every leaf passes what checkLeafRows checks, otherwise null, and the caller runs
 * checkLeafRows for the exact problem. Hex, because hashing into a string is about twice as fast
 * as into a new Buffer, and the stored hashes are hex.
 */
export function leafHashesFast(rows: unknown[], level0: unknown[]): string[] | null {
  if (level0.length !== rows.length) return null;
  const out = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    // a leaf hash is 64 characters without NUL; a canonical entry has no NUL either
    if (typeof row !== 'string' || row.charCodeAt(64) !== 0) return null;
    if (!isPlainLeaf(row, 65) && entryProblem(row.slice(65)) !== null) return null;
    // a canonical entry is ASCII, so NUL ‖ entry as a string hashes as the bytes 0x00 ‖ entry
    const hex = oneShotHash('sha256', row.slice(64), 'hex');
    if (!row.startsWith(hex) || level0[i] !== hex) return null;
    out[i] = hex;
  }
  return out;
}

/** Checks one page of leaves starting at index `from`; stops at the first problem. */
export function checkLeafRows(rows: LeafRow[], from: number): LeafPageResult {
  const hashes = new Uint8Array(rows.length * 32);
  const done = (count: number, problem: LeafProblem | null): LeafPageResult => ({ from, count, hashes: hashes.subarray(0, count * 32), problem });
  for (let i = 0; i < rows.length; i += 1) {
    const [leafIndex, leafHash, entry, nodeHash] = rows[i]!;
    if (leafIndex !== from + i) return done(i, { kind: 'gap', index: from + i });
    const bad = entryProblem(entry);
    if (bad) return done(i, { kind: bad, index: leafIndex });
    const hash = leafHashBuf(entry);
    if (hash.toString('hex') !== leafHash) return done(i, { kind: 'leaf-hash', index: leafIndex });
    if (nodeHash !== leafHash) return done(i, { kind: nodeHash ? 'level0-differs' : 'level0-missing', index: leafIndex });
    hashes.set(hash, i * 32);
  }
  return done(rows.length, null);
}
