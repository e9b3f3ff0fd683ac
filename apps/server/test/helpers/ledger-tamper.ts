import type { Db } from '../../src/db/connect';

/** Another hex digit at `at` (0↔1, e↔f, …): the same call again restores it. */
export const flipHex = (s: string, at: number) => s.slice(0, at) + (parseInt(s[at]!, 16) ^ 1).toString(16) + s.slice(at + 1);

/** Reading and overwriting stored ledger rows, for the fsck tamper tests. */
export function ledgerRows(db: () => Db) {
  return {
    leaf: (i: number) => db().selectFrom('ledger_leaves').selectAll().where('leaf_index', '=', i).executeTakeFirstOrThrow(),
    setLeaf: (i: number, set: { entry?: string; leaf_hash?: string }) => db().updateTable('ledger_leaves').set(set).where('leaf_index', '=', i).execute(),
    node: (level: number, i: number) => db().selectFrom('ledger_nodes').selectAll().where('level', '=', level).where('node_index', '=', i).executeTakeFirstOrThrow(),
    setNode: (level: number, i: number, hash: string) => db().updateTable('ledger_nodes').set({ hash }).where('level', '=', level).where('node_index', '=', i).execute(),
  };
}
