import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { NotaryDocumentsTable, NotaryOrderItemsTable, NotaryOrdersTable, SignIntentsTable } from './schema-notary';
import type { CapturesTable } from './schema-capture';
import type { EsignEventsTable, EsignFieldsTable, EsignFlowsTable, EsignSealsTable, EsignSignersTable, EsignTemplatesTable } from './schema-esign';
import type { JobsTable } from './schema-jobs';
import type { RefundsTable } from './schema-refunds';
import type { BwcDevicesTable, BwcNoncesTable, BwcRecordingsTable } from './schema-devices';

/** Times are milliseconds since the epoch (bigint in PostgreSQL, parsed back to number). */
export interface UsersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  /** 0 none, 1 individual, 2 company (the user info `status`) */
  account_type: number;
  /** 1 unverified … 5 (the user info `userStatus`) */
  verify_status: number;
  company: string | null;
  contact_name: string | null;
  repair_type: number | null;
  extract_code: string | null;
  /** hundredths of a point, so sums stay exact */
  points_cents: number;
  failed_logins: number;
  locked_until: number | null;
  /** the role chosen last ('1' personal, '2' member of last_company_id) */
  last_role: string;
  last_company_id: number | null;
  created_at: number;
  updated_at: number;
  /** the extraction code, AES-256-GCM sealed (services/extraction/code-cipher.ts); extract_code stays null */
  extract_code_enc: string | null;
  extract_code_set_at: number | null;
}

export interface OperatorsTable {
  id: Generated<number>;
  phone: string;
  name: string;
  password_hash: string;
  failed_logins: number;
  locked_until: number | null;
  disabled: number;
  created_at: number;
  /** OperatorRole: operator | notary (migration 0024); only a notary handles notarial orders */
  role: Generated<string>;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  subject_type: 'user' | 'operator';
  subject_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string | null;
  user_agent: string | null;
}

export interface CaptchasTable {
  id: string;
  text_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  token: string;
  ip: string | null;
  created_at: number;
  expires_at: number;
  wrong_attempts: number;
  consumed_at: number | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  purpose: string;
  provider: string;
  created_at: number;
}

/** The outcome of one text message (migration 0038, decision 891): never its text or parameters. */
export interface SmsDeliveriesTable {
  id: Generated<number>;
  provider: string;
  template: string;
  purpose: string;
  phone: string;
  outcome: 'sent' | 'refused' | 'failed';
  provider_code: string | null;
  reason: string | null;
  provider_ref: string | null;
  created_at: number;
}

/** A failed login (0020-login-failures): by address, and by account when the phone matched one. */
export interface LoginFailuresTable {
  id: Generated<number>;
  at: number;
  ip: string | null;
  account_kind: 'user' | 'operator';
  account_id: number | null;
}

export interface CompanyMembersTable {
  id: Generated<number>;
  company_user_id: number;
  member_user_id: number;
  /** 2 pending/failed audit, 3 bound, 4 disabled (001 §4) */
  status: number;
  bind_time: number | null;
  created_at: number;
  /** the authorization letter, uploaded_images.name (migration 0015) */
  letter_image: string | null;
  /** the operator's rejection reason; set means "审核未通过" while status stays 2 */
  audit_content: string | null;
  stop_time: number | null;
  stop_reason: string | null;
  /** who ended the membership: the company's main account, or the member itself (self unbind) */
  stopped_by: number | null;
  reviewed_at: number | null;
  /** operators.id */
  reviewed_by: number | null;
  updated_at: number | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  is_read: number;
  created_at: number;
  /** an in-app path the notice leads to (migration 0033), or null */
  link: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_type: 'user' | 'operator' | 'system' | 'anonymous';
  actor_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  /** JSON text; never holds secrets or ID numbers */
  detail: string | null;
}

export interface LedgerLeavesTable {
  leaf_index: number;
  /** hex SHA-256(0x00 ‖ entry) */
  leaf_hash: string;
  /** the canonical JSON of the leaf entry (packages/ledger) */
  entry: string;
  created_at: number;
}

export interface LedgerNodesTable {
  level: number;
  node_index: number;
  /** hex hash of the complete subtree of leaves [node_index·2^level, (node_index+1)·2^level) */
  hash: string;
}

