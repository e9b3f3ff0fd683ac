import { EVIDENCE_MSG, NOTARY_MSG, NotaryStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';

/**
 * Why each of these records may not be deleted by its owner, as the Chinese message delData answers; a record
 * that may be deleted is absent from the map. One rule for delData (which refuses) and the attestation list
 * (which then offers no 删除 button for the record, instead of a button that can only be refused). In order of
 * precedence, the first that applies is the answer:
 * - a notarization in progress re-reads the original; an issued certificate names the record;
 * - a signed notarial document is part of its order's file: the order's links read these bytes;
 * - a contract the platform signed for several parties: the other signers' result link, the flow's download and
 *   the public lookup of its 保全号 all read this record (issue 23 item 2);
 * - a capture package and a recorder's recording are made for more than one party (decision 684).
 */
export async function deleteRefusals(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const refusals = new Map<number, string>();
  if (ids.length === 0) return refusals;
  const mark = (rows: { evidence_id: number | null }[], message: string) => {
    for (const r of rows) if (r.evidence_id !== null && !refusals.has(Number(r.evidence_id))) refusals.set(Number(r.evidence_id), message);
  };
  const list = [...ids];
  mark(
    await db
      .selectFrom('notary_order_items as i')
      .innerJoin('notary_orders as n', 'n.id', 'i.notary_order_id')
      .select('i.evidence_id')
      .where('i.evidence_id', 'in', list)
      .where('n.status', 'in', [NotaryStatus.inProgress, NotaryStatus.succeeded])
      .execute(),
    NOTARY_MSG.recordInNotarization,
  );
  mark(await db.selectFrom('notary_documents').select('evidence_id').where('evidence_id', 'in', list).execute(), NOTARY_MSG.documentRecord);
  mark(await db.selectFrom('esign_flows').select('result_evidence_id as evidence_id').where('result_evidence_id', 'in', list).execute(), EVIDENCE_MSG.contractRecord);
  mark(await db.selectFrom('captures').select('evidence_id').where('evidence_id', 'in', list).execute(), EVIDENCE_MSG.captureRecord);
  mark(await db.selectFrom('bwc_recordings').select('evidence_id').where('evidence_id', 'in', list).execute(), EVIDENCE_MSG.recordingRecord);
  return refusals;
}
