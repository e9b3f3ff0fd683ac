import type { AppContext } from '../../../context';
import type { NotaryOrder } from '../../../db/schema';
import type { CertificateFacts } from '../documents/certificate';
import { documentFactsFor } from '../documents/order-facts';

/** The order's facts plus what the certificate prints besides: its number and date, deCode's time, each record's leaf. */
export async function certificateFactsFor(ctx: Pick<AppContext, 'db' | 'config'>, order: NotaryOrder, certificateNo: string, issuedAt: number): Promise<CertificateFacts> {
  const base = await documentFactsFor(ctx, order);
  const leaves = await ctx.db
    .selectFrom('notary_order_items as i')
    .innerJoin('evidence as e', 'e.id', 'i.evidence_id')
    .where('i.notary_order_id', '=', order.id)
    .select('e.leaf_index')
    .orderBy('i.position')
    .execute();
  return {
    ...base,
    certificateNo,
    issuedAt,
    decodedAt: order.decoded_at === null ? null : Number(order.decoded_at),
    leafIndexes: leaves.map((l) => (l.leaf_index === null ? null : Number(l.leaf_index))),
  };
}
