import { EVIDENCE_MSG, NOTARY_MSG, NotaryStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { writeAudit } from '../audit/write-audit';
import { CustodyAction, writeCustody } from '../evidence/custody';
import { visibleEvidence } from '../evidence/evidence-scope';

/**
 * Deletes a record for its owner (an individual, or a company's main account; the route refuses
 * sub-accounts): the record disappears from every list and lookup at once, its original is kept
 * until `now + retentionMs` and then removed by purgeDeletedOriginals. The ledger leaf stays: it is
 * part of a public, append-only log that others may already have verified.
 */
export async function delData(db: Db, p: UserPrincipal, dataId: number, retentionMs: number, ip: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // another tenant's id, a deleted one and a missing one all answer the same
    const row = await visibleEvidence(trx, p).select(['evidence.id', 'evidence.evidence_no']).where('evidence.id', '=', dataId).executeTakeFirst();
    if (!row) throw refuse(EVIDENCE_MSG.notFound);
    // a notarization in progress re-reads the original; an issued certificate names the record
    const notarized = await trx
      .selectFrom('notary_order_items as i')
      .innerJoin('notary_orders as n', 'n.id', 'i.notary_order_id')
      .select('n.id')
      .where('i.evidence_id', '=', row.id)
      .where('n.status', 'in', [NotaryStatus.inProgress, NotaryStatus.succeeded])
      .executeTakeFirst();
    if (notarized) throw refuse(NOTARY_MSG.recordInNotarization);
    // a signed notarial document is part of its order's file: the order's links read these bytes
    const document = await trx.selectFrom('notary_documents').select('id').where('evidence_id', '=', row.id).executeTakeFirst();
    if (document) throw refuse(NOTARY_MSG.documentRecord);
    // a contract the platform signed for several parties: the other signers' result link, the flow's
    // download and the public lookup of its 保全号 all read this record (issue 23 item 2)
    const contract = await trx.selectFrom('esign_flows').select('id').where('result_evidence_id', '=', row.id).executeTakeFirst();
    if (contract) throw refuse(EVIDENCE_MSG.contractRecord);
    // a capture package and a recorder's recording are made for more than one party (decision 684)
    const capture = await trx.selectFrom('captures').select('id').where('evidence_id', '=', row.id).executeTakeFirst();
    if (capture) throw refuse(EVIDENCE_MSG.captureRecord);
    const recording = await trx.selectFrom('bwc_recordings').select('id').where('evidence_id', '=', row.id).executeTakeFirst();
    if (recording) throw refuse(EVIDENCE_MSG.recordingRecord);
    const now = Date.now();
    const purgeAfter = now + retentionMs;
    const updated = await trx
      .updateTable('evidence')
      .set({ deleted_at: now, deleted_by: p.user.id, blob_purge_after: purgeAfter, updated_at: now })
      .where('id', '=', row.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    // a concurrent delete won the race: for this caller the record is already gone
    if (Number(updated.numUpdatedRows) !== 1) throw refuse(EVIDENCE_MSG.notFound);
    const detail = { evidenceNo: row.evidence_no, purgeAfter: new Date(purgeAfter).toISOString(), role: p.role };
    await writeCustody(trx, { evidenceId: row.id, action: CustodyAction.deleted, actorType: 'user', actorId: p.user.id, ip, detail, at: now });
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'evidence.delete', targetType: 'evidence', targetId: row.id, ip, detail });
  });
}
