import {
  ESIGN_EVENT_NAMES, ESIGN_FIELD_KIND_NAMES, ESIGN_FLOW_STATUS_NAMES, ESIGN_INTENT_METHOD_NAMES, ESIGN_ORDER_MODE_NAMES, ESIGN_SIGNER_KIND_NAMES,
  ESIGN_SIGNER_STATUS_NAMES, EsignFlowStatus, type EsignEventKind, type EsignFieldKind, type EsignOrderMode, type EsignSignerKind, type EsignSignerStatus,
} from '@evidence/shared/constants';
import type { TDetailSignResponse } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import { currentSigners } from './current-signers';
import { shownFlowStatus } from './shown-status';
import { loadFlow, type FlowActor } from './flow-access';

/** A timeline line's note: the reason of a revoke or refusal, the points moved, the file taken; never a token or an ID number. */
function note(kind: string, detail: string | null): string | null {
  if (!detail) return null;
  const d = JSON.parse(detail) as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof d.reason === 'string') parts.push(`原因：${d.reason}`);
  if (kind === 'sent' && typeof d.charged === 'number' && d.charged > 0) parts.push(`扣除 ${d.charged} 积分`);
  if (typeof d.refunded === 'number' && d.refunded > 0) parts.push(`退还 ${d.refunded} 积分`);
  if (kind === 'downloaded') parts.push(d.file === 'signed' ? '签署文件' : '原文件');
  if (d.copied === true) parts.push('发起方复制了新的签署链接，原链接已失效');
  if (d.inbox === true) parts.push('签署人登录平台，从“我的签署”进入签署，短信中的原链接已失效');
  if (kind === 'downloaded' && d.signer === true) parts.push('签署人从“数据存证”下载');
  if (d.auto === true) parts.push('自动提醒');
  // the final file's hashes cannot be inside it: its audit page sends the reader here (and to the evidence record)
  if (kind === 'completed' && typeof d.sha256 === 'string') parts.push(`签署文件 SHA-256 ${d.sha256}${typeof d.sm3 === 'string' ? `，SM3 ${d.sm3}` : ''}`);
  if (kind === 'identity_failed') parts.push('身份信息与发起方填写的不一致');
  return parts.length ? parts.join('，') : null;
}

/** detailSign: the flow, its signers (full phones: the owner typed them, decision 441), fields, timeline and money. */
export async function detailSign(db: Db, a: FlowActor, id: number): Promise<TDetailSignResponse> {
  const f = await loadFlow(db, a, id);
  const evidence = f.result_evidence_id === null ? undefined : await db.selectFrom('evidence').select('evidence_no').where('id', '=', f.result_evidence_id).executeTakeFirst();
  const [signers, fields, events, creator, order] = await Promise.all([
    db.selectFrom('esign_signers').selectAll().where('flow_id', '=', f.id).orderBy('position').execute(),
    db.selectFrom('esign_fields').selectAll().where('flow_id', '=', f.id).orderBy('id').execute(),
    db.selectFrom('esign_events').selectAll().where('flow_id', '=', f.id).orderBy('at').orderBy('id').execute(),
    db.selectFrom('users').select(['contact_name', 'company', 'phone']).where('id', '=', f.creator_user_id).executeTakeFirst(),
    f.order_id === null ? Promise.resolve(undefined) : db.selectFrom('orders').select('order_no').where('id', '=', f.order_id).executeTakeFirst(),
  ]);
  const status = shownFlowStatus(f, signers.map((s) => s.status));
  const due = new Set(status === EsignFlowStatus.signing ? currentSigners(f, signers).map((s) => Number(s.id)) : []);
  const names = new Map(signers.map((s) => [Number(s.id), s.name]));
  return {
    id: Number(f.id),
    flowNo: f.flow_no,
    title: f.title,
    status,
    statusName: ESIGN_FLOW_STATUS_NAMES[status as EsignFlowStatus] ?? status,
    templateId: f.template_id === null ? null : Number(f.template_id),
    orderMode: f.order_mode,
    orderModeName: ESIGN_ORDER_MODE_NAMES[f.order_mode as EsignOrderMode] ?? f.order_mode,
    ridingSeal: Number(f.riding_seal) === 1,
    fileName: f.file_name,
    pageCount: Number(f.page_count),
    sourceSha256: f.source_sha256,
    expiresAt: Number(f.expires_at),
    remindEveryDays: Number(f.remind_every_days),
    createdAt: Number(f.created_at),
    sentAt: f.sent_at === null ? null : Number(f.sent_at),
    endedAt: f.ended_at === null ? null : Number(f.ended_at),
    endReason: f.end_reason,
    completedAt: f.completed_at === null ? null : Number(f.completed_at),
    creatorName: creator?.contact_name?.trim() || creator?.company?.trim() || creator?.phone || '-',
    signers: signers.map((s) => ({
      id: Number(s.id),
      position: Number(s.position),
      role: s.role,
      name: s.name,
      phone: s.phone,
      kind: s.signer_kind,
      kindName: ESIGN_SIGNER_KIND_NAMES[s.signer_kind as EsignSignerKind] ?? s.signer_kind,
      companyName: s.company_name,
      status: s.status,
      statusName: ESIGN_SIGNER_STATUS_NAMES[s.status as EsignSignerStatus] ?? s.status,
      sentAt: s.sent_at === null ? null : Number(s.sent_at),
      openedAt: s.opened_at === null ? null : Number(s.opened_at),
      signedAt: s.signed_at === null ? null : Number(s.signed_at),
      rejectedAt: s.rejected_at === null ? null : Number(s.rejected_at),
      rejectReason: s.reject_reason,
      intentMethodName: s.intent_method ? (ESIGN_INTENT_METHOD_NAMES[s.intent_method] ?? s.intent_method) : null,
      autoSealId: s.auto_seal_id === null ? null : Number(s.auto_seal_id),
      due: due.has(Number(s.id)),
    })),
    fields: fields.map((x) => ({
      id: Number(x.id), signerId: Number(x.signer_id), kind: x.kind, kindName: ESIGN_FIELD_KIND_NAMES[x.kind as EsignFieldKind] ?? x.kind, page: Number(x.page),
      xPct: Number(x.x_pct), yPct: Number(x.y_pct), wPct: Number(x.w_pct), hPct: Number(x.h_pct), filled: x.filled_at !== null,
    })),
    timeline: events.map((e) => ({
      id: Number(e.id), at: Number(e.at), kind: e.kind, label: ESIGN_EVENT_NAMES[e.kind as EsignEventKind] ?? e.kind,
      signerName: e.signer_id === null ? null : (names.get(Number(e.signer_id)) ?? null), note: note(e.kind, e.detail_json),
    })),
    money: { charged: Number(f.charged_cents) / 100, refunded: Number(f.refunded_cents) / 100, orderNo: order?.order_no ?? null },
    canDownloadSigned: f.status === EsignFlowStatus.completed && f.result_blob_key !== null,
    resultSha256: f.result_sha256,
    resultEvidenceNo: evidence?.evidence_no ?? null,
  };
}
