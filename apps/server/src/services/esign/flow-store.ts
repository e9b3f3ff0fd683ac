import { EsignFlowStatus, EsignSignerStatus, type EsignFieldKind, type EsignOrderMode, type EsignSignerKind } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { EsignEvent, recordFlowEvent } from './flow-events';
import { newFlowNo } from './flow-number';

export interface FieldPlacement {
  kind: EsignFieldKind;
  /** counted from 1 */
  page: number;
  /** percent of the page from its top-left corner (services/signing placementRect) */
  xPct: number;
  yPct: number;
  wPct: number;
  hPct: number;
  label?: string | null;
  required?: boolean;
}

export interface NewSigner {
  role: string;
  name: string;
  phone: string;
  kind: EsignSignerKind;
  companyName?: string | null;
  fields: FieldPlacement[];
  /** 本方自动盖章: the sender's own company's seal, applied at the send (flows/auto-seal.ts) */
  autoSealId?: number | null;
}

/** The stored PDF a flow signs (copied from a template's, or an upload's), already checked by content. */
export interface FlowSource {
  fileName: string;
  blobKey: string;
  size: number;
  sha256: string;
  sm3: string;
  pageCount: number;
  pages: { width: number; height: number }[];
}

export interface NewFlow {
  ownerUserId: number;
  creatorUserId: number;
  title: string;
  templateId: number | null;
  orderMode: EsignOrderMode;
  ridingSeal: boolean;
  expiresAt: number;
  remindEveryDays: number;
  source: FlowSource;
  signers: NewSigner[];
}

/**
 * Writes a draft flow with its signers (status waiting, no link yet) and their fields, and the
 * `created` event, inside the caller's transaction. Checks of the input (who may, how many, field
 * bounds) are the caller's; this only stores. Used by saveSign and by tests that need a flow.
 */
export async function insertFlow(trx: Db, f: NewFlow, now = Date.now()): Promise<{ flowId: number; flowNo: string; signerIds: number[] }> {
  const flowNo = newFlowNo(new Date(now));
  const flow = await trx
    .insertInto('esign_flows')
    .values({
      flow_no: flowNo, owner_user_id: f.ownerUserId, creator_user_id: f.creatorUserId, title: f.title, template_id: f.templateId,
      status: EsignFlowStatus.draft, order_mode: f.orderMode, riding_seal: f.ridingSeal ? 1 : 0, file_name: f.source.fileName,
      source_blob_key: f.source.blobKey, source_size: f.source.size, source_sha256: f.source.sha256, source_sm3: f.source.sm3,
      page_count: f.source.pageCount, pages_json: JSON.stringify(f.source.pages), expires_at: f.expiresAt, remind_every_days: f.remindEveryDays,
      order_id: null, sent_at: null, site_base: null, ended_at: null, end_reason: null, completed_at: null, result_blob_key: null, result_size: null,
      result_sha256: null, result_sm3: null, result_evidence_id: null, created_at: now, updated_at: now, deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const flowId = Number(flow.id);
  const signerIds = await insertSigners(trx, flowId, f.signers);
  await recordFlowEvent(trx, { flowId, kind: EsignEvent.created, at: now, detail: { signers: f.signers.length, orderMode: f.orderMode } });
  return { flowId, flowNo, signerIds };
}

/**
 * Writes a draft's signers (status waiting, no link yet) and their fields, in position order. insertFlow
 * uses it, and saveSign when it replaces the signers of a draft being edited.
 */
export async function insertSigners(trx: Db, flowId: number, signers: NewSigner[]): Promise<number[]> {
  const signerIds: number[] = [];
  for (const [i, s] of signers.entries()) {
    const signer = await trx
      .insertInto('esign_signers')
      .values({
        flow_id: flowId, position: i + 1, role: s.role, name: s.name, phone: s.phone, signer_kind: s.kind, company_name: s.companyName ?? null,
        auto_seal_id: s.autoSealId ?? null, account_user_id: null, status: EsignSignerStatus.waiting, token_hash: null, token_expires_at: null, sent_at: null, opened_at: null,
        identity_method: null, identity_at: null, identity_sealed: null, intent_method: null, intent_at: null, face_transaction_id: null,
        seal_id: null, handwriting_blob_key: null, handwriting_sha256: null, signed_at: null, rejected_at: null, reject_reason: null,
        sign_ip: null, sign_user_agent: null, result_token_hash: null, reminded_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signerId = Number(signer.id);
    signerIds.push(signerId);
    for (const fl of s.fields) {
      await trx
        .insertInto('esign_fields')
        .values({ flow_id: flowId, signer_id: signerId, kind: fl.kind, page: fl.page, x_pct: fl.xPct, y_pct: fl.yPct, w_pct: fl.wPct, h_pct: fl.hPct, label: fl.label ?? null, required: fl.required === false ? 0 : 1, value: null, filled_at: null })
        .execute();
    }
  }
  return signerIds;
}
