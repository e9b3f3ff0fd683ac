import { sql } from 'kysely';
import { EMPTY_ROOT, equalBytes, fromHex, rootAt, type NodeSource } from '@evidence/ledger';
import type { Db } from '../db/connect';
import type { CheckpointVerifier } from './checkpoint-verifier';

/** Why the sequencer will not append, in Chinese and English. */
export interface LedgerProblem {
  zh: string;
  en: string;
}

/** What appends refuse with once the stored ledger is not what the ledger signed (decision 156). */
export class LedgerRefusedError extends Error {
  override readonly name = 'LedgerRefusedError';
  constructor(readonly problem: LedgerProblem) {
    super(`the ledger refuses to append: ${problem.en}`);
  }
}

/** The latest signed checkpoint, checked: what the next batch builds on. */
export interface SignedHead {
  size: number;
  root: Uint8Array;
  note: string;
}

export interface KnownCheckpoint {
  note: string;
  size: number;
  rootHex: string;
}

export type HeadResult = { ok: true; head: SignedHead } | { ok: false; problem: LedgerProblem };

const bad = (zh: string, en: string): HeadResult => ({ ok: false, problem: { zh, en } });
const range = (from: number, to: number) => (from === to ? `${from}` : `${from}–${to}`);

export interface HeadCheckOptions {
  verify: CheckpointVerifier;
  /** a checkpoint (note, size, root) this process wrote or already verified: no second signature check */
  known?: KnownCheckpoint | null;
  /** the largest size this process has seen signed: a smaller latest checkpoint means deleted rows */
  highest?: number;
  /** reads stored nodes (the caller memoises it, so the batch that follows reads them once) */
  getNode: NodeSource;
}

/** The latest checkpoint row, by size. */
export async function latestCheckpointRow(db: Db) {
  return db.selectFrom('ledger_checkpoints').select(['tree_size', 'root_hash', 'note']).orderBy('tree_size', 'desc').limit(1).executeTakeFirst();
}

