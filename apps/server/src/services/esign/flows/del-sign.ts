import { ESIGN_MSG, EsignFlowStatus } from '@evidence/shared/constants';
import type { TDelSignResponse } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { loadFlow, type FlowActor } from './flow-access';

/**
 * delSign: drafts only, a soft delete (deleted_at): a draft was never sent, charged or shown to anyone, but
 * its row and events stay for the audit trail. The conditional update refuses a draft sent meanwhile.
 */
export async function delSign(db: Db, a: FlowActor, id: number, ip: string | null): Promise<TDelSignResponse> {
  const flow = await loadFlow(db, a, id);
  if (flow.status !== EsignFlowStatus.draft) throw refuse(ESIGN_MSG.draftOnly);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .updateTable('esign_flows')
      .set({ deleted_at: now, updated_at: now })
      .where('id', '=', flow.id)
      .where('status', '=', EsignFlowStatus.draft)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!gone) throw refuse(ESIGN_MSG.draftOnly);
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'esign.flow.delete', targetType: 'esign_flow', targetId: Number(flow.id), ip, detail: { flowNo: flow.flow_no } });
  });
  return { id: Number(flow.id) };
}
