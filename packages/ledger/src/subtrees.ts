import { assertInteger, LedgerError, LedgerRangeError } from './errors';
import { EMPTY_ROOT, HASH_SIZE, nodeHash } from './hash';

/**
 * The storage model. A complete subtree node (level L, index i) is the hash of leaves
 * [i·2^L, (i+1)·2^L); level 0 nodes are the leaf hashes. Such a node never changes once its leaves
 * exist, so the server stores it. Every other hash a root or proof needs (the "ephemeral" nodes on
 * the right edge of a tree whose size is not a power of two) is folded from O(log n) complete nodes.
 *
 * Functions come in two flavours: `…At` takes a NodeSource that may be async (a database query);
 * `…Sync` takes a synchronous one (a Map, better-sqlite3). The `…Plan` functions only list the nodes
 * needed, so a caller can fetch them all in one query and fold them with `foldPlan`.
 */

export interface NodeId {
  level: number;
  index: number;
}
export interface SubtreeNode extends NodeId {
  hash: Uint8Array;
}
/** Returns the stored complete node (level, index). Only ever asked for complete nodes inside the tree. */
export type NodeSource = (level: number, index: number) => Uint8Array | Promise<Uint8Array>;
export type SyncNodeSource = (level: number, index: number) => Uint8Array;
/** Each proof element is the right fold (nodeHash) of these complete nodes, listed left to right. */
export type Plan = NodeId[][];

export const nodeKey = (level: number, index: number): string => `${level}/${index}`;

/** Whether node (level, index) is complete in a tree of `size` leaves. */
export function isCompleteNode(level: number, index: number, size: number): boolean {
  return (index + 1) * 2 ** level <= size;
}

/**
 * The complete nodes, left to right and largest first, whose leaves are exactly [start, end).
 * Only for ranges that occur in RFC 9162 trees: `start` is a multiple of a power of two ≥ end - start.
 */
export function rangeNodeIds(start: number, end: number): NodeId[] {
  const ids: NodeId[] = [];
  let rem = end - start;
  let pos = start;
  let p = 1;
  let level = 0;
  while (p * 2 <= rem) {
    p *= 2;
    level++;
  }
  for (; rem > 0; p /= 2, level--) {
    if (p > rem) continue;
    if (pos % p !== 0) throw new Error(`internal: range [${start}, ${end}) is not a tree range`);
    ids.push({ level, index: pos / p });
    pos += p;
    rem -= p;
  }
  return ids;
}

/**
 * The complete nodes covering [0, size): the left siblings a batch starting at leaf `size` may need
 * (completedNodesForBatch asks for nothing else), and the nodes the root at `size` is folded from.
 */
export function frontierNodeIds(size: number): NodeId[] {
  assertInteger(size, 'size');
  return rangeNodeIds(0, size);
}

/** Right fold: hashes [a, b, c] → nodeHash(a, nodeHash(b, c)). */
export function foldRight(hashes: Uint8Array[]): Uint8Array {
  let r = hashes[hashes.length - 1];
  if (!r) throw new Error('internal: nothing to fold');
  for (let i = hashes.length - 2; i >= 0; i--) r = nodeHash(hashes[i]!, r);
  return r;
}

