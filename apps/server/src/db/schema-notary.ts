import type { Generated } from 'kysely';

/** A notarial order's procedure (migration 0022; its money is the `orders` row `order_id`). */
export interface NotaryOrdersTable {
  id: Generated<number>;
  order_id: number;
  order_no: string;
  /** the individual, or the company's main account, whose order it is */
  account_user_id: number;
  /** the login that applied (the same account: sub-accounts never apply) */
  applicant_user_id: number;
  /** notary order type 1–7 (001 §9), decided by the records' kind */
  type: number;
  /** NotaryStatus: 1 出证中, 2 出证成功, 3 出证终止, 4 出证失败 */
  status: number;
  /** NotaryStep: applicationForm | signature | deCode | pay | office */
  step: string;
  /** OfficeStage once paid: submitted | accepted | interview | confirming | confirmed | issuing | issued */
  office_stage: string | null;
  record_count: number;
  form_json: string | null;
  form_saved_at: number | null;
  sign_count: Generated<number>;
  signed_at: number | null;
  decoded_at: number | null;
  fee_cents: number;
  paid_at: number | null;
  accepted_at: number | null;
  notary_operator_id: number | null;
  notary_name: string | null;
  interview_json: string | null;
  certificate_no: string | null;
  certificate_year: number | null;
  certificate_seq: number | null;
  issued_at: number | null;
  /** applicant | office */
  ended_by: string | null;
  end_reason: string | null;
  ended_at: number | null;
  refunded_cents: Generated<number>;
  /** money (hundredths of a yuan) owed back by the original payment route after the office ended the order (0024) */
  refund_due_cents: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** A preserved record a notarial order covers, with deCode's re-check of it. */
export interface NotaryOrderItemsTable {
  id: Generated<number>;
  notary_order_id: number;
  evidence_id: number;
  position: number;
  /** ok | mismatch | missing once deCode checked it */
  check_result: string | null;
  checked_at: number | null;
}

/** One version of one of the five documents or of the notarial certificate (never overwritten). */
export interface NotaryDocumentsTable {
  id: Generated<number>;
  notary_order_id: number;
  /** NotaryDocType: 1 申请表, 2 受理通知书, 3 公证告知书, 4 询问笔录, 5 保全告知书, 6 公证书 */
  doc_type: number;
  version: number;
  /** draft | office (made by the office, platform-signed) | signed (the applicant's stamp, platform-signed) */
  stage: string;
  blob_key: string;
  size: number;
  sha256: string;
  sm3: string;
  evidence_id: number | null;
  created_at: number;
}

/** A signer's intent: one QR token (hashed), its subject and state (migration 0023, services/intent). */
export interface SignIntentsTable {
  id: Generated<number>;
  /** what is signed: notary (a notarial order), later esign */
  subject_kind: string;
  subject_id: number;
  /** e.g. notary.sign (the five documents) or notary.interview (the 询问笔录) */
  purpose: string;
  /** whose phone confirms it: the account the subject belongs to */
  account_user_id: number;
  created_by_user_id: number;
  token_hash: string;
  /** SignIntentStatus */
  status: string;
  handwriting_blob_key: string | null;
  handwriting_sha256: string | null;
  expires_at: number;
  created_at: number;
  verified_at: number | null;
  submitted_at: number | null;
  used_at: number | null;
  submit_ip: string | null;
  submit_user_agent: string | null;
  /** the SHA-256 of the round's documents when the QR code was made, comma-separated (migration 0028) */
  document_sha256: string | null;
}
