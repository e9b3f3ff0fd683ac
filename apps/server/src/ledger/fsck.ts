import { createHash, hash as oneShotHash } from 'node:crypto';
import os from 'node:os';
import { openNote, toHex } from '@evidence/ledger';
import type { Db } from '../db/connect';
import type { AnchorReceipt } from '../providers/anchor/anchor-provider';
import { checkStoredReceipt, type AnchorCheckOptions } from './fsck-anchors';
import { checkEvidenceRows } from './fsck-evidence';
import type { LeafProblem } from './fsck-leaves';
import { packedPageDigest, packedPageNode } from './fsck-fast';
import { indexFinding } from './fsck-index-check';
import { addDigest, leafDigest, leafIndexDigest, newDigestKey } from './fsck-index-digest';
import { rawSqlite } from '../db/connect';
import { compactRange, hexPageNode, PAGE, slowPage, subtreesOfPage, type PageNode, type Subtree } from './fsck-pages';
import { fullPages, pageWorkerCount, type ThreadOptions } from './fsck-pool';
import { startQuickCheck } from './fsck-quick-check';
import { treeSize } from './node-store';
import { fsckReader, type FsckReader } from './fsck-reader';
import { fastCheckpointCheck } from './fsck-signatures';

export interface FsckReport {
  ok: boolean;
  leaves: number;
  nodes: number;
  checkpoints: number;
  anchors: number;
  /** evidence records checked against their leaves (fsck-evidence.ts) */
  evidence: number;
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
  const counts = { leaves: 0, nodes: 0, checkpoints: 0, anchors: 0, evidence: 0, pagesInWorkers: 0 };
  // SQLite's check of the file (decisions 160, 660): alongside the leaf scan when a core is left over by
  // the page workers, otherwise from the scan's end on, alongside the checkpoint checks and the index sum
  // of ledger_leaves_hash in this thread (three threads on two cores cost more than one after the other).
  // When it fails, its finding is the one reported.
  const digestKey = newDigestKey();
  let fileCheck = os.availableParallelism() - 1 > pageWorkerCount(options.threads) ? startQuickCheck(db, digestKey) : null;
  // the table side of the check of ledger_leaves_hash, summed page by page by the leaf scan (decision 660)
  let leafSum = 0;
  // scanned: the leaf scan ended with every leaf and node checked, so its counts and sum are the tables'
  const damagedFile = async (scanned: boolean): Promise<Inconsistency | null> => {
    fileCheck ??= startQuickCheck(db, digestKey);
    // the index side of ledger_leaves_hash in this thread while the worker runs the rest (SQLite only)
    const sqlite = scanned ? rawSqlite(db) : null;
    let leafIndex: [number, number] | null;
    try {
      leafIndex = sqlite ? leafIndexDigest(sqlite, digestKey) : null;
    } catch {
      // an index SQLite cannot read (a damaged page): quick_check or integrity_check names it below
      leafIndex = [-1, -1];
    }
    const found = await fileCheck;
    if (!found) return null;
    const bad = found.lines.length > 0 ? found : indexFinding(db, found.digests, leafIndex ? { leaves: counts.leaves, nodes: counts.nodes, leafSum, leafIndex } : null);
    if (!bad) return null;
    const first = bad.lines.slice(0, 3).join('; ');
    return new Inconsistency(`SQLite 数据库文件已损坏（PRAGMA ${bad.pragma} 未通过）：${first}`, `the SQLite database file is damaged (PRAGMA ${bad.pragma} failed): ${first}`);
  };
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
    const pages = fullPages(reader, await treeSize(db), options.threads, digestKey);
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
          leafSum = addDigest(leafSum, packedPageDigest(packed));
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
          leafSum = addDigest(leafSum, leafDigest(page.hashes, from, digestKey));
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
    // the page workers are done: the file check takes their core while this thread checks the checkpoints
    fileCheck ??= startQuickCheck(db, digestKey);
    // a whole missing page ends the scan early: leaves stored beyond it are a gap too
    if ((await treeSize(db)) !== counts.leaves) throw leafInconsistency({ kind: 'gap', index: counts.leaves });
    if (cp < checkpoints.length) {
      const c = checkpoints[cp]!;
      throw new Inconsistency(`检查点大小 ${c.tree_size} 超过账本中的叶子数 ${counts.leaves}`, `checkpoint of size ${c.tree_size} exceeds the ${counts.leaves} stored leaves`);
    }
    // every leaf is under a signed checkpoint: the latest one is for all of them (decision 159)
    const latest = checkpoints.at(-1);
    if (counts.leaves > (latest?.tree_size ?? 0)) {
      const from = latest ? latest.tree_size : 0;
      const which = counts.leaves - from === 1 ? `${from}` : `${from}–${counts.leaves - 1}`;
      throw new Inconsistency(
        latest ? `第 ${which} 号叶子不在任何已签名的检查点中（最新的检查点大小为 ${from}）` : `账本中没有任何检查点：第 ${which} 号叶子不在任何已签名的检查点中`,
        `${counts.leaves - from === 1 ? `leaf ${which} is` : `leaves ${which} are`} covered by no signed checkpoint (${latest ? `the latest is of size ${from}` : 'there is no checkpoint at all'})`,
      );
    }
    const missing = await missingCheckpoint(db, checkpoints);
    if (missing) throw missing;
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
    // the records shown to people hold to their leaves (decision 161)
    const records = await checkEvidenceRows(db);
    counts.evidence = records.rows;
    if (records.problem) throw new Inconsistency(records.problem.zh, records.problem.en);
    const damaged = await damagedFile(true);
    if (damaged) throw damaged;
    return { ok: true, ...counts, ms: Math.round(performance.now() - started) };
  } catch (err) {
    if (!(err instanceof Inconsistency)) throw err;
    const found = (await damagedFile(false)) ?? err;
    return { ok: false, ...counts, problem: { zh: found.zh, en: found.message }, ms: Math.round(performance.now() - started) };
  } finally {
    // settled before returning, whatever happened (a worker thread must not outlive the check)
    await fileCheck?.catch(() => undefined);
  }
}

