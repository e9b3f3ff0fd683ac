/**
 * Every invalid request or proof fails: the probes of transparency-dev/merkle proof/verify_test.go
 * (corruptInclusionProof, corruptConsistencyProof, TestVerifyConsistency), applied to every proof of
 * small trees, plus argument checks of the proof builders.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROOT, InMemoryTree, LedgerRangeError, consistencyProofAt, fromHex, inclusionProofAt, inclusionProofPlan,
  rootAt, rootFromInclusionProof, sha256, verifyConsistency, verifyInclusion,
} from '../src/index';
import { NodeStore, flipBit, randomLeafHashes } from './helpers';

const N = 40;
const leaves = randomLeafHashes(N, 31);
const oracle = new InMemoryTree();
leaves.forEach((h) => oracle.append(h));
const store = new NodeStore();
store.appendInRandomBatches(leaves, 32, 6);
const SOME_HASH = fromHex('abacaba000000000000000000000000000000000000000000060061e00123456');

describe('inclusion proofs: every corruption fails', () => {
  it('for every index of every size 1 … 40', () => {
    for (let size = 1; size <= N; size++) {
      const root = oracle.root(size);
      for (let index = 0; index < size; index++) {
        const leaf = leaves[index]!;
        const proof = oracle.inclusionProof(index, size);
        expect(verifyInclusion(leaf, index, size, proof, root)).toBe(true);
        const probes: [string, Uint8Array, number, number, Uint8Array[], Uint8Array][] = [
          ['index - 1', leaf, index - 1, size, proof, root],
          ['index + 1', leaf, index + 1, size, proof, root],
          ['index ^ 2', leaf, index ^ 2, size, proof, root],
          ['size * 2', leaf, index, size * 2, proof, root],
          ['size / 2', leaf, index, Math.floor(size / 2), proof, root],
          // Not probed: size + 1 with the same root can verify (index 0 of 3 and of 4 have the same path
          // shape). That is harmless because size and root always come from one signed checkpoint.
          ['wrong leaf', leaves[(index + 1) % N]!, index, size, proof, root],
          ['leaf hash of other length', leaf.subarray(1), index, size, proof, root],
          ['empty root', leaf, index, size, proof, EMPTY_ROOT],
          ['random root', leaf, index, size, proof, SOME_HASH],
          ['root of size + 1', leaf, index, size, proof, oracle.root(Math.min(size + 1, N))],
          ['trailing empty', leaf, index, size, [...proof, new Uint8Array(0)], root],
          ['trailing root', leaf, index, size, [...proof, root], root],
          ['preceding empty', leaf, index, size, [new Uint8Array(0), ...proof], root],
          ['preceding root', leaf, index, size, [root, ...proof], root],
          ...proof.map((_, k): [string, Uint8Array, number, number, Uint8Array[], Uint8Array] =>
            [`bit flip in proof[${k}]`, leaf, index, size, proof.map((h, j) => (j === k ? flipBit(h, 0, 3) : h)), root]),
          ...proof.map((_, k): [string, Uint8Array, number, number, Uint8Array[], Uint8Array] =>
            [`last-byte flip in proof[${k}]`, leaf, index, size, proof.map((h, j) => (j === k ? flipBit(h, 31, 7) : h)), root]),
        ];
        if (proof.length > 0) probes.push(['truncated', leaf, index, size, proof.slice(0, -1), root]);
        if (proof.length > 1) probes.push(['inserted', leaf, index, size, [proof[0]!, SOME_HASH, ...proof.slice(1)], root]);
        if (proof.length > 1) probes.push(['swapped', leaf, index, size, [proof[1]!, proof[0]!, ...proof.slice(2)], root]);
        for (const [desc, l, i, s, p, r] of probes) {
          if (i < 0 || (desc === 'root of size + 1' && size === N) || (desc === 'swapped' && p[0]!.every((b, k) => b === p[1]![k]))) continue;
          if (verifyInclusion(l, i, s, p, r)) expect.fail(`${desc} verified for leaf ${index} of ${size}`);
        }
      }
    }
  });

  it('a proof for another tree size fails against that size', () => {
    for (const [index, size, other] of [[3, 10, 11], [3, 10, 12], [0, 8, 9], [7, 8, 16], [20, 33, 32]] as const) {
      const proof = oracle.inclusionProof(index, size);
      expect(verifyInclusion(leaves[index]!, index, other, proof, oracle.root(other))).toBe(false);
    }
  });

  it('degenerate arguments return false, never throw', () => {
    for (const [index, size] of [[0, 0], [1, 0], [2, 1], [1, 1]]) {
      expect(verifyInclusion(SOME_HASH, index!, size!, [], EMPTY_ROOT)).toBe(false);
      expect(rootFromInclusionProof(SOME_HASH, index!, size!, [])).toBe(null);
    }
    expect(verifyInclusion(leaves[0]!, 0, 1, [], leaves[0]!)).toBe(true);
    expect(verifyInclusion(leaves[0]!, 0, 1, [], new Uint8Array(0))).toBe(false);
    expect(verifyInclusion(new Uint8Array(0), 0, 1, [], new Uint8Array(0))).toBe(false);
    expect(verifyInclusion(leaves[0]!, 0, 1, 'nope' as unknown as Uint8Array[], leaves[0]!)).toBe(false);
  });

  it('non-integer sizes are programmer errors', () => {
    expect(() => verifyInclusion(SOME_HASH, 0.5, 2, [], SOME_HASH)).toThrow(TypeError);
    expect(() => verifyInclusion(SOME_HASH, 0, Number.NaN, [], SOME_HASH)).toThrow(TypeError);
    expect(() => verifyInclusion(SOME_HASH, 0, 2 ** 53, [], SOME_HASH)).toThrow(TypeError);
    expect(() => verifyConsistency(1, 2.5, SOME_HASH, SOME_HASH, [])).toThrow(TypeError);
  });
});

describe('consistency proofs: every corruption fails', () => {
  it('for every pair 1 ≤ m < n ≤ 40', () => {
    for (let n = 2; n <= N; n++) {
      for (let m = 1; m < n; m++) {
        const r1 = oracle.root(m);
        const r2 = oracle.root(n);
        const proof = oracle.consistencyProof(m, n);
        expect(verifyConsistency(m, n, r1, r2, proof)).toBe(true);
        const probes: [string, number, number, Uint8Array, Uint8Array, Uint8Array[]][] = [
          ['m - 1', m - 1, n, r1, r2, proof],
          ['m + 1', m + 1, n, r1, r2, proof],
          ['m ^ 2', m ^ 2, n, r1, r2, proof],
          ['n * 2', m, n * 2, r1, r2, proof],
          ['n / 2', m, Math.floor(n / 2), r1, r2, proof],
          ['wrong root1', m, n, SOME_HASH, r2, proof],
          ['wrong root2', m, n, r1, SOME_HASH, proof],
          ['swapped roots', m, n, r2, r1, proof],
          ['empty proof', m, n, r1, r2, []],
          ['trailing empty', m, n, r1, r2, [...proof, new Uint8Array(0)]],
          ['trailing root1', m, n, r1, r2, [...proof, r1]],
          ['trailing root2', m, n, r1, r2, [...proof, r2]],
          ['preceding empty', m, n, r1, r2, [new Uint8Array(0), ...proof]],
          ['preceding root1', m, n, r1, r2, [r1, ...proof]],
          ['preceding root2', m, n, r1, r2, [r2, ...proof]],
          ['preceding proof[0]', m, n, r1, r2, [proof[0]!, ...proof]],
          ['truncated', m, n, r1, r2, proof.slice(0, -1)],
          ['reversed sizes', n, m, r2, r1, proof],
          ...proof.map((_, k): [string, number, number, Uint8Array, Uint8Array, Uint8Array[]] =>
            [`bit flip in proof[${k}]`, m, n, r1, r2, proof.map((h, j) => (j === k ? flipBit(h, 0, 4) : h))]),
        ];
        for (const [desc, s1, s2, a, b, p] of probes) {
          if (verifyConsistency(s1, s2, a, b, p)) expect.fail(`${desc} verified for ${m} → ${n}`);
        }
      }
    }
  });

  it('edge cases of transparency-dev TestVerifyConsistency', () => {
    const r1 = sha256(new Uint8Array([1]));
    const r2 = sha256(new Uint8Array([2]));
    expect(verifyConsistency(0, 0, r1, r2, [])).toBe(false);
    expect(verifyConsistency(1, 1, r1, r2, [])).toBe(false);
    expect(verifyConsistency(1, 1, r2, r2, [])).toBe(true);
    expect(verifyConsistency(0, 0, EMPTY_ROOT, EMPTY_ROOT, [])).toBe(true);
    expect(verifyConsistency(0, 1, EMPTY_ROOT, r2, [])).toBe(true); // every tree extends the empty tree
    expect(verifyConsistency(0, 1, r1, r2, [])).toBe(false); // … whose root is EMPTY_ROOT
    expect(verifyConsistency(1, 0, r1, r2, [])).toBe(false);
    expect(verifyConsistency(2, 1, r1, r2, [])).toBe(false);
    expect(verifyConsistency(1, 2, r1, r2, [])).toBe(false);
    expect(verifyConsistency(0, 0, EMPTY_ROOT, EMPTY_ROOT, [EMPTY_ROOT])).toBe(false);
    expect(verifyConsistency(0, 1, EMPTY_ROOT, EMPTY_ROOT, [EMPTY_ROOT])).toBe(false);
    expect(verifyConsistency(1, 1, EMPTY_ROOT, EMPTY_ROOT, [EMPTY_ROOT])).toBe(false);
    expect(verifyConsistency(1, 2, new Uint8Array(3), r2, [r1])).toBe(false);
  });
});

describe('proof builders reject invalid requests with RangeError', () => {
  const src = store.sourceAt(N);
  it.each([
    ['index = size', () => inclusionProofAt(5, 5, src)],
    ['index > size', () => inclusionProofAt(9, 5, src)],
    ['size 0', () => inclusionProofAt(0, 0, src)],
    ['negative index', () => inclusionProofAt(-1, 5, src)],
    ['m = 0', () => consistencyProofAt(0, 5, src)],
    ['m > n', () => consistencyProofAt(6, 5, src)],
    ['negative size', () => rootAt(-1, src)],
  ])('%s', async (_desc, call) => {
    await expect(call()).rejects.toThrow(RangeError);
    await expect(call()).rejects.toBeInstanceOf(LedgerRangeError);
  });

  it('non-integers are TypeErrors; the Chinese text is on the error', async () => {
    await expect(inclusionProofAt(1.5, 5, src)).rejects.toThrow(TypeError);
    await expect(consistencyProofAt(1, Number.POSITIVE_INFINITY, src)).rejects.toThrow(TypeError);
    try {
      inclusionProofPlan(7, 7);
      expect.fail('no error');
    } catch (e) {
      expect((e as LedgerRangeError).zh).toMatch(/超出树大小/);
    }
  });

  it('a source answering with a bad hash is reported', async () => {
    await expect(rootAt(3, () => new Uint8Array(5))).rejects.toThrow(/32/);
  });
});
