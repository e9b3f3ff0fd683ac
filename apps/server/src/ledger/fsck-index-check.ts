import { rawSqlite, type Db } from '../db/connect';
import type { FileCheck, IndexDigests } from './fsck-quick-check';

/** What the leaf scan counted and summed over the tables, when it checked all of them. */
export interface ScanSide {
  leaves: number;
  nodes: number;
  leafSum: number;
  /** leafIndexDigest: the entries of ledger_leaves_hash and their sum */
  leafIndex: [number, number];
}

const same = (a: [number, number], b: [number, number]) => Number(a[0]) === Number(b[0]) && Number(a[1]) === Number(b[1]);

/**
 * The finding about ledger_leaves' and ledger_nodes' indexes (decision 660). The keyed sums screen
 * them: equal sums and counts on both sides mean each index holds exactly its table's rows. When they
 * differ, or when the scan stopped early on another problem (its side is then incomplete, and a damaged
 * index is the finding to report first, as before), SQLite's own `PRAGMA integrity_check(<table>)` is
 * asked, in this thread: it is slow (1.5 s and 0.9 s at a million leaves) but runs only then, and its
 * answer decides, so leaves appended by a running server between the two sides' reads are no finding.
 */
export function indexFinding(db: Db, digests: IndexDigests | undefined, scan: ScanSide | null): FileCheck | null {
  const sqlite = rawSqlite(db);
  if (!sqlite) return null;
  const suspects: string[] = [];
  const leavesOk = scan && scan.leafIndex[0] === scan.leaves && scan.leafIndex[1] === scan.leafSum;
  if (!leavesOk) suspects.push('ledger_leaves');
  const nodesOk = scan && digests && same(digests.nodeTable, digests.nodeIndex) && Number(digests.nodeIndex[0]) === scan.nodes;
  if (!nodesOk) suspects.push('ledger_nodes');
  for (const table of suspects) {
    const pragma = `integrity_check(${table})`;
    try {
      const rows = sqlite.pragma(pragma) as Array<Record<string, unknown>>;
      const lines = rows.map((r) => String(Object.values(r)[0] ?? '').trim()).filter((l) => l !== '' && l !== 'ok' && !/^\*\*\* in database /.test(l));
      if (lines.length > 0) return { pragma, lines };
    } catch (err) {
      return { pragma, lines: [(err as Error).message] };
    }
  }
  return null;
}
