import { EVIDENCE_MSG } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { writeAudit } from '../audit/write-audit';
import { CustodyAction, writeCustody } from '../evidence/custody';
import { visibleEvidence } from '../evidence/evidence-scope';
import { deleteRefusals } from './delete-refusals';

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
    // records made for more than one party stay (delete-refusals.ts: the same rule hides the list's 删除)
    const refusal = (await deleteRefusals(trx, [row.id])).get(row.id);
    if (refusal) throw refuse(refusal);
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
