/**
 * The storage model (subtrees.ts) against the reference tree (tree.ts), in the style of Trillian's
 * and Tessera's merkle tests: random appends in random batches, every proof at every size.
 */
import { describe, expect, it } from 'vitest';
import {
  InMemoryTree, completedNodes, equalBytes, completedNodesForBatch, consistencyProofAt, consistencyProofAtSync, foldPlan,
  frontierNodeIds, inclusionProofAt, inclusionProofAtSync, inclusionProofPlan, isCompleteNode, leafHash,
  merkleTreeHash, nodeKey, nodesOfPlan, rootAt, rootAtSync, toHex, verifyConsistency, verifyInclusion,
} from '../src/index';
import { NodeStore, prng, randomLeafHashes } from './helpers';

const hexes = (hs: Uint8Array[]): string[] => hs.map(toHex);

describe('appends', () => {
  it('shuffled leaves: stored nodes, oracle and the recursive definition agree at every size', async () => {
    const rnd = prng(7);
    const leaves = randomLeafHashes(200, 1);
    for (let i = leaves.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [leaves[i], leaves[j]] = [leaves[j]!, leaves[i]!];
    }
    const oracle = new InMemoryTree();
    const store = new NodeStore();
    store.appendInRandomBatches(leaves, 3, 9);
    for (let n = 0; n <= leaves.length; n++) {
      if (n > 0) expect(oracle.append(leaves[n - 1]!)).toBe(n - 1);
      const want = toHex(merkleTreeHash(leaves.slice(0, n)));
      expect(toHex(oracle.root())).toBe(want);
      expect(toHex(await rootAt(n, store.sourceAt(n)))).toBe(want);
      expect(toHex(rootAtSync(n, store.sourceAt(n)))).toBe(want);
    }
    expect(oracle.size).toBe(leaves.length);
  });

  it('one at a time, random batches and one big batch store the same nodes, equal to the oracle', async () => {
    const leaves = randomLeafHashes(130, 2);
    const one = new Map<string, Uint8Array>();
    for (let i = 0; i < leaves.length; i++) {
      const made = await completedNodes(i, leaves[i]!, async (l, x) => one.get(nodeKey(l, x))!);
      expect(made[0]).toEqual({ level: 0, index: i, hash: leaves[i] });
      // Appending leaf i completes one node per trailing 1-bit of i, plus the leaf itself.
      expect(made.length).toBe(1 + (i.toString(2).match(/1*$/)![0].length));
      for (const n of made) one.set(nodeKey(n.level, n.index), n.hash);
    }
    const all = await completedNodesForBatch(0, leaves, () => {
      throw new Error('a batch from 0 needs nothing stored');
    });
    const batched = new NodeStore();
    batched.appendInRandomBatches(leaves, 4, 33);
    const oracle = new InMemoryTree();
    leaves.forEach((h) => oracle.append(h));
    expect(all.length).toBe(one.size);
    expect(batched.nodes.size).toBe(one.size);
    for (const n of all) {
      expect(toHex(one.get(nodeKey(n.level, n.index))!)).toBe(toHex(n.hash));
      expect(toHex(batched.nodes.get(nodeKey(n.level, n.index))!)).toBe(toHex(n.hash));
      expect(toHex(oracle.node(n.level, n.index))).toBe(toHex(n.hash));
    }
    // Every complete node of the tree is stored.
    let complete = 0;
    for (let level = 0; 2 ** level <= leaves.length; level++) complete += Math.floor(leaves.length / 2 ** level);
    expect(one.size).toBe(complete);
  });

  it('a batch asks storage only for frontier nodes', async () => {
    const leaves = randomLeafHashes(100, 5);
    const store = new NodeStore();
    store.appendBatch(leaves.slice(0, 45));
    const frontier = new Set(frontierNodeIds(45).map((id) => nodeKey(id.level, id.index)));
    expect([...frontier]).toEqual(['5/0', '3/4', '2/10', '0/44']);
    const asked: string[] = [];
    await completedNodesForBatch(45, leaves.slice(45), (l, i) => {
      asked.push(nodeKey(l, i));
      return store.nodes.get(nodeKey(l, i))!;
    });
    expect(asked.length).toBeGreaterThan(0);
    for (const k of asked) expect(frontier.has(k)).toBe(true);
  });

  it('rejects hashes that are not 32 bytes', () => {
    expect(() => new NodeStore().appendBatch([new Uint8Array(31)])).toThrow(/32/);
  });
});

