import { ESIGN_FLOW_MSG, EsignFlowStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { loadFlow, type FlowActor } from './flow-access';
import { checkedFlowFile } from './flow-file';

/**
 * downSignFile: the flow's original (as it was copied or uploaded), or the signed result once 已完成. Each
 * download is a timeline event and an audit row (who took which file, when). The bytes are checked against
 * the recorded hashes first (checkedFlowFile).
 */
export async function downSignFile(ctx: AppContext, a: FlowActor, id: number, kind: 'original' | 'signed', ip: string | null): Promise<{ body: Buffer; size: number; fileName: string }> {
  const flow = await loadFlow(ctx.db, a, id);
  if (kind === 'signed' && (flow.status !== EsignFlowStatus.completed || flow.result_blob_key === null)) throw refuse(ESIGN_FLOW_MSG.signedNotReady);
  // the bytes must be the ones the flow (and, signed, its evidence record) recorded: else refused, operators told
  const body = await checkedFlowFile(ctx, flow, kind, 'sender');
  await ctx.db.transaction().execute(async (trx) => {
    await recordFlowEvent(trx, { flowId: Number(flow.id), kind: EsignEvent.downloaded, ip, detail: { by: a.actorUserId, file: kind } });
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'esign.flow.download', targetType: 'esign_flow', targetId: Number(flow.id), ip, detail: { flowNo: flow.flow_no, file: kind } });
  });
  const base = flow.file_name.replace(/\.pdf$/i, '');
  return { body, size: body.length, fileName: kind === 'signed' ? `${base}-已签署.pdf` : `${base}.pdf` };
}