export interface LedgerCheckpointsTable {
  id: Generated<number>;
  tree_size: number;
  root_hash: string;
  /** the C2SP signed note */
  note: string;
  created_at: number;
}

export interface LedgerKeysTable {
  verifier_key: string;
  created_at: number;
}

export interface LedgerAnchorsTable {
  id: Generated<number>;
  checkpoint_id: number;
  type: 'evm' | 'tsa';
  /** pending, success, failed (retried while attempts remain): 上链中/上链成功/上链失败 for a chain, 等待可信时间戳/已取得可信时间戳/可信时间戳获取失败 for a TSA */
  status: 'pending' | 'success' | 'failed';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  /** JSON of the AnchorReceipt once anchored */
  receipt: string | null;
  created_at: number;
  updated_at: number;
}

export interface EvidenceTable {
  id: Generated<number>;
  /** 保全号: 18 digits, a string end to end */
  evidence_no: string;
  /** the individual, or the company (also for its members' uploads) */
  owner_user_id: number;
  creator_user_id: number;
  file_name: string;
  title: string;
  label: string | null;
  /** 1 文档 … 5 其他 (FileType) */
  file_type: number;
  /** 1 自助存证, 2 API保全 (ProductType) */
  product_type: number;
  mime: string | null;
  size: number;
  sha256: string;
  sm3: string;
  /** the original in the BlobStore; null once removed after a delete's retention */
  blob_key: string | null;
  status: 'uploading' | 'uploaded' | 'missing';
  owner_salt: string;
  leaf_entry: string;
  leaf_hash: string;
  leaf_index: number | null;
  device_info: string | null;
  enforce_info: string | null;
  saved_at: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  deleted_by: number | null;
  blob_purge_after: number | null;
  blob_removed_at: number | null;
}

export interface EvidenceCustodyTable {
  id: Generated<number>;
  evidence_id: number;
  at: number;
  /** saved, viewed, downloaded, extracted, extract-refused, packaged, deleted, purged, missing */
  action: string;
  actor_type: 'user' | 'visitor' | 'operator' | 'system';
  actor_id: number | null;
  ip: string | null;
  /** JSON; never codes or ID numbers */
  detail: string | null;
}

/** One row per (record, address) that gave an extraction code: the lock and the row that serialises attempts. */
export interface ExtractGuardsTable {
  id: Generated<number>;
  evidence_id: number;
  /** the address, IPv6 cut to its /64 (services/extraction/address-key.ts) */
  ip_key: string;
  locked_until: number | null;
  updated_at: number;
}

/** Wrong extraction codes, counted per (record, address) over the last hour. */
export interface ExtractFailuresTable {
  id: Generated<number>;
  evidence_id: number;
  ip_key: string;
  at: number;
}

/** One row per record given a wrong extraction code: the lock across all addresses (decision 171). */
export interface ExtractRecordGuardsTable {
  id: Generated<number>;
  evidence_id: number;
  locked_until: number | null;
  /** locks in a row: each lock within a day of the last one lasts twice as long */
  strikes: Generated<number>;
  last_locked_at: number | null;
  updated_at: number;
}

/** A share link with an end (migration 0036, decision 870): only the token's SHA-256 is stored. */
export interface EvidenceShareLinksTable {
  id: Generated<number>;
  evidence_id: number;
  token_hash: string;
  expires_at: number;
  created_by: number;
  created_at: number;
}

/** A signing link replaced by a newer one (migration 0037, decision 887): only the token's SHA-256. */
export interface EsignReplacedLinksTable {
  id: Generated<number>;
  signer_id: number;
  token_hash: string;
  replaced_at: number;
}

/** Wrong extraction codes per record from any address, over the last hour. */
export interface ExtractRecordFailuresTable {
  id: Generated<number>;
  evidence_id: number;
  at: number;
}

/** A ZIP selection of evidence ids (POST /api/data/downloadZip), named by a signed URL. */
export interface DownloadSelectionsTable {
  id: Generated<number>;
  user_id: number;
  owner_user_id: number;
  /** set for a sub-account: it sees only what it created */
  creator_user_id: number | null;
  /** comma-separated ids */
  evidence_ids: string;
  created_at: number;
  expires_at: number;
}

