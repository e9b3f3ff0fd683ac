import { NOTARY, NOTARY_MSG, SIGN_INTENT_MSG, SignIntentStatus } from '@evidence/shared/constants';
import type { TNotarySignRequest } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import type { UserPrincipal } from '../../auth/principal';
import { consumeSmsCode, sendSmsCode } from '../../auth/sms-codes';
import { accountPhone } from '../../intent/phone-steps';
import { writeAudit } from '../../audit/write-audit';
import { enqueueJob } from '../../jobs/enqueue-job';
import { requireApplicant } from '../applicant';
import { ownNotaryOrder } from '../own-order';
import type { IntentSubject } from '../../intent/create-qr-intent';
import { notarySignSmsPurpose } from './intent-subjects';
import { NOTARY_SIGN_JOB, type NotarySignPayload } from './sign-job';
import { requireShownDocuments, sameDocuments, splitHashes } from './shown-documents';
import { signingRound, startSigning } from './signing-round';
import { signSmsTemplate } from './sms-wording';

/** 短信签署: the code to the account's own phone, at the signature step or the second signing (office stage interview). */
export async function sendNotarySignSms(ctx: AppContext, p: UserPrincipal, orderId: number, ip: string | null) {
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  const signing = signingRound(order);
  const template = signSmsTemplate(order.order_no, signing);
  const sent = await sendSmsCode(ctx.db, ctx.sms, { phone: await accountPhone(ctx, accountId), purpose: notarySignSmsPurpose(Number(order.id), signing.round), ip, template }, ctx.config.sms);
  return { smsToken: sent.smsToken, resendAfter: sent.resendAfter };
}

/** Which image the documents get: a seal of the account (SMS way) or the phone's handwriting (QR way). */
async function chooseSource(ctx: AppContext, accountId: number, subject: IntentSubject, round: 1 | 2, req: TNotarySignRequest): Promise<NotarySignPayload['source']> {
  if (req.intentId !== undefined) {
    const intent = await ctx.db
      .selectFrom('sign_intents')
      .select(['id', 'status', 'document_sha256'])
      .where('id', '=', req.intentId)
      .where('subject_kind', '=', subject.kind)
      .where('subject_id', '=', subject.id)
      .where('purpose', '=', subject.purpose)
      .executeTakeFirst();
    if (!intent) throw refuse(SIGN_INTENT_MSG.badToken);
    // the phone signed what the QR code was bound to; the page's hashes were just found current, so this
    // refuses a handwriting given for documents that changed since the code was made. Asked before the
    // state: a correction of the 询问笔录 cancels the intent it outdated, and that signer is told the
    // documents changed, not to verify a code (outside review of issue 23 item 1)
    if (!sameDocuments(splitHashes(intent.document_sha256), req.documentSha256 ?? [])) throw refuse(NOTARY_MSG.documentChanged);
    if (intent.status !== SignIntentStatus.submitted) throw refuse(SIGN_INTENT_MSG.verifyFirst);
    return { kind: 'intent', intentId: Number(intent.id) };
  }
  if (!req.verifyCode) throw refuse(NOTARY_MSG.codeEmpty);
  let seal = ctx.db.selectFrom('seals').select('id').where('owner_user_id', '=', accountId).where('deleted_at', 'is', null);
  seal = req.imageId !== undefined ? seal.where('id', '=', req.imageId) : seal.where('is_default', '=', 1);
  const row = await seal.executeTakeFirst();
  if (!row) throw refuse(req.imageId !== undefined ? NOTARY_MSG.sealMissing : NOTARY_MSG.noSeal);
  // the code is checked (and counted when wrong) before anything of the order changes
  await consumeSmsCode(ctx.db, { phone: await accountPhone(ctx, accountId), purpose: notarySignSmsPurpose(subject.id, round), code: req.verifyCode, smsToken: req.smsToken });
  return { kind: 'seal', sealId: Number(row.id) };
}

/**
 * 一键签署 (001 §4): the intent is checked here, then the order moves to `signing` and one job stamps and
 * signs the five documents (services/notary/sign/sign-job.ts); the page polls the order every 2 s until
 * its step is deCode. '不可重复签章' once the order was signed NOTARY.maxSignings times. The move is
 * conditional on the step and count read, so two clicks start one signing. At office stage interview the
 * same call is the second signing (signing-round.ts): stage interview → confirming, and the job stamps the
 * 受理通知书's receipt and the 询问笔录; the page polls orderDetail until `officeStage` is confirmed.
 * The call names the SHA-256 of the documents the page showed (`documentSha256`, orderDetail's `signSha256`);
 * any other than the round's current versions is refused '文书已变更，请重新查看后签署' (shown-documents.ts).
 */
export async function requestNotarySign(ctx: AppContext, p: UserPrincipal, req: TNotarySignRequest, ip: string | null): Promise<{ step: string }> {
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, req.orderId);
  if (Number(order.sign_count) >= NOTARY.maxSignings) throw refuse(NOTARY_MSG.signRepeated);
  const signing = signingRound(order);
  // before the code is consumed or the intent looked at: a refusal here changes nothing (issue 23 item 1)
  await requireShownDocuments(ctx.db, Number(order.id), signing, req.documentSha256);
  const source = await chooseSource(ctx, accountId, signing.subject(Number(order.id)), signing.round, req);
  const round = Number(order.sign_count) + 1;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await startSigning(trx, order, signing))) throw refuse(NOTARY_MSG.signRepeated);
    const payload: NotarySignPayload = { orderId: Number(order.id), round, source, actorUserId: p.user.id };
    await enqueueJob(trx, { kind: NOTARY_SIGN_JOB, payload, maxAttempts: 3 });
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'notary.sign.request', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no, round, source: source.kind } });
  });
  return { step: signing.round === 1 ? 'signing' : 'office' };
}
