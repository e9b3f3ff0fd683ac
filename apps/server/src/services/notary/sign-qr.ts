import type { TIntentQr, TIntentStatus } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { UserPrincipal } from '../auth/principal';
import { createQrIntent } from '../intent/create-qr-intent';
import { intentStatusFor } from '../intent/take-handwriting';
import { requireApplicant } from './applicant';
import { ownNotaryOrder } from './own-order';
import { joinHashes, roundDocumentHashes } from './sign/shown-documents';
import { pollSubject, signingRound } from './sign/signing-round';

export { notaryInterviewSubject, notarySignSubject } from './sign/intent-subjects';

/**
 * 一键签署 → 手机签字: a QR code whose page is /signature-code (the SMS check to the account's phone,
 * then the canvas). Only at the signature step or, for the second signing, at office stage interview; a
 * new code replaces the one shown before.
 */
export async function notarySignQr(ctx: AppContext, p: UserPrincipal, orderId: number, origin: string): Promise<TIntentQr> {
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  const round = signingRound(order);
  // bound to the documents' current versions: the phone signs these, and nothing changed since (issue 23 item 1)
  const shown = joinHashes(await roundDocumentHashes(ctx.db, Number(order.id), round));
  const made = await createQrIntent(ctx.db, round.subject(Number(order.id)), { accountUserId: accountId, actorUserId: p.user.id }, shown);
  return { intentId: made.intentId, url: `${origin}/signature-code?token=${made.token}`, expiresAt: made.expiresAt };
}

/** The desktop's 2 s poll of its QR code (001 §9). */
export async function notarySignStatus(ctx: AppContext, p: UserPrincipal, orderId: number, intentId: number): Promise<TIntentStatus> {
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  return intentStatusFor(ctx.db, intentId, pollSubject(order));
}
