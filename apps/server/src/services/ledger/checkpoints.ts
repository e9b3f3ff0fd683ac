import type { Db } from '../../db/connect';

/** The newest signed checkpoint (one exists from the first start: size 0). */
export async function latestCheckpoint(db: Db) {
  return db.selectFrom('ledger_checkpoints').selectAll().orderBy('tree_size', 'desc').limit(1).executeTakeFirstOrThrow();
}

export async function checkpointAt(db: Db, size: number) {
  return db.selectFrom('ledger_checkpoints').selectAll().where('tree_size', '=', size).executeTakeFirst();
}