/** A resumable upload in progress (0004-ingest); `id` is the tus upload id. */
export interface EvidenceUploadsTable {
  id: string;
  owner_user_id: number;
  creator_user_id: number;
  file_name: string;
  title: string;
  label: string | null;
  size: number;
  state: 'receiving' | 'finishing' | 'done';
  /** set once every byte arrived, before the original moves into the BlobStore */
  sha256: string | null;
  sm3: string | null;
  mime: string | null;
  file_type: number | null;
  evidence_id: number | null;
  /** an earlier record of the same owner with the same SHA-256 */
  duplicate_of: number | null;
  created_at: number;
  updated_at: number;
  /** an app upload's phone facts (JSON, migration 0027), recorded as the evidence's device_info */
  device_info: string | null;
}

/** An image stored by uploadNormal (0004-ingest); only its uploader (and operators) may read it. */
export interface UploadedImagesTable {
  id: Generated<number>;
  name: string;
  blob_key: string;
  uploader_user_id: number;
  mime: string;
  size: number;
  created_at: number;
}

/** live (undeleted) evidence per owner, creator, file type, product and label ('' for none), kept by triggers (migration 0005) */
export interface EvidenceLiveCountsTable {
  owner_user_id: number;
  creator_user_id: number;
  file_type: number;
  product_type: number;
  label: string;
  n: number;
}

/**
 * One row per distinct gram (2 characters, or 1 outside ASCII) of a live record's lowered title and
 * file name, with the list's filter columns; kept by triggers (migration 0009).
 */
export interface EvidenceGramsTable extends EvidenceSearchColumns {
  gram: string;
}

/** A live record's lower(title) ‖ U+001F ‖ lower(file name) ‖ U+001F ‖ evidence number, kept by triggers (migration 0009). */
export interface EvidenceSearchTextTable extends EvidenceSearchColumns {
  search_text: string;
}

/** The record's key and the list's filter columns, carried by both keyword-search tables (migration 0009). */
interface EvidenceSearchColumns {
  owner_user_id: number;
  saved_at: number;
  evidence_id: number;
  creator_user_id: number;
  file_type: number;
  product_type: number;
  label: string | null;
}

/** One verification submission (migration 0011); rows are kept as the history. */
export interface VerificationSubmissionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'person' | 'company' | 'author';
  /** 2 submitted, 3 approved, 4 rejected */
  status: number;
  subject_name: string;
  /** person: HMAC of the ID number; company: the credit code; author: null (unique while 2 or 3) */
  subject_key: string | null;
  /** author: the approved submission it changes */
  amends_id: number | null;
  created_at: number;
  reviewed_at: number | null;
  reviewed_by: number | null;
  reject_reason: string | null;
  /** a rejected company submission's uploads were dropped then */
  files_cleared_at: number | null;
}

/** An individual's form (perAuthorize); `*_enc` are sealed (services/verification/identity-cipher.ts). */
export interface PersonVerificationsTable {
  submission_id: number;
  user_name: string;
  id_card_enc: string;
  sex: number;
  mobile_enc: string;
  id_type: number;
  address: string;
  /** uploaded_images.name */
  author_front: string | null;
  author_back: string | null;
  author_hand: string | null;
  agreed_at: number;
}

/** A company's form (companyAuthorize), or a copy with a new authorised person (updateAuthor). */
export interface CompanyVerificationsTable {
  submission_id: number;
  company: string;
  tax_number: string;
  address: string;
  license: string | null;
  legal_name: string;
  legal_sex: number;
  legal_birth: string;
  legal_idcard_enc: string;
  legal_address: string;
  account_name: string;
  account_bank: string;
  account_no_enc: string;
  contact_name: string;
  contact_phone_enc: string;
  contact_idcard_enc: string;
  author_name: string;
  author_sex: number;
  author_birth: string;
  author_phone_enc: string;
  author_idcard_enc: string;
  author_address: string;
  file: string | null;
  author_front: string | null;
  author_back: string | null;
}

/** One face session of an individual's submission (migration 0012); no image is ever stored. */
export interface FaceVerificationsTable {
  id: Generated<number>;
  submission_id: number;
  user_id: number;
  flow: 'detect' | 'ali';
  provider: string;
  /** the provider's session id (BizToken / certify_id) */
  transaction_id: string;
  status: 'PENDING' | 'SUCCESS' | 'FAIL' | 'EXPIRED' | 'CANCELLED';
  created_at: number;
  expires_at: number;
  finished_at: number | null;
  /** the provider's Chinese reason of a FAIL, when it gave one (migration 0039) */
  fail_reason: string | null;
}

