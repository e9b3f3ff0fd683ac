import { createHash } from 'node:crypto';
import { ESIGN_FLOW_MSG, ESIGN_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { EsignFlow } from '../../../db/schema';
import { refuse } from '../../../errors';
import { BlobMissingError } from '../../../providers/blob/blob-store';
import { alertOperators } from '../../ledger/operator-alert';

/** The audit action of a flow file that no longer matches its recorded hash (one row an hour per flow, operator-alert.ts). */
export const ESIGN_FILE_MISMATCH_AUDIT = 'esign.file_mismatch';

/** Who was about to be served the file: named in the log line and the audit row. */
export type FlowFileReader = 'sender' | 'signer-pdf' | 'signer-check' | 'signer-result' | 'completion';

/**
 * A flow's file as it may be served (decision 484): the original (source_blob_key) must hash to
 * source_sha256; the signed result (result_blob_key) to result_sha256, and the evidence record it was
 * preserved as must hold that same SHA-256 and blob key. A direct write that points a flow at another
 * flow's file (or changes the file) is refused before a byte goes out: an error log line every time, an
 * audit row and a text message to the operators (alertOperators, rate-limited, as certificates refuse a
 * record that does not hold to its ledger leaf), and ESIGN_MSG.fileMismatch in the envelope.
 */
export async function checkedFlowFile(ctx: AppContext, flow: EsignFlow, kind: 'original' | 'signed', reader: FlowFileReader): Promise<Buffer> {
  const key = kind === 'signed' ? flow.result_blob_key : flow.source_blob_key;
  if (key === null) throw refuse(ESIGN_FLOW_MSG.signedNotReady);
  let bytes: Buffer;
  try {
    bytes = Buffer.concat(await (await ctx.blobs.get(key)).toArray());
  } catch (err) {
    if (err instanceof BlobMissingError) throw refuse(ESIGN_FLOW_MSG.fileGone);
    throw err;
  }
  const actual = createHash('sha256').update(bytes).digest('hex');
  const problem = kind === 'original' ? (actual === flow.source_sha256 ? null : 'the original differs from source_sha256') : await signedProblem(ctx, flow, actual);
  if (!problem) return bytes;
  ctx.log.error({ flowId: Number(flow.id), flowNo: flow.flow_no, file: kind, reader, problem, sha256: actual }, `ESIGN FLOW FILE DIFFERS FROM ITS RECORDED HASH (download refused): ${problem}`);
  await alertOperators({ db: ctx.db, sms: ctx.sms, siteName: ctx.config.siteName, log: ctx.log }, {
    action: ESIGN_FILE_MISMATCH_AUDIT,
    targetType: 'esign_flow',
    targetId: Number(flow.id),
    detail: { flowNo: flow.flow_no, file: kind, reader, problem, sha256: actual },
    sms: { what: kind === 'signed' ? '签署文件哈希不一致' : '原文件哈希不一致', ref: flow.flow_no },
  });
  throw refuse(ESIGN_MSG.fileMismatch);
}

/** What is wrong with a signed result's bytes, against the flow row and the evidence record it was preserved as. */
async function signedProblem(ctx: AppContext, flow: EsignFlow, actual: string): Promise<string | null> {
  if (actual !== flow.result_sha256) return 'the signed file differs from result_sha256';
  if (flow.result_evidence_id === null) return 'the flow names no evidence record';
  const ev = await ctx.db.selectFrom('evidence').select(['sha256', 'blob_key']).where('id', '=', Number(flow.result_evidence_id)).executeTakeFirst();
  if (!ev) return 'the evidence record is gone';
  if (ev.sha256 !== actual || ev.blob_key !== flow.result_blob_key) return 'the evidence record holds another file';
  return null;
}
