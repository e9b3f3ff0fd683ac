/**
 * Known-answer tests with the RFC 6962 / Certificate Transparency test vectors, as published by
 * github.com/transparency-dev/merkle (Apache-2.0):
 *   - testonly/constants.go: LeafInputs, NodeHashes, RootHashes, EmptyRootHash
 *   - proof/verify_test.go:  inclusionProofs, consistencyProofs (leaf numbers there are 1-based)
 *   - proof/proof_test.go:   TestInclusion / TestConsistency node lists (which stored nodes a proof uses)
 * The same vectors appear in google/certificate-transparency-go and Trillian.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROOT, InMemoryTree, consistencyProofAt, consistencyProofPlan, inclusionProofAt, inclusionProofPlan,
  leafHash, merkleTreeHash, nodeHash, rootAt, rootFromInclusionProof, toHex, verifyConsistency, verifyInclusion,
  type NodeId,
} from '../src/index';
import { hx, NodeStore } from './helpers';

const LEAF_INPUTS = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'];

const NODE_HASHES: string[][] = [[
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
  '0298d122906dcfc10892cb53a73992fc5b9f493ea4c9badb27b791b4127a7fe7',
  '07506a85fd9dd2f120eb694f86011e5bb4662e5c415a62917033d4a9624487e7',
  'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
  '4271a26be0d8a84f0bd54c8c302e7cb3a3b5d1fa6780a40bcce2873477dab658',
  'b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f',
  '46f6ffadd3d06a09ff3c5860d2755c8b9819db7df44251788c7d8e3180de8eb1',
], [
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
  '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
  'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
], [
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
], [
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
]];

/** Roots for sizes 0 … 8. */
const ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];

/** verify_test.go inclusionProofs, converted to 0-based leaf indices. */
const INCLUSION: { index: number; size: number; proof: string[] }[] = [
  { index: 0, size: 1, proof: [] },
  { index: 0, size: 8, proof: [
    '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
    '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
    '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4'] },
  { index: 5, size: 8, proof: [
    'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
    'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7'] },
  { index: 2, size: 3, proof: ['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125'] },
  { index: 1, size: 5, proof: [
    '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
    '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
    'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b'] },
];

/** verify_test.go consistencyProofs. */
const CONSISTENCY: { m: number; n: number; proof: string[] }[] = [
  { m: 1, n: 1, proof: [] },
  { m: 1, n: 8, proof: [
    '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
    '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
    '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4'] },
  { m: 6, n: 8, proof: [
    '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
    'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
    'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7'] },
  { m: 2, n: 5, proof: [
    '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
    'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b'] },
  { m: 6, n: 7, proof: [
    '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
    'b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f',
    'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7'] },
];

const leafHashes = LEAF_INPUTS.map((h) => leafHash(hx(h)));
const store = new NodeStore();
store.appendInRandomBatches(leafHashes, 8, 3);
const oracle = new InMemoryTree();
leafHashes.forEach((h) => oracle.append(h));
const hexes = (hs: Uint8Array[]): string[] => hs.map(toHex);

