import { createHash, hash as oneShotHash } from 'node:crypto';
import { openNote, toHex } from '@evidence/ledger';
import type { Db } from '../db/connect';
import type { AnchorReceipt } from '../providers/anchor/anchor-provider';
import { checkStoredReceipt, type AnchorCheckOptions } from './fsck-anchors';
import type { LeafProblem } from './fsck-leaves';
import { packedPageNode } from './fsck-fast';
import { compactRange, hexPageNode, PAGE, slowPage, subtreesOfPage, type PageNode, type Subtree } from './fsck-pages';
import { fullPages, type ThreadOptions } from './fsck-pool';
import { treeSize } from './node-store';
import { fsckReader, type FsckReader } from './fsck-reader';
import { fastCheckpointCheck } from './fsck-signatures';

export interface FsckReport {
  ok: boolean;
  leaves: number;
  nodes: number;
  checkpoints: number;
  anchors: number;
  /** full pages of 4,096 leaves checked by worker threads (fsck-pool.ts), the rest in this thread */
  pagesInWorkers: number;
  /** the first inconsistency found, in Chinese and English */
  problem?: { zh: string; en: string };
  ms: number;
}

class Inconsistency extends Error {
  constructor(readonly zh: string, en: string) {
    super(en);
  }
}

// node:crypto here: fsck reads every leaf, so it uses the fastest SHA-256 at hand; the bytes hashed
// are those packages/ledger defines (0x00 ‖ canonical entry, 0x01 ‖ left ‖ right).
const nodeBuf = Buffer.alloc(65);
// one-shot hashing into a reused buffer (see fsck-leaves.ts)
const nodeHashBuf = (l: Buffer, r: Buffer): Buffer => {
  nodeBuf[0] = 1;
  l.copy(nodeBuf, 1);
  r.copy(nodeBuf, 33);
  return oneShotHash('sha256', nodeBuf, 'buffer') as unknown as Buffer;
};
const EMPTY = createHash('sha256').digest();

function leafInconsistency(p: LeafProblem): Inconsistency {
  const i = p.index;
  switch (p.kind) {
    case 'gap': return new Inconsistency(`叶子序号不连续：缺少第 ${i} 号叶子`, `leaf ${i} is missing`);
    case 'malformed': return new Inconsistency(`第 ${i} 号叶子内容格式错误`, `leaf ${i}: malformed entry`);
    case 'not-canonical': return new Inconsistency(`第 ${i} 号叶子内容不是规范格式`, `leaf ${i}: entry is not canonical`);
    case 'leaf-hash': return new Inconsistency(`第 ${i} 号叶子哈希与内容不符`, `leaf ${i}: stored hash does not match its entry`);
    case 'level0-missing': return new Inconsistency(`第 0 层第 ${i} 个子树哈希缺失`, `node level 0 index ${i}: missing`);
    case 'level0-differs': return new Inconsistency(`第 0 层第 ${i} 个子树哈希与叶子重新计算的结果不符`, `node level 0 index ${i}: differs from the recomputed hash`);
  }
}

export interface FsckOptions extends AnchorCheckOptions {
  threads?: ThreadOptions;
}

