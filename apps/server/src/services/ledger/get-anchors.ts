import { LEDGER_MSG, anchorStatusName } from '@evidence/shared/constants';
import type { TAnchors } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { AnchorProvider } from '../../providers/anchor/anchor-provider';
import { checkpointAt, latestCheckpoint } from './checkpoints';

/**
 * The anchors of one checkpoint with their state and receipts. The provider's error text stays in
 * the log and the database: it can name internal hosts, and the state says enough.
 */
export async function getAnchors(db: Db, providers: AnchorProvider[], q: { treeSize?: number | undefined }): Promise<TAnchors> {
  const cp = q.treeSize === undefined ? await latestCheckpoint(db) : await checkpointAt(db, q.treeSize);
  if (!cp) throw refuse(LEDGER_MSG.noCheckpoint);
  const rows = await db.selectFrom('ledger_anchors').selectAll().where('checkpoint_id', '=', cp.id).orderBy('id').execute();
  return {
    treeSize: cp.tree_size,
    rootHash: cp.root_hash,
    checkpoint: cp.note,
    configured: providers.map((p) => ({ type: p.type, local: p.isLocal })),
    anchors: rows.map((r) => ({
      type: r.type,
      status: r.status,
      statusName: anchorStatusName(r.type, r.status),
      attempts: r.attempts,
      nextAttemptAt: r.status === 'success' ? null : Number(r.next_attempt_at),
      receipt: r.receipt ? (JSON.parse(r.receipt) as unknown) : null,
    })),
  };
}
