import type { Generated } from 'kysely';

/** A company e-seal (migration 0025): 合同专用章 or 公章, generated from the verified name or uploaded. */
export interface EsignSealsTable {
  id: Generated<number>;
  owner_user_id: number;
  name: string;
  /** EsignSealType: contract | official */
  seal_type: string;
  /** generated | uploaded */
  source: string;
  blob_key: string;
  size: number;
  width: number;
  height: number;
  sha256: string;
  created_by_user_id: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** A contract template: a PDF, its signer roles and fields in percent of the page. */
export interface EsignTemplatesTable {
  id: Generated<number>;
  owner_user_id: number;
  creator_user_id: number;
  name: string;
  category: string;
  file_name: string;
  blob_key: string;
  size: number;
  sha256: string;
  sm3: string;
  page_count: number;
  /** JSON [{ width, height }] in points */
  pages_json: string;
  /** JSON string[] */
  roles_json: string;
  /** JSON EsignTemplateField[] */
  fields_json: string;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** A sign flow (签署流程): one document, its signers and their fields. */
export interface EsignFlowsTable {
  id: Generated<number>;
  flow_no: string;
  owner_user_id: number;
  creator_user_id: number;
  title: string;
  template_id: number | null;
  /** EsignFlowStatus */
  status: string;
  /** parallel | sequential */
  order_mode: string;
  riding_seal: Generated<number>;
  file_name: string;
  source_blob_key: string;
  source_size: number;
  source_sha256: string;
  source_sm3: string;
  page_count: number;
  pages_json: string;
  expires_at: number;
  remind_every_days: Generated<number>;
  order_id: number | null;
  charged_cents: Generated<number>;
  refunded_cents: Generated<number>;
  sent_at: number | null;
  site_base: string | null;
  ended_at: number | null;
  end_reason: string | null;
  completed_at: number | null;
  result_blob_key: string | null;
  result_size: number | null;
  result_sha256: string | null;
  result_sm3: string | null;
  result_evidence_id: number | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** One signer of a flow: who, how they were checked, what they did and when. */
export interface EsignSignersTable {
  id: Generated<number>;
  flow_id: number;
  position: number;
  role: string;
  name: string;
  phone: string;
  /** person | company */
  signer_kind: string;
  company_name: string | null;
  account_user_id: number | null;
  /** EsignSignerStatus */
  status: string;
  token_hash: string | null;
  token_expires_at: number | null;
  sent_at: number | null;
  opened_at: number | null;
  identity_method: string | null;
  identity_at: number | null;
  identity_sealed: string | null;
  intent_method: string | null;
  intent_at: number | null;
  face_transaction_id: string | null;
  seal_id: number | null;
  handwriting_blob_key: string | null;
  handwriting_sha256: string | null;
  signed_at: number | null;
  rejected_at: number | null;
  reject_reason: string | null;
  sign_ip: string | null;
  sign_user_agent: string | null;
  result_token_hash: string | null;
  /** SHA-256 of the link that signed (migration 0032): opened again it answers 您已签署 */
  used_token_hash: string | null;
  /** 本方自动盖章 (migration 0035): the seal the sender chose for its own company, and who sent with it */
  auto_seal_id: number | null;
  auto_sealed_by: number | null;
  reminded_at: number | null;
  remind_count: Generated<number>;
}

/** A field a signer fills: a signature, a seal, a date, a text or the signer's name, placed in percent of the page. */
export interface EsignFieldsTable {
  id: Generated<number>;
  flow_id: number;
  signer_id: number;
  /** EsignFieldKind */
  kind: string;
  page: number;
  x_pct: number;
  y_pct: number;
  w_pct: number;
  h_pct: number;
  label: string | null;
  required: Generated<number>;
  value: string | null;
  filled_at: number | null;
}

/** What happened to a flow, in order: the detail page's timeline and the signed PDF's audit page. */
export interface EsignEventsTable {
  id: Generated<number>;
  flow_id: number;
  signer_id: number | null;
  kind: string;
  at: number;
  ip: string | null;
  user_agent: string | null;
  detail_json: string | null;
}
