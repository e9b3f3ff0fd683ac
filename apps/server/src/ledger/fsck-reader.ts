import type SQLite from 'better-sqlite3';
import { rawSqlite, type Db } from '../db/connect';
import { sqliteFastReader, type FastReader } from './fsck-fast';

/** [leaf_index, leaf_hash, entry, stored level-0 node hash or null] */
export type LeafRow = [number, string, string, string | null];
/** [node_index, hash] */
export type NodeRow = [number, string];

export interface FsckReader {
  leaves(from: number, to: number): Promise<LeafRow[]>;
  nodes(level: number, lo: number, hi: number): Promise<NodeRow[]>;
  /** SQLite only: lists without indexes for whole pages (fsck-fast.ts) */
  fast?: FastReader;
  /** SQLite only: the database file, for worker threads' own read connections */
  file?: string;
}

const LEAVES_SQL = 'select leaf_index, leaf_hash, entry from ledger_leaves where leaf_index >= ? and leaf_index < ? order by leaf_index';
const NODES_SQL = 'select node_index, hash from ledger_nodes where level = ? and node_index >= ? and node_index <= ? order by node_index';

/**
 * A page of leaves with their stored level-0 nodes, straight from better-sqlite3 as arrays: two
 * range scans are cheaper than a join that seeks the node of every leaf, and a million row objects
 * through Kysely cost more than the checks. Used by the main thread and by fsck's worker threads.
 */
export function sqliteLeafPage(sqlite: SQLite.Database) {
  const leaves = sqlite.prepare(LEAVES_SQL).raw(true);
  const nodes = sqlite.prepare(NODES_SQL).raw(true);
  return (from: number, to: number): LeafRow[] => {
    const rows = leaves.all(from, to) as Array<[number, string, string]>;
    const level0: Array<string | undefined> = new Array(to - from);
    for (const [index, hash] of nodes.all(0, from, to - 1) as NodeRow[]) level0[index - from] = hash;
    return rows.map(([index, hash, entry]): LeafRow => [index, hash, entry, level0[index - from] ?? null]);
  };
}

/** Reads the ledger tables page by page for fsck: raw SQLite when it can, Kysely on PostgreSQL. */
export function fsckReader(db: Db): FsckReader {
  const sqlite = rawSqlite(db);
  if (sqlite) {
    const page = sqliteLeafPage(sqlite);
    const nodes = sqlite.prepare(NODES_SQL).raw(true);
    return {
      leaves: async (from, to) => page(from, to),
      nodes: async (level, lo, hi) => nodes.all(level, lo, hi) as NodeRow[],
      fast: sqliteFastReader(sqlite),
      // an in-memory database (tests) has no file another connection could open
      ...(sqlite.memory ? {} : { file: sqlite.name }),
    };
  }
  return {
    async leaves(from, to) {
      const rows = await db
        .selectFrom('ledger_leaves')
        .leftJoin('ledger_nodes', (j) => j.on('ledger_nodes.level', '=', 0).onRef('ledger_nodes.node_index', '=', 'ledger_leaves.leaf_index'))
        .select(['ledger_leaves.leaf_index', 'ledger_leaves.leaf_hash', 'ledger_leaves.entry', 'ledger_nodes.hash as node_hash'])
        .where('ledger_leaves.leaf_index', '>=', from)
        .where('ledger_leaves.leaf_index', '<', to)
        .orderBy('ledger_leaves.leaf_index')
        .execute();
      return rows.map((r) => [Number(r.leaf_index), r.leaf_hash, r.entry, r.node_hash]);
    },
    async nodes(level, lo, hi) {
      const rows = await db.selectFrom('ledger_nodes').select(['node_index', 'hash']).where('level', '=', level).where('node_index', '>=', lo).where('node_index', '<=', hi).orderBy('node_index').execute();
      return rows.map((r) => [Number(r.node_index), r.hash]);
    },
  };
}