/**
 * A checkpoint deleted from the middle (decision 159). A batch writes its leaves and its checkpoint
 * with one `created_at`, so the leaves between two consecutive checkpoints must all carry the later
 * one's time: the first and the last leaf of each such range are compared (two look-ups per
 * checkpoint). A range whose first leaf has another time holds an earlier batch whose checkpoint is
 * gone; the leaves that carry the checkpoint's time show where that batch ended. (Two batches in the
 * same millisecond look like one: such a deletion goes unseen, never the reverse.)
 */
async function missingCheckpoint(db: Db, checkpoints: Array<{ tree_size: number; created_at: number }>): Promise<Inconsistency | null> {
  const ranges: Array<{ from: number; to: number; at: number }> = [];
  for (let k = 1; k < checkpoints.length; k += 1) {
    const from = Number(checkpoints[k - 1]!.tree_size);
    const to = Number(checkpoints[k]!.tree_size);
    if (to > from) ranges.push({ from, to, at: Number(checkpoints[k]!.created_at) });
  }
  if (checkpoints.length > 0 && Number(checkpoints[0]!.tree_size) !== 0) {
    return new Inconsistency('大小为 0 的检查点（空账本的签名检查点）缺失', 'the checkpoint of size 0 (the empty ledger\'s signed checkpoint) is missing');
  }
  const CHUNK = 500;
  for (let i = 0; i < ranges.length; i += CHUNK) {
    const some = ranges.slice(i, i + CHUNK);
    const indices = [...new Set(some.flatMap((r) => [r.from, r.to - 1]))];
    const times = new Map((await db.selectFrom('ledger_leaves').select(['leaf_index', 'created_at']).where('leaf_index', 'in', indices).execute()).map((l) => [Number(l.leaf_index), Number(l.created_at)]));
    for (const r of some) {
      if (times.get(r.from) === r.at && times.get(r.to - 1) === r.at) continue;
      const first = await db.selectFrom('ledger_leaves').select((eb) => eb.fn.min('leaf_index').as('i')).where('leaf_index', '>=', r.from).where('leaf_index', '<', r.to).where('created_at', '=', r.at).executeTakeFirst();
      const ends = first?.i === null || first?.i === undefined ? null : Number(first.i);
      if (ends !== null && ends > r.from && times.get(r.to - 1) === r.at) {
        const which = ends - r.from === 1 ? `${r.from}` : `${r.from}–${ends - 1}`;
        return new Inconsistency(
          `检查点缺失：第 ${which} 号叶子所在的批次没有检查点（应有大小为 ${ends} 的检查点）`,
          `a checkpoint is missing: the batch of ${ends - r.from === 1 ? 'leaf' : 'leaves'} ${which} has none (there should be one of size ${ends})`,
        );
      }
      return new Inconsistency(
        `检查点缺失或叶子写入时间被改动：第 ${r.from}–${r.to - 1} 号叶子与大小为 ${r.to} 的检查点不是同一批次写入的`,
        `a checkpoint is missing or leaf times were changed: leaves ${r.from}–${r.to - 1} were not written in the batch of the checkpoint of size ${r.to}`,
      );
    }
  }
  return null;
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