describe('RFC 6962 known answers (transparency-dev/merkle testonly)', () => {
  it('empty root is SHA-256 of nothing', () => {
    expect(toHex(EMPTY_ROOT)).toBe(ROOTS[0]);
    expect(toHex(merkleTreeHash([]))).toBe(ROOTS[0]);
  });

  it('leaf and node hashes', () => {
    expect(hexes(leafHashes)).toEqual(NODE_HASHES[0]);
    NODE_HASHES.forEach((level, l) => level.forEach((h, i) => {
      expect(toHex(oracle.node(l, i))).toBe(h);
      expect(toHex(store.sourceAt(8)(l, i) as Uint8Array)).toBe(h);
    }));
    expect(toHex(nodeHash(leafHashes[0]!, leafHashes[1]!))).toBe(NODE_HASHES[1]![0]);
  });

  it('roots for sizes 0 … 8, by every implementation', async () => {
    for (let n = 0; n <= 8; n++) {
      expect(toHex(merkleTreeHash(leafHashes.slice(0, n)))).toBe(ROOTS[n]);
      expect(toHex(oracle.root(n))).toBe(ROOTS[n]);
      expect(toHex(await rootAt(n, store.sourceAt(n)))).toBe(ROOTS[n]);
    }
  });

  it.each(INCLUSION)('inclusion proof for leaf $index in tree $size', async ({ index, size, proof }) => {
    expect(hexes(oracle.inclusionProof(index, size))).toEqual(proof);
    expect(hexes(await inclusionProofAt(index, size, store.sourceAt(size)))).toEqual(proof);
    const root = hx(ROOTS[size]!);
    expect(verifyInclusion(leafHashes[index]!, index, size, proof.map(hx), root)).toBe(true);
    expect(toHex(rootFromInclusionProof(leafHashes[index]!, index, size, proof.map(hx))!)).toBe(ROOTS[size]);
  });

  it.each(CONSISTENCY)('consistency proof $m → $n', async ({ m, n, proof }) => {
    expect(hexes(oracle.consistencyProof(m, n))).toEqual(proof);
    expect(hexes(await consistencyProofAt(m, n, store.sourceAt(n)))).toEqual(proof);
    expect(verifyConsistency(m, n, hx(ROOTS[m]!), hx(ROOTS[n]!), proof.map(hx))).toBe(true);
  });
});

/**
 * proof_test.go lists the stored nodes a proof is made of; an ephemeral node ("rehash") is listed
 * there smallest node first, where a plan element lists its nodes left to right.
 */
const flat = (plan: NodeId[][]): string[] => plan.flatMap((el) => [...el].reverse().map((id) => `${id.level}.${id.index}`));
const ids = (s: string): string[] => (s === '' ? [] : s.split(' '));

describe('which stored nodes a proof uses (transparency-dev/merkle proof/proof_test.go)', () => {
  it.each([
    [1, 0, ''], [2, 0, '0.1'], [2, 1, '0.0'], [3, 1, '0.0 0.2'],
    [7, 0, '0.1 1.1 0.6 1.2'], [7, 1, '0.0 1.1 0.6 1.2'], [7, 2, '0.3 1.0 0.6 1.2'], [7, 3, '0.2 1.0 0.6 1.2'],
    [7, 4, '0.5 0.6 2.0'], [7, 5, '0.4 0.6 2.0'], [7, 6, '1.2 2.0'],
    [4, 2, '0.3 1.0'], [5, 3, '0.2 1.0 0.4'], [6, 3, '0.2 1.0 1.2'], [6, 4, '0.5 2.0'],
    [15, 10, '0.11 1.4 0.14 1.6 3.0'], [31, 24, '0.25 1.13 0.30 1.14 3.2 4.0'],
    [95, 81, '0.80 1.41 2.21 0.94 1.46 2.22 4.4 6.0'],
  ] as const)('inclusion size %i index %i', (size, index, want) => {
    expect(flat(inclusionProofPlan(index, size))).toEqual(ids(want));
  });

  it.each([
    [1, 2, '0.1'], [1, 4, '0.1 1.1'], [1, 6, '0.1 1.1 1.2'], [2, 3, '0.2'], [2, 8, '1.1 2.1'],
    [3, 7, '0.2 0.3 1.0 0.6 1.2'], [4, 7, '0.6 1.2'], [5, 7, '0.4 0.5 0.6 2.0'], [6, 7, '1.2 0.6 2.0'],
    [7, 8, '0.6 0.7 1.2 2.0'], [1, 1, ''], [5, 5, ''], [8, 8, ''], [2, 4, '1.1'], [3, 5, '0.2 0.3 1.0 0.4'],
    [3, 6, '0.2 0.3 1.0 1.2'], [4, 6, '1.2'], [1, 7, '0.1 1.1 0.6 1.2'],
    [10, 15, '1.4 1.5 0.14 1.6 3.0'], [24, 31, '3.2 0.30 1.14 2.6 4.0'],
    [81, 95, '0.80 0.81 1.41 2.21 0.94 1.46 2.22 4.4 6.0'],
  ] as const)('consistency %i → %i', (m, n, want) => {
    expect(flat(consistencyProofPlan(m, n))).toEqual(ids(want));
  });
});