export async function fsckLedger(db: Db, options: FsckOptions = {}): Promise<FsckReport> {
  const started = performance.now();
  const counts = { leaves: 0, nodes: 0, checkpoints: 0, anchors: 0, pagesInWorkers: 0 };
  try {
    const keys = (await db.selectFrom('ledger_keys').select('verifier_key').execute()).map((k) => k.verifier_key);
    const checkpoints = await db.selectFrom('ledger_checkpoints').selectAll().orderBy('tree_size').execute();
    const roots = new Map<number, Buffer>();
    // the compact range of the tree so far: complete subtrees from left to right, biggest first
    const stack: Subtree[] = [];
    const reader = fsckReader(db);
    let cp = 0;
    // the roots of the checkpoints of sizes in (after, upTo], in size order; a size that is no
    // integer in that range (a damaged row) stops them all, and "exceeds the stored leaves" names it
    const checkRoots = (after: number, upTo: number, rootAt: (size: number) => Buffer) => {
      for (; cp < checkpoints.length; cp += 1) {
        const size = checkpoints[cp]!.tree_size;
        if (!Number.isInteger(size) || size <= after || size > upTo) return;
        roots.set(size, rootAt(size));
      }
    };
    checkRoots(-1, 0, () => EMPTY);
    const pages = fullPages(reader, await treeSize(db), options.threads);
    try {
      for (let from = 0, ended = false; ; from += PAGE) {
        const packed = await pages.next();
        let count: number;
        let node: PageNode;
        if (packed) {
          // a full page that passed every check of the slow path below (fsck-fast.ts)
          if (ended) throw leafInconsistency({ kind: 'gap', index: counts.leaves });
          count = PAGE;
          node = packedPageNode(packed);
          counts.leaves += PAGE;
          counts.nodes += 2 * PAGE - 1;
        } else {
          const page = await slowPage(reader, from);
          if (page.count === 0 && page.problem === null) break;
          // a short page must be the last one: anything after it means leaves are missing
          if (ended) throw leafInconsistency({ kind: 'gap', index: counts.leaves });
          counts.leaves += page.count;
          counts.nodes += page.count; // their level-0 nodes, compared by the page check
          if (page.problem) throw leafInconsistency(page.problem);
          // the page's own subtrees, level by level (as the leaves complete them)
          const levels = subtreesOfPage(page.hashes);
          for (let level = 1; level < levels.length; level += 1) counts.nodes += await compareLevel(reader, level, from / 2 ** level, levels[level]!);
          count = page.count;
          node = hexPageNode(levels);
        }
        const before = [...stack];
        checkRoots(from, from + count, (size) => rootOf([...before, ...compactRange(node, from, size - from)]));
        // then the subtrees the page completes with earlier ones
        const completed: Subtree[] = [];
        for (let n of compactRange(node, from, count)) {
          while (stack.length > 0 && stack[stack.length - 1]!.level === n.level) {
            const left = stack.pop()!;
            n = { level: n.level + 1, index: left.index / 2, hash: nodeHashBuf(left.hash, n.hash) };
            completed.push(n);
          }
          stack.push(n);
        }
        counts.nodes += await compareStoredNodes(reader, completed);
        if (count < PAGE) ended = true;
      }
    } finally {
      counts.pagesInWorkers = pages.inWorkers;
      await pages.close();
    }
    // a whole missing page ends the scan early: leaves stored beyond it are a gap too
    if ((await treeSize(db)) !== counts.leaves) throw leafInconsistency({ kind: 'gap', index: counts.leaves });
    if (cp < checkpoints.length) {
      const c = checkpoints[cp]!;
      throw new Inconsistency(`检查点大小 ${c.tree_size} 超过账本中的叶子数 ${counts.leaves}`, `checkpoint of size ${c.tree_size} exceeds the ${counts.leaves} stored leaves`);
    }
    // a stored node of no complete subtree of these leaves was never compared above, and the batch
    // that completes that subtree would fail on its primary key: every append from then on would fail
    const stray = await strayNode(db, counts.leaves);
    if (stray) {
      throw new Inconsistency(`第 ${stray.level} 层第 ${stray.index} 个子树哈希不属于 ${counts.leaves} 个叶子的树`, `node level ${stray.level} index ${stray.index}: outside the tree of ${counts.leaves} leaves`);
    }
    const signedAsWritten = fastCheckpointCheck(keys);
    for (const c of checkpoints) {
      const root = roots.get(c.tree_size)!;
      if (root.toString('hex') !== c.root_hash) throw new Inconsistency(`大小为 ${c.tree_size} 的检查点根哈希与叶子重新计算的结果不符`, `checkpoint ${c.tree_size}: root differs from the one recomputed from the leaves`);
      if (signedAsWritten(c.note, c.tree_size, c.root_hash)) {
        counts.checkpoints += 1;
        continue;
      }
      const opened = keys.map((k) => { try { return openNote(c.note, k); } catch { return null; } }).find((o) => o !== null);
      if (!opened) throw new Inconsistency(`大小为 ${c.tree_size} 的检查点签名无效`, `checkpoint ${c.tree_size}: no valid signature by the ledger key`);
      if (opened.checkpoint.size !== c.tree_size || toHex(opened.checkpoint.rootHash) !== c.root_hash) {
        throw new Inconsistency(`大小为 ${c.tree_size} 的检查点签名内容与记录不符`, `checkpoint ${c.tree_size}: signed body differs from the stored size or root`);
      }
      counts.checkpoints += 1;
    }
    counts.anchors = await checkAnchors(db, new Map(checkpoints.map((c) => [c.id, c])), options);
    return { ok: true, ...counts, ms: Math.round(performance.now() - started) };
  } catch (err) {
    if (!(err instanceof Inconsistency)) throw err;
    return { ok: false, ...counts, problem: { zh: err.zh, en: err.message }, ms: Math.round(performance.now() - started) };
  }
}

