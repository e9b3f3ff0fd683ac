import { expect } from 'vitest';
import {
  completedNodesForBatchSync, fromHex, isCompleteNode, leafHash, nodeKey,
  type NodeSource, type SubtreeNode, type SyncNodeSource,
} from '../src/index';

/** Deterministic PRNG (mulberry32) so failures reproduce. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomLeafHashes(count: number, seed: number): Uint8Array[] {
  const rnd = prng(seed);
  return Array.from({ length: count }, () => leafHash(Uint8Array.from({ length: 1 + Math.floor(rnd() * 40) }, () => Math.floor(rnd() * 256))));
}

export const hx = (h: string): Uint8Array => fromHex(h);

/** A Map-backed node store filled the way the server fills its table: batch by batch. */
export class NodeStore {
  readonly nodes = new Map<string, Uint8Array>();
  size = 0;

  /** Appends a batch; checks completedNodesForBatch asked only for nodes stored before the batch. */
  appendBatch(leafHashes: Uint8Array[]): SubtreeNode[] {
    const before = this.size;
    const get: SyncNodeSource = (level, index) => {
      expect(isCompleteNode(level, index, before), `asked for (${level}, ${index}) not complete before the batch`).toBe(true);
      const h = this.nodes.get(nodeKey(level, index));
      expect(h, `asked for missing node (${level}, ${index})`).toBeDefined();
      return h!;
    };
    const made = completedNodesForBatchSync(before, leafHashes, get);
    for (const n of made) {
      const k = nodeKey(n.level, n.index);
      expect(this.nodes.has(k), `node ${k} produced twice`).toBe(false);
      this.nodes.set(k, n.hash);
    }
    this.size += leafHashes.length;
    return made;
  }

  /** Appends `leaves` in batches of random sizes (1 … maxBatch). */
  appendInRandomBatches(leaves: Uint8Array[], seed: number, maxBatch = 17): void {
    const rnd = prng(seed);
    for (let i = 0; i < leaves.length;) {
      const n = Math.min(leaves.length - i, 1 + Math.floor(rnd() * maxBatch));
      this.appendBatch(leaves.slice(i, i + n));
      i += n;
    }
  }

  /** A source for a tree of `size` leaves that fails on any node outside it or incomplete in it. */
  sourceAt(size: number): NodeSource & SyncNodeSource {
    return (level: number, index: number) => {
      if (!isCompleteNode(level, index, size)) throw new Error(`node (${level}, ${index}) is not complete at size ${size}`);
      const h = this.nodes.get(nodeKey(level, index));
      if (!h) throw new Error(`node (${level}, ${index}) missing`);
      return h;
    };
  }
}

export function flipBit(h: Uint8Array, byte: number, bit: number): Uint8Array {
  const c = h.slice();
  c[byte] = c[byte]! ^ (1 << bit);
  return c;
}