/** One past the largest stored leaf index (0 without leaves). */
export async function storedLeafEnd(db: Db): Promise<number> {
  const row = await db.selectFrom('ledger_leaves').select((eb) => eb.fn.max('leaf_index').as('max')).executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** The latest checkpoint, if it is one this ledger signed. */
export async function signedLatest(db: Db, opts: Pick<HeadCheckOptions, 'verify' | 'known' | 'highest'>): Promise<HeadResult> {
  const latest = await latestCheckpointRow(db);
  if (!latest) return bad('账本中没有任何已签名的检查点（检查点记录被删除）', 'the ledger holds no signed checkpoint (checkpoint rows were deleted)');
  const size = Number(latest.tree_size);
  const known = opts.known;
  const seen = known !== null && known !== undefined && known.note === latest.note && known.size === size && known.rootHex === latest.root_hash;
  if (!seen && !opts.verify(latest.note, size, latest.root_hash)) {
    return bad(`最新的检查点（大小 ${size}）没有本账本密钥对该大小和根哈希的有效签名：不是本账本写入的`, `the latest checkpoint (size ${size}) carries no valid signature by this ledger's key for its size and root: this ledger did not write it`);
  }
  if (size < (opts.highest ?? 0)) {
    return bad(`最新的检查点大小为 ${size}，小于本进程已见过的已签名大小 ${opts.highest}：检查点或叶子记录被删除`, `the latest checkpoint is of size ${size}, below the size ${opts.highest} this process saw signed: checkpoint or leaf rows were deleted`);
  }
  return { ok: true, head: { size, root: fromHex(latest.root_hash), note: latest.note } };
}

/** Leaves stored beyond the signed size, or fewer than it. */
export function leafEndProblem(size: number, end: number): HeadResult | null {
  if (end > size) {
    return bad(`第 ${range(size, end - 1)} 号叶子不在任何已签名的检查点中（最新检查点大小为 ${size}）：不是本账本写入的`, `${end - size === 1 ? `leaf ${size} is` : `leaves ${range(size, end - 1)} are`} beyond the latest signed checkpoint (size ${size}): this ledger did not write ${end - size === 1 ? 'it' : 'them'}`);
  }
  if (end < size) {
    return bad(`最新的检查点大小为 ${size}，但账本中只有 ${end} 个叶子：叶子记录被删除`, `the latest checkpoint is of size ${size} but only ${end} leaves are stored: leaf rows were deleted`);
  }
  return null;
}

/**
 * A stored node outside the tree of `size` leaves, if any: one statement of one indexed look-up per
 * level (the largest index of each level below the top, the lowest and highest level), so it costs
 * microseconds on SQLite and one round trip on PostgreSQL whatever the ledger's size.
 */
export async function nodeBeyond(db: Db, size: number): Promise<{ level: number; index: number | null } | null> {
  let levels = 0; // levels 0 … levels−1 hold complete subtrees
  while (2 ** levels <= size) levels += 1;
  const perLevel = Array.from({ length: levels }, (_, l) => sql`(select max(node_index) from ledger_nodes where level = ${l})`);
  const row = (await sql<Record<string, number | string | null>>`select (select min(level) from ledger_nodes) as lo, (select max(level) from ledger_nodes) as hi${sql.join(perLevel.map((q, l) => sql`, ${q} as ${sql.ref(`m${l}`)}`), sql``)}`.execute(db)).rows[0]!;
  const lo = row.lo === null ? null : Number(row.lo);
  const hi = row.hi === null ? null : Number(row.hi);
  if (lo !== null && lo < 0) return { level: lo, index: null };
  if (hi !== null && hi >= levels) return { level: hi, index: null };
  for (let l = 0; l < levels; l += 1) {
    const max = row[`m${l}`];
    if (max !== null && max !== undefined && Number(max) >= Math.floor(size / 2 ** l)) return { level: l, index: Number(max) };
  }
  return null;
}

/**
 * What the sequencer builds on, checked under its lock before every batch (decision 156): the latest
 * checkpoint carries this ledger's signature; exactly its size of leaves is stored; no stored node
 * lies outside its tree; and the stored subtree hashes of its right edge (the only ones a batch
 * reads) fold to its root. A batch's leaves, nodes and checkpoint commit in one transaction, so a
 * crash never leaves leaves beyond the latest checkpoint: anything else was written by someone else.
 */
export async function checkSignedHead(db: Db, opts: HeadCheckOptions): Promise<HeadResult> {
  const signed = await signedLatest(db, opts);
  if (!signed.ok) return signed;
  const { size, root } = signed.head;
  const leaves = leafEndProblem(size, await storedLeafEnd(db));
  if (leaves) return leaves;
  const stray = await nodeBeyond(db, size);
  if (stray) {
    const at = stray.index === null ? `第 ${stray.level} 层` : `第 ${stray.level} 层第 ${stray.index} 个`;
    const atEn = stray.index === null ? `level ${stray.level}` : `level ${stray.level} index ${stray.index}`;
    return bad(`${at}子树哈希超出最新已签名检查点（大小 ${size}）的树：不是本账本写入的`, `node ${atEn} lies beyond the tree of the latest signed checkpoint (size ${size}): this ledger did not write it`);
  }
  let folded: Uint8Array;
  try {
    folded = size === 0 ? EMPTY_ROOT : await rootAt(size, opts.getNode);
  } catch (err) {
    return bad(`最新已签名检查点（大小 ${size}）所需的子树哈希缺失：${(err as Error).message}`, `a subtree hash the latest signed checkpoint (size ${size}) needs is missing: ${(err as Error).message}`);
  }
  if (!equalBytes(folded, root)) {
    return bad(`存储的子树哈希折叠所得的根与最新已签名检查点（大小 ${size}）的根不符：子树哈希被改动`, `the stored subtree hashes do not fold to the root of the latest signed checkpoint (size ${size}): subtree hashes were changed`);
  }
  return signed;
}

/** A node source that reads each node once (the frontier is read by the check and by the batch). */
export function memoNodes(source: NodeSource): NodeSource {
  const seen = new Map<string, Uint8Array | Promise<Uint8Array>>();
  return (level, index) => {
    const key = `${level}/${index}`;
    let hit = seen.get(key);
    if (!hit) {
      hit = source(level, index);
      seen.set(key, hit);
    }
    return hit;
  };
}