/** The local test provider's sessions (providers/face/local-face.ts). */
export interface FaceLocalSessionsTable {
  id: Generated<number>;
  transaction_id: string;
  flow: 'detect' | 'ali';
  /** SHA-256 (hex) of the mobile link's token */
  token_hash: string;
  masked_name: string;
  result: 'SUCCESS' | 'FAIL' | null;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
}

/** Recharge and consumption orders (migration 0013; shared/constants/commerce.ts). */
export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  /** whose balance: the individual, or the company a member spends for */
  account_user_id: number;
  /** who acted (a member's own login for its consumption) */
  actor_user_id: number;
  member_id: number | null;
  kind: 'recharge' | 'consumption' | 'notarial';
  bus_type: number | null;
  description: string;
  money_cents: number;
  points_cents: number;
  /** PayStatus: 1 pending, 2 paid, 3 failed, 4 cancelled */
  pay_status: number;
  /** PayType: 1 gift, 2 Alipay, 3 WeChat, 4 points */
  pay_type: number | null;
  origin: number;
  /** OrderInvoiceStatus 0–3 */
  invoice_status: number;
  invoice_id: number | null;
  evidence_id: number | null;
  provider: string | null;
  provider_trade_no: string | null;
  paid_at: number | null;
  closed_at: number | null;
  /** when its prepay trade closes at the provider: set at the first start, the same at every later one (0041) */
  pay_expires_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** the current payment attempt: its out_trade_no is tradeNoOf(order_no, pay_attempt); +1 when an expired notarial trade is replaced (0042) */
  pay_attempt: ColumnType<number, number | undefined, number>;
  /** the out_trade_no of the trade that paid this row (its provider_trade_no), what a refund of it names (0042) */
  paid_out_trade_no: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  updated_at: number;
}

/** Every change of a balance, with the balance after it (migration 0013). */
export interface PointsLedgerTable {
  id: Generated<number>;
  account_user_id: number;
  order_id: number | null;
  move: 'recharge' | 'consumption' | 'refund' | 'gift';
  delta_cents: number;
  balance_after_cents: number;
  actor_user_id: number | null;
  created_at: number;
}

/** An account's saved invoice header (migration 0016). */
export interface InvoiceHeadersTable {
  id: Generated<number>;
  user_id: number;
  /** 1 individual / non-enterprise, 2 enterprise */
  type: number;
  head: string;
  tax_num: string;
  bank_name: string;
  account: string;
  street: string;
  phone_number: string;
  mobile: string;
  email: string;
  created_at: number;
  updated_at: number;
}

/** An invoice application with the header as asked (migration 0016; InvoiceStatus 1, 2, 4). */
export interface InvoicesTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  header_id: number | null;
  type: number;
  status: number;
  money_cents: number;
  order_count: number;
  header_type: number;
  head: string;
  tax_num: string;
  bank_name: string;
  account: string;
  street: string;
  phone_number: string;
  mobile: string;
  email: string;
  remark: string;
  check_remark: string | null;
  invoice_number: string | null;
  provider: string | null;
  pdf_blob_key: string | null;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The orders an application covers (migration 0016). */
export interface InvoiceOrdersTable {
  invoice_id: number;
  order_id: number;
  money_cents: number;
}

/** A seal or handwritten signature of an account (migration 0017, decisions 135–144). */
export interface SealsTable {
  id: Generated<number>;
  /** the account it belongs to: an individual, or a company's main account */
  owner_user_id: number;
  name: string;
  /** drawn | company | person (SealKind) */
  kind: string;
  blob_key: string;
  size: number;
  width: number;
  height: number;
  sha256: string;
  /** 1 the account's default seal (at most one live), else 0 */
  is_default: number;
  created_by_user_id: number;
  created_at: number;
  /** soft delete: the row and image stay for documents signed with it */
  deleted_at: number | null;
  deleted_by_user_id: number | null;
}

