import { assertInteger } from './errors';
import { EMPTY_ROOT, equalBytes, HASH_SIZE, nodeHash } from './hash';

/**
 * RFC 9162 proof verification. Bad proofs return false / null and never throw; only programmer
 * errors (sizes that are not safe non-negative integers) throw. Arithmetic uses division rather than
 * 32-bit bit operations so sizes up to 2^53-1 work.
 */

const isHash = (h: unknown): h is Uint8Array => h instanceof Uint8Array && h.length === HASH_SIZE;
const odd = (x: number): boolean => x % 2 === 1;
const half = (x: number): number => Math.floor(x / 2);

function isPowerOfTwo(x: number): boolean {
  while (x > 1 && x % 2 === 0) x /= 2;
  return x === 1;
}

/**
 * RFC 9162 §2.1.3.2: the root a leaf hash and its inclusion proof lead to, or null when the proof
 * cannot belong to a tree of that size (wrong length, index ≥ size, malformed elements).
 */
export function rootFromInclusionProof(leafHash: Uint8Array, index: number, size: number, proof: Uint8Array[]): Uint8Array | null {
  assertInteger(index, 'index');
  assertInteger(size, 'size');
  if (index >= size || !isHash(leafHash) || !Array.isArray(proof)) return null;
  let fn = index;
  let sn = size - 1;
  let r = leafHash;
  for (const p of proof) {
    if (!isHash(p) || sn === 0) return null;
    if (odd(fn) || fn === sn) {
      r = nodeHash(p, r);
      if (!odd(fn)) {
        while (!odd(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 ? r : null;
}

/** RFC 9162 §2.1.3.2: whether `proof` shows leaf `index` with `leafHash` is in the tree of `size` with `root`. */
export function verifyInclusion(leafHash: Uint8Array, index: number, size: number, proof: Uint8Array[], root: Uint8Array): boolean {
  const computed = rootFromInclusionProof(leafHash, index, size, proof);
  return computed !== null && isHash(root) && equalBytes(computed, root);
}

/**
 * RFC 9162 §2.1.4.2: whether the tree of size n with rootN extends the tree of size m with rootM.
 * m = n: true only for an empty proof and equal roots. m = 0: true only for an empty proof and
 * rootM = EMPTY_ROOT (every tree extends the empty one). m > n: false.
 */
export function verifyConsistency(m: number, n: number, rootM: Uint8Array, rootN: Uint8Array, proof: Uint8Array[]): boolean {
  assertInteger(m, 'm');
  assertInteger(n, 'n');
  if (!isHash(rootM) || !isHash(rootN) || !Array.isArray(proof) || !proof.every(isHash)) return false;
  if (m > n) return false;
  if (m === 0) return proof.length === 0 && equalBytes(rootM, EMPTY_ROOT);
  if (m === n) return proof.length === 0 && equalBytes(rootM, rootN);
  if (proof.length === 0) return false;
  const path = isPowerOfTwo(m) ? [rootM, ...proof] : proof;
  let fn = m - 1;
  let sn = n - 1;
  while (odd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (odd(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (!odd(fn)) {
        while (!odd(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && equalBytes(fr, rootM) && equalBytes(sr, rootN);
}