describe('inclusion proofs for every index at every size 1 … 300', () => {
  const N = 300;
  const leaves = randomLeafHashes(N, 11);
  const oracle = new InMemoryTree();
  leaves.forEach((h) => oracle.append(h));
  const store = new NodeStore();
  store.appendInRandomBatches(leaves, 12, 40);

  it('equal the oracle and verify', async () => {
    let count = 0;
    for (let size = 1; size <= N; size++) {
      const root = oracle.root(size);
      const source = store.sourceAt(size);
      expect(equalBytes(await rootAt(size, source), root)).toBe(true);
      for (let index = 0; index < size; index++) {
        const proof = await inclusionProofAt(index, size, source);
        const want = oracle.inclusionProof(index, size);
        expect(proof.length).toBe(want.length);
        if (!proof.every((h, k) => equalBytes(h, want[k]!))) expect(hexes(proof)).toEqual(hexes(want));
        if (!verifyInclusion(leaves[index]!, index, size, proof, root)) expect.fail(`proof ${index}/${size} does not verify`);
        // Proof size: at most ⌈log2 size⌉ hashes.
        expect(proof.length).toBeLessThanOrEqual(Math.ceil(Math.log2(size)));
        count++;
      }
    }
    expect(count).toBe((N * (N + 1)) / 2);
  });

  it('sync variant and plan + one lookup give the same proofs', () => {
    for (const [index, size] of [[0, 1], [5, 6], [100, 255], [257, 300], [299, 300]] as const) {
      const want = hexes(oracle.inclusionProof(index, size));
      expect(hexes(inclusionProofAtSync(index, size, store.sourceAt(size)))).toEqual(want);
      const plan = inclusionProofPlan(index, size);
      const fetched = new Map(nodesOfPlan(plan).map(({ level, index: i }) => [nodeKey(level, i), store.nodes.get(nodeKey(level, i))!]));
      expect(hexes(foldPlan(plan, (l, i) => fetched.get(nodeKey(l, i))!))).toEqual(want);
      for (const id of nodesOfPlan(plan)) expect(isCompleteNode(id.level, id.index, size)).toBe(true);
    }
  });
});

describe('consistency proofs for every pair 1 ≤ m ≤ n ≤ 64', () => {
  const N = 64;
  const leaves = randomLeafHashes(N, 21);
  const oracle = new InMemoryTree();
  leaves.forEach((h) => oracle.append(h));
  const store = new NodeStore();
  store.appendInRandomBatches(leaves, 22, 5);

  it('equal the oracle and verify', async () => {
    for (let n = 1; n <= N; n++) {
      for (let m = 1; m <= n; m++) {
        const proof = await consistencyProofAt(m, n, store.sourceAt(n));
        expect(hexes(proof)).toEqual(hexes(oracle.consistencyProof(m, n)));
        expect(hexes(consistencyProofAtSync(m, n, store.sourceAt(n)))).toEqual(hexes(proof));
        expect(verifyConsistency(m, n, oracle.root(m), oracle.root(n), proof)).toBe(true);
        if (m === n) expect(proof).toEqual([]);
      }
    }
  });
});

describe('leaf hashes of real data', () => {
  it('leafHash prefixes 0x00', () => {
    expect(toHex(leafHash(new Uint8Array(0)))).toBe('6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d');
  });
});
