import { NOTARY_MSG, NotaryDocType, NotaryStatus } from '@evidence/shared/constants';

/** The five documents' types (the certificate, 6, is the office's own). */
type SignedDocType = 1 | 2 | 3 | 4 | 5;
import type { Db } from '../../../db/connect';
import type { NotaryOrder } from '../../../db/schema';
import { refuse } from '../../../errors';
import type { IntentSubject } from '../../intent/create-qr-intent';
import { requireStep } from '../own-order';
import { notaryInterviewSubject, notarySignSubject } from './intent-subjects';

/**
 * The two signings of an order (decisions 266, 268, 303). The first, at the signature step, stamps the
 * application form and the two notices and moves the order signature → signing → deCode. The second, once
 * the office accepted and recorded the interview (office stage interview), stamps the 受理通知书's receipt
 * and the 询问笔录 and moves the stage interview → confirming → confirmed; only then may the notary issue.
 * Both use the same intents, SMS codes and job (notary.sign); each move is a conditional update.
 */
export interface SigningRound {
  round: 1 | 2;
  subject: (orderId: number) => IntentSubject;
  types: readonly SignedDocType[];
}

/**
 * The applicant signs first the application form and the two notices it has read. The 受理通知书's receipt and
 * the 询问笔录 state what only the office can make true (an acceptance, an interview), so they are signed in
 * the second signing, after the office accepted and recorded the interview (decision 268).
 */
export const FIRST_SIGNING: SigningRound = { round: 1, subject: notarySignSubject, types: [NotaryDocType.application, NotaryDocType.notarizationNotice, NotaryDocType.preservationNotice] };
export const SECOND_SIGNING: SigningRound = { round: 2, subject: notaryInterviewSubject, types: [NotaryDocType.acceptance, NotaryDocType.inquiry] };
export const roundOf = (round: number): SigningRound => (round === 2 ? SECOND_SIGNING : FIRST_SIGNING);

/**
 * The signing a notarial intent's purpose belongs to; null for a purpose no signing has. Every place that
 * tells or checks an intent's documents goes through this, so a new purpose is named in one spot and not
 * shown with an empty document list (outside review of issue 23 item 1).
 */
export const roundOfPurpose = (purpose: string): SigningRound | null => [FIRST_SIGNING, SECOND_SIGNING].find((r) => r.subject(0).purpose === purpose) ?? null;

/** The signing an order waits for now, or the step refusal ('请按步骤办理…', '该公证订单已结束…'). */
export function signingRound(order: NotaryOrder): SigningRound {
  if (Number(order.status) === NotaryStatus.inProgress && order.step === 'office' && order.office_stage === 'interview') {
    // the second signing follows the first: an order that reached the office unsigned is not signed here
    if (Number(order.sign_count) !== 1) throw refuse(NOTARY_MSG.signRepeated);
    return SECOND_SIGNING;
  }
  requireStep(order, 'signature');
  return FIRST_SIGNING;
}

/** The intent subject whose QR codes an order's desktop polls: the interview's once the order is at the office. */
export const pollSubject = (order: NotaryOrder): IntentSubject => (order.step === 'office' ? notaryInterviewSubject(Number(order.id)) : notarySignSubject(Number(order.id)));

/** Waiting → running, conditional on the state read (two clicks start one signing). True when it moved. */
export async function startSigning(trx: Db, order: NotaryOrder, r: SigningRound): Promise<boolean> {
  const now = Date.now();
  let q = trx.updateTable('notary_orders').where('id', '=', order.id).where('sign_count', '=', Number(order.sign_count)).where('status', '=', NotaryStatus.inProgress);
  q = r.round === 1 ? q.set({ step: 'signing', updated_at: now }).where('step', '=', 'signature') : q.set({ office_stage: 'confirming', updated_at: now }).where('step', '=', 'office').where('office_stage', '=', 'interview');
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Is the order's signing of this round running (the job's first check)? */
export const signingRuns = (order: NotaryOrder, r: SigningRound) =>
  Number(order.status) === NotaryStatus.inProgress && (r.round === 1 ? order.step === 'signing' : order.step === 'office' && order.office_stage === 'confirming');

/** Running → done with the count raised; an order ended meanwhile stays as it was ended. True when it moved. */
export async function finishSigning(trx: Db, orderId: number, r: SigningRound, now: number): Promise<boolean> {
  let q = trx.updateTable('notary_orders').where('id', '=', orderId).where('status', '=', NotaryStatus.inProgress);
  q =
    r.round === 1
      ? q.set((eb) => ({ step: 'deCode', sign_count: eb('sign_count', '+', 1), signed_at: now, updated_at: now })).where('step', '=', 'signing')
      : q.set((eb) => ({ office_stage: 'confirmed', sign_count: eb('sign_count', '+', 1), updated_at: now })).where('step', '=', 'office').where('office_stage', '=', 'confirming');
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

/** Running → waiting again (a refusal, or the last failed attempt): the order's account and number, when it moved. */
export async function returnToWaiting(trx: Db, orderId: number, r: SigningRound) {
  let q = trx.updateTable('notary_orders').where('id', '=', orderId).where('status', '=', NotaryStatus.inProgress);
  q = r.round === 1 ? q.set({ step: 'signature', updated_at: Date.now() }).where('step', '=', 'signing') : q.set({ office_stage: 'interview', updated_at: Date.now() }).where('step', '=', 'office').where('office_stage', '=', 'confirming');
  return q.returning(['id', 'type', 'status', 'step', 'office_stage', 'account_user_id', 'order_no']).executeTakeFirst();
}