function largestPowerBelow(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function checkIndexSize(index: number, size: number): void {
  assertInteger(index, 'index');
  assertInteger(size, 'size');
  if (size === 0) throw new LedgerRangeError('tree size must be at least 1', '树大小必须至少为 1');
  if (index >= size) {
    throw new LedgerRangeError(`leaf index ${index} is not below tree size ${size}`, `叶子索引 ${index} 超出树大小 ${size}`);
  }
}

function checkConsistencySizes(m: number, n: number): void {
  assertInteger(m, 'm');
  assertInteger(n, 'n');
  if (m === 0) throw new LedgerRangeError('the old tree size must be at least 1', '旧树大小必须至少为 1');
  if (m > n) throw new LedgerRangeError(`old size ${m} is larger than new size ${n}`, `旧树大小 ${m} 大于新树大小 ${n}`);
}

export function rootPlan(size: number): Plan {
  assertInteger(size, 'size');
  return size === 0 ? [] : [rangeNodeIds(0, size)];
}

/** RFC 9162 §2.1.3.1 PATH(index, D[size]), unrolled; elements from the leaf upwards. */
export function inclusionProofPlan(index: number, size: number): Plan {
  checkIndexSize(index, size);
  const top: Plan = [];
  let start = 0;
  let n = size;
  let m = index;
  while (n > 1) {
    const k = largestPowerBelow(n);
    if (m < k) {
      top.push(rangeNodeIds(start + k, start + n));
      n = k;
    } else {
      top.push(rangeNodeIds(start, start + k));
      start += k;
      m -= k;
      n -= k;
    }
  }
  return top.reverse();
}

/** RFC 9162 §2.1.4.1 PROOF(m, D[n]) = SUBPROOF(m, D[n], true), unrolled (0 < m ≤ n). */
export function consistencyProofPlan(m: number, n: number): Plan {
  checkConsistencySizes(m, n);
  const top: Plan = [];
  let start = 0;
  let size = n;
  let mm = m;
  let complete = true; // the "b" flag: the old tree is a complete left part of the current range
  while (mm !== size) {
    const k = largestPowerBelow(size);
    if (mm <= k) {
      top.push(rangeNodeIds(start + k, start + size));
      size = k;
    } else {
      top.push(rangeNodeIds(start, start + k));
      start += k;
      mm -= k;
      size -= k;
      complete = false;
    }
  }
  if (!complete) top.push(rangeNodeIds(start, start + mm));
  return top.reverse();
}

/** The distinct nodes a plan needs. */
export function nodesOfPlan(plan: Plan): NodeId[] {
  const seen = new Map<string, NodeId>();
  for (const element of plan) for (const id of element) seen.set(nodeKey(id.level, id.index), id);
  return [...seen.values()];
}

function checkHash(h: unknown, level: number, index: number): Uint8Array {
  if (!(h instanceof Uint8Array) || h.length !== HASH_SIZE) {
    throw new LedgerError(`node source returned no 32-byte hash for node (${level}, ${index})`,
      `节点 (${level}, ${index}) 的哈希缺失或长度错误`);
  }
  return h;
}

/** Folds each element of a plan from nodes looked up synchronously. */
export function foldPlan(plan: Plan, lookup: SyncNodeSource): Uint8Array[] {
  return plan.map((element) => foldRight(element.map(({ level, index }) => checkHash(lookup(level, index), level, index))));
}

async function resolvePlan(plan: Plan, getNode: NodeSource): Promise<Uint8Array[]> {
  const ids = nodesOfPlan(plan);
  const hashes = await Promise.all(ids.map(({ level, index }) => getNode(level, index)));
  const map = new Map<string, Uint8Array>();
  ids.forEach((id, i) => map.set(nodeKey(id.level, id.index), checkHash(hashes[i], id.level, id.index)));
  return foldPlan(plan, (level, index) => map.get(nodeKey(level, index))!);
}

export async function rootAt(size: number, getNode: NodeSource): Promise<Uint8Array> {
  const plan = rootPlan(size);
  return plan.length === 0 ? EMPTY_ROOT.slice() : (await resolvePlan(plan, getNode))[0]!;
}
export function rootAtSync(size: number, getNode: SyncNodeSource): Uint8Array {
  const plan = rootPlan(size);
  return plan.length === 0 ? EMPTY_ROOT.slice() : foldPlan(plan, getNode)[0]!;
}

export async function inclusionProofAt(index: number, size: number, getNode: NodeSource): Promise<Uint8Array[]> {
  return resolvePlan(inclusionProofPlan(index, size), getNode);
}
export function inclusionProofAtSync(index: number, size: number, getNode: SyncNodeSource): Uint8Array[] {
  return foldPlan(inclusionProofPlan(index, size), getNode);
}

export async function consistencyProofAt(m: number, n: number, getNode: NodeSource): Promise<Uint8Array[]> {
  return resolvePlan(consistencyProofPlan(m, n), getNode);
}
export function consistencyProofAtSync(m: number, n: number, getNode: SyncNodeSource): Uint8Array[] {
  return foldPlan(consistencyProofPlan(m, n), getNode);
}

/**
 * Appends leaves startIndex, startIndex+1, … and yields each left sibling it needs from storage;
 * nodes completed inside the batch are kept in memory, so storage is only asked for nodes that
 * were complete before the batch (a subset of frontierNodeIds(startIndex)).
 */
function* batchNodes(startIndex: number, leafHashes: Uint8Array[]): Generator<NodeId, SubtreeNode[], Uint8Array> {
  assertInteger(startIndex, 'startIndex');
  if (!Number.isSafeInteger(startIndex + leafHashes.length)) {
    throw new LedgerRangeError('tree would exceed 2^53-1 leaves', '树的叶子数将超过 2^53-1');
  }
  const made = new Map<string, Uint8Array>();
  const out: SubtreeNode[] = [];
  for (let j = 0; j < leafHashes.length; j++) {
    let level = 0;
    let index = startIndex + j;
    let hash = checkHash(leafHashes[j], level, index);
    out.push({ level, index, hash });
    made.set(nodeKey(level, index), hash);
    while (index % 2 === 1) {
      const left = made.get(nodeKey(level, index - 1)) ?? checkHash(yield { level, index: index - 1 }, level, index - 1);
      hash = nodeHash(left, hash);
      level++;
      index = (index - 1) / 2;
      out.push({ level, index, hash });
      made.set(nodeKey(level, index), hash);
    }
  }
  return out;
}

/**
 * Every complete node that appending `leafHashes` at `startIndex` creates (each leaf's level-0 node
 * and the parents it completes), in creation order. getNode is asked only for nodes that existed
 * before the batch.
 */
export async function completedNodesForBatch(startIndex: number, leafHashes: Uint8Array[], getNode: NodeSource): Promise<SubtreeNode[]> {
  const gen = batchNodes(startIndex, leafHashes);
  let step = gen.next();
  while (!step.done) step = gen.next(await getNode(step.value.level, step.value.index));
  return step.value;
}
export function completedNodesForBatchSync(startIndex: number, leafHashes: Uint8Array[], getNode: SyncNodeSource): SubtreeNode[] {
  const gen = batchNodes(startIndex, leafHashes);
  let step = gen.next();
  while (!step.done) step = gen.next(getNode(step.value.level, step.value.index));
  return step.value;
}

/** The nodes completed by appending one leaf at leafIndex (level 0 included). */
export async function completedNodes(leafIndex: number, leafHash: Uint8Array, getNode: NodeSource): Promise<SubtreeNode[]> {
  return completedNodesForBatch(leafIndex, [leafHash], getNode);
}
export function completedNodesSync(leafIndex: number, leafHash: Uint8Array, getNode: SyncNodeSource): SubtreeNode[] {
  return completedNodesForBatchSync(leafIndex, [leafHash], getNode);
}
