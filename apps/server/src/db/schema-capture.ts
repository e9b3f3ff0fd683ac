import type { Generated, Selectable } from 'kysely';

/** One online capture (migration 0026): a web page, a recorded session (vm) or a TV-profile session (ott). */
export interface CapturesTable {
  id: Generated<number>;
  capture_no: string;
  /** CaptureKind: web | vm | ott */
  kind: string;
  owner_user_id: number;
  creator_user_id: number;
  member_id: number | null;
  title: string;
  label: string | null;
  url: string;
  /** CaptureStatus */
  status: string;
  fail_reason: string | null;
  job_id: number | null;
  reserved_minutes: number | null;
  used_ms: number | null;
  order_id: number | null;
  charged_cents: Generated<number>;
  refunded_cents: Generated<number>;
  evidence_id: number | null;
  /** JSON, kind-specific */
  facts_json: string | null;
  /** JSON CaptureFile[] */
  files_json: string | null;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
  confirm_deadline: number | null;
  confirmed_at: number | null;
  updated_at: number;
  deleted_at: number | null;
}

export type Capture = Selectable<CapturesTable>;
