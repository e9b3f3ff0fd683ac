import type { EsignEventKind } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';

/**
 * What can happen to a flow. The detail page's timeline and the signed PDF's audit page are both read
 * from these rows, so each is written in the transaction of what it records.
 */
export const EsignEvent = {
  created: 'created',
  sent: 'sent',
  linkSent: 'link_sent',
  reminded: 'reminded',
  opened: 'opened',
  identityChecked: 'identity_checked',
  identityFailed: 'identity_failed',
  faceStarted: 'face_started',
  intentConfirmed: 'intent_confirmed',
  intentFailed: 'intent_failed',
  signed: 'signed',
  rejected: 'rejected',
  revoked: 'revoked',
  expired: 'expired',
  completed: 'completed',
  completionFailed: 'completion_failed',
  downloaded: 'downloaded',
  autoSealed: 'auto_sealed',
} as const satisfies Record<string, EsignEventKind>;
export type EsignEvent = (typeof EsignEvent)[keyof typeof EsignEvent];

export interface FlowEventInput {
  flowId: number;
  signerId?: number | null;
  kind: EsignEvent;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
  at?: number;
}

export async function recordFlowEvent(trx: Db, e: FlowEventInput): Promise<void> {
  await trx
    .insertInto('esign_events')
    .values({
      flow_id: e.flowId,
      signer_id: e.signerId ?? null,
      kind: e.kind,
      at: e.at ?? Date.now(),
      ip: e.ip ?? null,
      user_agent: e.userAgent ? e.userAgent.slice(0, 300) : null,
      detail_json: e.detail ? JSON.stringify(e.detail) : null,
    })
    .execute();
}
