import type SQLite from 'better-sqlite3';
import { leafDigest } from './fsck-index-digest';
import { leafHashesFast } from './fsck-leaves';
import { PAGE, PAGE_LEVEL, subtreesOfPage, type PageNode } from './fsck-pages';

/**
 * The fast path of fsck for a full page of SQLite rows: plain lists without indexes or row objects
 * (building a row array with an integer per row costs as much as SQLite's own work). It needs no
 * Kysely, so worker threads run it on their own read connections (fsck-pool.ts).
 */
export interface FastReader {
  /** `leaf_hash ‖ NUL ‖ entry` of the leaves in [from, to), in index order (null unless both are text) */
  leafHashesAndEntries(from: number, to: number): unknown[];
  /** the stored hashes of one level's nodes lo … hi, in index order */
  nodeHashes(level: number, lo: number, hi: number): unknown[];
}

// one string per leaf is cheaper than a row of two; a blob would turn into text here, so only text counts
const LEAF_HASHES_AND_ENTRIES_SQL = "select case when typeof(leaf_hash) = 'text' and typeof(entry) = 'text' then leaf_hash || char(0) || entry end from ledger_leaves where leaf_index >= ? and leaf_index < ? order by leaf_index";
// node_index is not the rowid, so it could hold a non-integer (1.5) that would take a missing node's
// place in a list without indexes: only integers count here
const NODE_HASHES_SQL = "select hash from ledger_nodes where level = ? and node_index >= ? and node_index <= ? and typeof(node_index) = 'integer' order by node_index";

export function sqliteFastReader(sqlite: SQLite.Database): FastReader {
  const leaves = sqlite.prepare(LEAF_HASHES_AND_ENTRIES_SQL).pluck(true);
  const nodes = sqlite.prepare(NODE_HASHES_SQL).pluck(true);
  return {
    leafHashesAndEntries: (from, to) => leaves.all(from, to),
    nodeHashes: (level, lo, hi) => nodes.all(level, lo, hi),
  };
}

/** Nodes 0 … 2·PAGE−2 of a page: level l starts at node 2·PAGE − 2·(PAGE >> l). */
const levelStart = (level: number) => 2 * PAGE - 2 * (PAGE >> level);
export const PACKED_BYTES = 32 * (2 * PAGE - 1);
/** after the nodes: the page's leafDigest (4 bytes, little-endian), for the check of ledger_leaves_hash */
const PACKED_WITH_DIGEST = PACKED_BYTES + 4;

/** The leafDigest of a packed page's leaves. */
export const packedPageDigest = (packed: Uint8Array): number => new DataView(packed.buffer, packed.byteOffset, packed.byteLength).getUint32(PACKED_BYTES, true);

export const packedPageNode = (packed: Uint8Array): PageNode => (level, index) => {
  const at = 32 * (levelStart(level) + index);
  return Buffer.from(packed.slice(at, at + 32));
};

/**
 * Checks the full page at `from` against everything fsck checks there: every entry canonical, its
 * hash the stored leaf hash and the stored level-0 node, and every stored node of levels 1 … 12 of
 * the page equal to the one recomputed. Returns all those nodes packed (levels 0 … 12, 32 bytes
 * each), or null when the page is not full (the last one, or a gap) or anything differs: then the
 * slow path (fsck.ts) finds and names the first problem. The packed bytes end with the page's leafDigest. The lists are trusted only when exactly as
 * long as their range: both keys are unique, so then no index is missing.
 */
export function checkFullPage(r: FastReader, from: number, digestKey: number): Uint8Array<ArrayBuffer> | null {
  const rows = r.leafHashesAndEntries(from, from + PAGE);
  if (rows.length !== PAGE) return null;
  const hashes = leafHashesFast(rows, r.nodeHashes(0, from, from + PAGE - 1));
  if (!hashes) return null;
  const levels = subtreesOfPage(hashes);
  for (let level = 1; level <= PAGE_LEVEL; level += 1) {
    const computed = levels[level]!;
    const lo = from / 2 ** level;
    const stored = r.nodeHashes(level, lo, lo + computed.length - 1);
    if (stored.length !== computed.length || !stored.every((h, i) => h === computed[i])) return null;
  }
  const packed = new Uint8Array(PACKED_WITH_DIGEST);
  for (let level = 0; level <= PAGE_LEVEL; level += 1) packed.set(Buffer.from(levels[level]!.join(''), 'hex'), 32 * levelStart(level));
  // the hashes are the stored leaf hashes (leafHashesFast compared them): what the index must hold
  new DataView(packed.buffer).setUint32(PACKED_BYTES, leafDigest(hashes, from, digestKey), true);
  return packed;
}