/** A stored node that is no complete subtree of the first `size` leaves, if any: one indexed query per level. */
async function strayNode(db: Db, size: number): Promise<{ level: number; index: number } | null> {
  let levels = 0; // levels 0 … levels−1 hold complete subtrees
  while (2 ** levels <= size) levels += 1;
  const found = async (q: Promise<{ level: number; node_index: number } | undefined>) => {
    const row = await q;
    return row ? { level: row.level, index: Number(row.node_index) } : null;
  };
  const nodes = () => db.selectFrom('ledger_nodes').select(['level', 'node_index']).limit(1);
  for (const beyond of [nodes().where('level', '<', 0), nodes().where('level', '>=', levels)]) {
    const stray = await found(beyond.executeTakeFirst());
    if (stray) return stray;
  }
  for (let level = 0; level < levels; level += 1) {
    const stray = await found(nodes().where('level', '=', level).where('node_index', '>=', Math.floor(size / 2 ** level)).executeTakeFirst());
    if (stray) return stray;
  }
  return null;
}

/** The root of the tree whose compact range is `stack`: fold the subtrees right to left. */
function rootOf(stack: Array<{ hash: Buffer }>): Buffer {
  if (stack.length === 0) return EMPTY;
  let acc = stack[stack.length - 1]!.hash;
  for (let i = stack.length - 2; i >= 0; i -= 1) acc = nodeHashBuf(stack[i]!.hash, acc);
  return acc;
}

/**
 * Compares the computed hex hashes of one level's nodes lo, lo+1, … with the stored ones: first as
 * one list without indexes (SQLite), which is right only when it is exactly as long and equal;
 * otherwise by index, to name the first node that differs or is missing.
 */
async function compareLevel(reader: FsckReader, level: number, lo: number, computed: string[]): Promise<number> {
  const hi = lo + computed.length - 1;
  const fast = reader.fast?.nodeHashes(level, lo, hi);
  if (fast && fast.length === computed.length && fast.every((h, i) => h === computed[i])) return computed.length;
  const stored: unknown[] = new Array(computed.length);
  for (const [index, hash] of await reader.nodes(level, lo, hi)) stored[index - lo] = hash;
  for (let i = 0; i < computed.length; i += 1) {
    const hex = stored[i];
    if (hex !== computed[i]) {
      throw new Inconsistency(`第 ${level} 层第 ${lo + i} 个子树哈希${hex ? '与叶子重新计算的结果不符' : '缺失'}`, `node level ${level} index ${lo + i}: ${hex ? 'differs from the recomputed hash' : 'missing'}`);
    }
  }
  return computed.length;
}

async function compareStoredNodes(reader: FsckReader, computed: Array<{ level: number; index: number; hash: Buffer }>): Promise<number> {
  const byLevel = new Map<number, Array<{ index: number; hash: Buffer }>>();
  for (const n of computed) (byLevel.get(n.level) ?? byLevel.set(n.level, []).get(n.level)!).push(n);
  let compared = 0;
  for (const [level, nodes] of byLevel) {
    const lo = nodes[0]!.index;
    const hi = nodes[nodes.length - 1]!.index;
    // the nodes of one level within a page are consecutive: index them by offset
    const stored: Array<string | undefined> = new Array(hi - lo + 1);
    for (const [index, hash] of await reader.nodes(level, lo, hi)) stored[index - lo] = hash;
    for (const n of nodes) {
      const hex = stored[n.index - lo];
      if (hex !== n.hash.toString('hex')) {
        throw new Inconsistency(`第 ${level} 层第 ${n.index} 个子树哈希${hex ? '与叶子重新计算的结果不符' : '缺失'}`, `node level ${level} index ${n.index}: ${hex ? 'differs from the recomputed hash' : 'missing'}`);
      }
      compared += 1;
    }
  }
  return compared;
}

async function checkAnchors(db: Db, checkpoints: Map<number, { tree_size: number; root_hash: string }>, opts: AnchorCheckOptions): Promise<number> {
  const rows = await db.selectFrom('ledger_anchors').selectAll().where('status', '=', 'success').orderBy('id').execute();
  for (const a of rows) {
    const c = checkpoints.get(a.checkpoint_id);
    let receipt: AnchorReceipt | null;
    try {
      receipt = a.receipt ? (JSON.parse(a.receipt) as AnchorReceipt) : null;
    } catch {
      receipt = null;
    }
    if (!c || !receipt || receipt.type !== a.type) {
      throw new Inconsistency(`锚定记录 ${a.id} 缺少有效回执或检查点`, `anchor ${a.id}: missing or malformed receipt or checkpoint`);
    }
    const check = await checkStoredReceipt(receipt, c.root_hash, opts);
    if (!check.ok) throw new Inconsistency(`锚定记录 ${a.id}（检查点大小 ${c.tree_size}）：${check.zh}`, `anchor ${a.id} (checkpoint ${c.tree_size}): ${check.en}`);
  }
  return rows.length;
}