export interface Database {
  users: UsersTable;
  operators: OperatorsTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  sms_deliveries: SmsDeliveriesTable;
  login_failures: LoginFailuresTable;
  company_members: CompanyMembersTable;
  notifications: NotificationsTable;
  audit_log: AuditLogTable;
  ledger_leaves: LedgerLeavesTable;
  ledger_nodes: LedgerNodesTable;
  ledger_checkpoints: LedgerCheckpointsTable;
  ledger_keys: LedgerKeysTable;
  ledger_anchors: LedgerAnchorsTable;
  evidence: EvidenceTable;
  evidence_custody: EvidenceCustodyTable;
  evidence_sources: EvidenceSourcesTable;
  evidence_shares: EvidenceSharesTable;
  extract_guards: ExtractGuardsTable;
  extract_failures: ExtractFailuresTable;
  extract_record_guards: ExtractRecordGuardsTable;
  extract_record_failures: ExtractRecordFailuresTable;
  evidence_share_links: EvidenceShareLinksTable;
  esign_replaced_links: EsignReplacedLinksTable;
  download_selections: DownloadSelectionsTable;
  evidence_uploads: EvidenceUploadsTable;
  uploaded_images: UploadedImagesTable;
  evidence_live_counts: EvidenceLiveCountsTable;
  evidence_grams: EvidenceGramsTable;
  evidence_search_text: EvidenceSearchTextTable;
  verification_submissions: VerificationSubmissionsTable;
  person_verifications: PersonVerificationsTable;
  company_verifications: CompanyVerificationsTable;
  face_verifications: FaceVerificationsTable;
  face_local_sessions: FaceLocalSessionsTable;
  orders: OrdersTable;
  points_ledger: PointsLedgerTable;
  invoice_headers: InvoiceHeadersTable;
  invoices: InvoicesTable;
  invoice_orders: InvoiceOrdersTable;
  seals: SealsTable;
  notary_orders: NotaryOrdersTable;
  notary_order_items: NotaryOrderItemsTable;
  notary_documents: NotaryDocumentsTable;
  sign_intents: SignIntentsTable;
  jobs: JobsTable;
  esign_seals: EsignSealsTable;
  esign_templates: EsignTemplatesTable;
  esign_flows: EsignFlowsTable;
  esign_signers: EsignSignersTable;
  esign_fields: EsignFieldsTable;
  esign_events: EsignEventsTable;
  bwc_devices: BwcDevicesTable;
  bwc_nonces: BwcNoncesTable;
  bwc_recordings: BwcRecordingsTable;
  captures: CapturesTable;
  refunds: RefundsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Operator = Selectable<OperatorsTable>;
export type Session = Selectable<SessionsTable>;
export type Evidence = Selectable<EvidenceTable>;
export type VerificationSubmission = Selectable<VerificationSubmissionsTable>;
export type PersonVerification = Selectable<PersonVerificationsTable>;
export type CompanyVerification = Selectable<CompanyVerificationsTable>;
export type FaceVerification = Selectable<FaceVerificationsTable>;
export type Order = Selectable<OrdersTable>;
export type Invoice = Selectable<InvoicesTable>;
export type InvoiceHeader = Selectable<InvoiceHeadersTable>;
export type Seal = Selectable<SealsTable>;
export type NotaryOrder = Selectable<NotaryOrdersTable>;
export type SignIntent = Selectable<SignIntentsTable>;
export type JobRow = Selectable<JobsTable>;
export type EsignSeal = Selectable<EsignSealsTable>;
export type EsignTemplate = Selectable<EsignTemplatesTable>;
export type EsignFlow = Selectable<EsignFlowsTable>;
export type EsignSigner = Selectable<EsignSignersTable>;
export type EsignField = Selectable<EsignFieldsTable>;
export type { Capture } from './schema-capture';

/** Which job step preserved an evidence row (migration 0029, services/evidence/preserve-once.ts). */
export interface EvidenceSourcesTable {
  source_key: string;
  evidence_id: number;
  /** JSON text of the facts a retry of the step needs, or null */
  detail: string | null;
  created_at: number;
}

/** A record shown to an account that does not own it (migration 0034): a signed contract to its signers. */
export interface EvidenceSharesTable {
  id: Generated<number>;
  evidence_id: number;
  user_id: number;
  /** what shared it: 'esign' */
  via: string;
  flow_id: number | null;
  created_at: number;
}
