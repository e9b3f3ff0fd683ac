import type { Readable } from 'node:stream';
import { ESIGN_FLOW_MSG, EsignFlowStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { BlobMissingError } from '../../../providers/blob/blob-store';
import { writeAudit } from '../../audit/write-audit';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { loadFlow, type FlowActor } from './flow-access';

/**
 * downSignFile: the flow's original (as it was copied or uploaded), or the signed result once 已完成. Each
 * download is a timeline event and an audit row (who took which file, when).
 */
export async function downSignFile(ctx: AppContext, a: FlowActor, id: number, kind: 'original' | 'signed', ip: string | null): Promise<{ body: Readable; size: number; fileName: string }> {
  const flow = await loadFlow(ctx.db, a, id);
  if (kind === 'signed' && (flow.status !== EsignFlowStatus.completed || flow.result_blob_key === null)) throw refuse(ESIGN_FLOW_MSG.signedNotReady);
  const key = kind === 'signed' ? flow.result_blob_key! : flow.source_blob_key;
  const stat = await ctx.blobs.stat(key);
  if (!stat) throw refuse(ESIGN_FLOW_MSG.fileGone);
  let body: Readable;
  try {
    body = await ctx.blobs.get(key);
  } catch (err) {
    if (err instanceof BlobMissingError) throw refuse(ESIGN_FLOW_MSG.fileGone);
    throw err;
  }
  await ctx.db.transaction().execute(async (trx) => {
    await recordFlowEvent(trx, { flowId: Number(flow.id), kind: EsignEvent.downloaded, ip, detail: { by: a.actorUserId, file: kind } });
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'esign.flow.download', targetType: 'esign_flow', targetId: Number(flow.id), ip, detail: { flowNo: flow.flow_no, file: kind } });
  });
  const base = flow.file_name.replace(/\.pdf$/i, '');
  return { body, size: stat.size, fileName: kind === 'signed' ? `${base}-已签署.pdf` : `${base}.pdf` };
}
