import { fromHex, nodeKey, nodesOfPlan, type Plan, type SyncNodeSource } from '@evidence/ledger';
import type { Db } from '../db/connect';

/**
 * Reads complete-subtree hashes from the database for the proof and root functions of
 * packages/ledger. A missing node means the stored tree is damaged: that is an error, never a guess.
 */
export function nodeSource(db: Db) {
  return async (level: number, index: number): Promise<Uint8Array> => {
    const row = await db
      .selectFrom('ledger_nodes')
      .select('hash')
      .where('level', '=', level)
      .where('node_index', '=', index)
      .executeTakeFirst();
    if (!row) throw new Error(`ledger node missing: level ${level}, index ${index}`);
    return fromHex(row.hash);
  };
}

/**
 * Fetches every node the plans need in one query (a proof at a million leaves needs ~40), and
 * answers a synchronous lookup for foldPlan / the …Sync proof functions.
 */
export async function prefetchNodes(db: Db, plans: Plan[]): Promise<SyncNodeSource> {
  const ids = nodesOfPlan(plans.flat());
  const byLevel = new Map<number, number[]>();
  for (const id of ids) (byLevel.get(id.level) ?? byLevel.set(id.level, []).get(id.level)!).push(id.index);
  const found = new Map<string, Uint8Array>();
  if (byLevel.size > 0) {
    const rows = await db
      .selectFrom('ledger_nodes')
      .select(['level', 'node_index', 'hash'])
      .where((eb) => eb.or([...byLevel].map(([level, indices]) => eb.and([eb('level', '=', level), eb('node_index', 'in', indices)]))))
      .execute();
    for (const r of rows) found.set(nodeKey(r.level, Number(r.node_index)), fromHex(r.hash));
  }
  return (level, index) => {
    const hash = found.get(nodeKey(level, index));
    if (!hash) throw new Error(`ledger node missing: level ${level}, index ${index}`);
    return hash;
  };
}

export async function treeSize(db: Db): Promise<number> {
  const row = await db.selectFrom('ledger_leaves').select((eb) => eb.fn.max('leaf_index').as('max')).executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}
