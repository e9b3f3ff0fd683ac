import { anchorStatusName } from '@evidence/shared/constants';
import type { TLeafAnchorStatus } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';

/**
 * Whether a leaf is anchored, per configured anchor type: the first anchor of that type whose
 * checkpoint covers the leaf decides. A leaf newer than every anchor round waits for the next one
 * (上链中). With no anchor configured the list is empty: only the signed checkpoint vouches.
 */
export async function leafAnchorStatus(db: Db, leafIndex: number, types: Array<'evm' | 'tsa'>): Promise<TLeafAnchorStatus[]> {
  const out: TLeafAnchorStatus[] = [];
  for (const type of types) {
    const success = await db
      .selectFrom('ledger_anchors')
      .innerJoin('ledger_checkpoints', 'ledger_checkpoints.id', 'ledger_anchors.checkpoint_id')
      .select(['ledger_checkpoints.tree_size'])
      .where('ledger_anchors.type', '=', type)
      .where('ledger_anchors.status', '=', 'success')
      .where('ledger_checkpoints.tree_size', '>', leafIndex)
      .orderBy('ledger_checkpoints.tree_size')
      .limit(1)
      .executeTakeFirst();
    if (success) {
      out.push({ type, status: 'success', statusName: anchorStatusName(type, 'success'), treeSize: Number(success.tree_size) });
      continue;
    }
    // Not anchored yet: the open round (if it covers the leaf) tells whether it is failing.
    const open = await db
      .selectFrom('ledger_anchors')
      .innerJoin('ledger_checkpoints', 'ledger_checkpoints.id', 'ledger_anchors.checkpoint_id')
      .select(['ledger_anchors.status', 'ledger_checkpoints.tree_size'])
      .where('ledger_anchors.type', '=', type)
      .where('ledger_anchors.status', '!=', 'success')
      .where('ledger_checkpoints.tree_size', '>', leafIndex)
      .orderBy('ledger_checkpoints.tree_size')
      .limit(1)
      .executeTakeFirst();
    const status = open?.status === 'failed' ? 'failed' : 'pending';
    out.push({ type, status, statusName: anchorStatusName(type, status), treeSize: open ? Number(open.tree_size) : null });
  }
  return out;
}
