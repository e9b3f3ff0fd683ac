import type { TIntentQr, TIntentStatus } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { UserPrincipal } from '../auth/principal';
import { createQrIntent, type IntentSubject } from '../intent/create-qr-intent';
import { intentStatusFor } from '../intent/take-handwriting';
import { requireApplicant } from './applicant';
import { ownNotaryOrder, requireStep } from './own-order';

/** The intent subject of an order's signing step. */
export const notarySignSubject = (orderId: number): IntentSubject => ({ kind: 'notary', id: orderId, purpose: 'notary.sign' });

/**
 * 一键签署 → 手机签字: a QR code whose page is /signature-code (the SMS check to the account's phone,
 * then the canvas). Only at the signature step; a new code replaces the one shown before.
 */
export async function notarySignQr(ctx: AppContext, p: UserPrincipal, orderId: number, origin: string): Promise<TIntentQr> {
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  requireStep(order, 'signature');
  const made = await createQrIntent(ctx.db, notarySignSubject(Number(order.id)), { accountUserId: accountId, actorUserId: p.user.id });
  return { intentId: made.intentId, url: `${origin}/signature-code?token=${made.token}`, expiresAt: made.expiresAt };
}

/** The desktop's 2 s poll of its QR code (001 §9). */
export async function notarySignStatus(ctx: AppContext, p: UserPrincipal, orderId: number, intentId: number): Promise<TIntentStatus> {
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  return intentStatusFor(ctx.db, intentId, notarySignSubject(Number(order.id)));
}
