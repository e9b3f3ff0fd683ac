import { assertInteger, LedgerRangeError } from './errors';
import { EMPTY_ROOT, nodeHash } from './hash';

/**
 * The reference definitions of RFC 9162 §2.1, written as literally as possible. They are the
 * oracle the storage model (subtrees.ts) is tested against, so they share no code with it.
 */

/** Largest power of two strictly smaller than n (n ≥ 2). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** MTH(D[n]) of RFC 9162 §2.1.1, over leaf HASHES (MTH({d}) = leaf hash of d). */
export function merkleTreeHash(leafHashes: Uint8Array[]): Uint8Array {
  const n = leafHashes.length;
  if (n === 0) return EMPTY_ROOT.slice();
  if (n === 1) return leafHashes[0]!;
  const k = splitPoint(n);
  return nodeHash(merkleTreeHash(leafHashes.slice(0, k)), merkleTreeHash(leafHashes.slice(k)));
}

/**
 * A whole tree in memory. Hashes of ranges are memoised (a range's hash never changes once its
 * leaves exist), so proofs for every index of a few hundred leaves stay fast.
 */
export class InMemoryTree {
  private readonly leaves: Uint8Array[] = [];
  private readonly memo = new Map<string, Uint8Array>();

  /** Appends a leaf hash; returns its index. */
  append(leafHash: Uint8Array): number {
    this.leaves.push(leafHash);
    return this.leaves.length - 1;
  }

  get size(): number {
    return this.leaves.length;
  }

  /** MTH(D[start:end]) by the recursive definition. */
  private mth(start: number, end: number): Uint8Array {
    const n = end - start;
    if (n === 0) return EMPTY_ROOT.slice();
    if (n === 1) return this.leaves[start]!;
    const key = `${start}:${end}`;
    let h = this.memo.get(key);
    if (!h) {
      const k = splitPoint(n);
      h = nodeHash(this.mth(start, start + k), this.mth(start + k, end));
      this.memo.set(key, h);
    }
    return h;
  }

  private checkSize(size: number, min: number): void {
    assertInteger(size, 'size', min);
    if (size > this.size) throw new LedgerRangeError(`size ${size} > tree size ${this.size}`, `树大小 ${size} 超过当前 ${this.size}`);
  }

  root(size: number = this.size): Uint8Array {
    this.checkSize(size, 0);
    return this.mth(0, size);
  }

  /** PATH(m, D[n]) of RFC 9162 §2.1.3.1. */
  inclusionProof(index: number, size: number): Uint8Array[] {
    this.checkSize(size, 1);
    assertInteger(index, 'index');
    if (index >= size) throw new LedgerRangeError(`index ${index} ≥ size ${size}`, `索引 ${index} 不小于树大小 ${size}`);
    const path = (m: number, start: number, end: number): Uint8Array[] => {
      const n = end - start;
      if (n === 1) return [];
      const k = splitPoint(n);
      return m < k
        ? [...path(m, start, start + k), this.mth(start + k, end)]
        : [...path(m - k, start + k, end), this.mth(start, start + k)];
    };
    return path(index, 0, size);
  }

  /** PROOF(m, D[n]) of RFC 9162 §2.1.4.1 (0 < m ≤ n). */
  consistencyProof(m: number, n: number): Uint8Array[] {
    this.checkSize(n, 1);
    assertInteger(m, 'm', 1);
    if (m > n) throw new LedgerRangeError(`m ${m} > n ${n}`, `旧树大小 ${m} 大于新树大小 ${n}`);
    const subproof = (m: number, start: number, end: number, b: boolean): Uint8Array[] => {
      const n = end - start;
      if (m === n) return b ? [] : [this.mth(start, end)];
      const k = splitPoint(n);
      return m <= k
        ? [...subproof(m, start, start + k, b), this.mth(start + k, end)]
        : [...subproof(m - k, start + k, end, false), this.mth(start, start + k)];
    };
    return subproof(m, 0, n, true);
  }

  /** Complete subtree node (level, index): the hash of leaves [index·2^level, (index+1)·2^level). */
  node(level: number, index: number): Uint8Array {
    assertInteger(level, 'level');
    assertInteger(index, 'index');
    const start = index * 2 ** level;
    const end = start + 2 ** level;
    if (end > this.size) throw new LedgerRangeError(`node (${level}, ${index}) is not complete`, `节点 (${level}, ${index}) 尚未完整`);
    return this.mth(start, end);
  }
}
