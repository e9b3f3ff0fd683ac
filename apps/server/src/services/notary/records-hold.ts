import type { AppContext } from '../../context';
import { NOTARY_MSG } from '@evidence/shared/constants';
import { AppError, refuse } from '../../errors';
import { mustHoldToLeaf } from '../ledger/record-holds-to-leaf';

/**
 * Before documents are made from an order's records (drafts when the form is saved, the signed versions
 * when it is signed), each record's row must hold to its ledger leaf (decision 219): a row changed behind
 * the ledger's back would otherwise be printed, signed and preserved. A difference refuses with
 * '存证记录与账本不一致，不能签署…', logs, audits and tells the operators (mustHoldToLeaf).
 */
export async function recordsHoldToLeaves(ctx: AppContext, notaryOrderId: number): Promise<void> {
  const rows = await ctx.db
    .selectFrom('notary_order_items as i')
    .innerJoin('evidence as e', 'e.id', 'i.evidence_id')
    .where('i.notary_order_id', '=', notaryOrderId)
    .select(['e.id', 'e.evidence_no', 'e.owner_user_id', 'e.owner_salt', 'e.size', 'e.sha256', 'e.sm3', 'e.saved_at', 'e.status', 'e.leaf_index', 'e.leaf_entry', 'e.leaf_hash'])
    .execute();
  for (const row of rows) {
    try {
      await mustHoldToLeaf(ctx, row, 'notary');
    } catch (err) {
      // the certificate's wording speaks of certificates; an applicant is told what it means here
      if (err instanceof AppError) throw refuse(NOTARY_MSG.recordsChanged);
      throw err;
    }
  }
}
