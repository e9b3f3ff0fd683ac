import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { NOTARY_MSG, SIGN_INTENT_MSG, SignIntentStatus, SmsPurpose } from '@evidence/shared/constants';
import type { SignIntent } from '../../db/schema';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { consumeSmsCode, sendSmsCode } from '../auth/sms-codes';
import { maskPhone } from '../privacy/mask';
import { normaliseDrawn } from '../seals/normalise-drawn';
import { usableIntent } from './intent-by-token';
import { intentSmsWhat, intentSubjectHashes, intentSubjectView } from './subject-view';

/** What each purpose asks the signer to do, as the phone page says it. */
const PURPOSE_LABELS: Record<string, string> = {
  'notary.sign': '公证申请文件签字',
  'notary.interview': '询问笔录确认签字',
};

/** The login phone of the account whose intent it is: codes go there, never to a number a page names. */
export const accountPhone = async (ctx: Pick<AppContext, 'db'>, userId: number) =>
  (await ctx.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

/** /signature-code opens with this: what is to be signed (the order number, the documents), the masked phone the code goes to, the state. */
export async function phoneIntentView(ctx: Pick<AppContext, 'db'>, token: unknown) {
  const row = await usableIntent(ctx.db, token);
  const subject = await intentSubjectView(ctx.db, row);
  const documentSha256 = row.document_sha256 ? row.document_sha256.split(',') : [];
  return { status: row.status, purpose: PURPOSE_LABELS[row.purpose] ?? '签字', phone: maskPhone(await accountPhone(ctx, Number(row.account_user_id))), expiresAt: Number(row.expires_at), ...subject, documentSha256 };
}

/**
 * The code's purpose is the intent's own: a code whose text named one order's documents confirms only the intent it
 * was sent for, never another pending intent of the same account (another order's QR code), like the SMS way's
 * per-order purpose (notarySignSmsPurpose; decision 784).
 */
export const intentSmsPurpose = (row: Pick<SignIntent, 'id'>) => `${SmsPurpose.sign}:intent:${Number(row.id)}`;

/** Sends the confirmation code to the account's own phone (never to a number the phone page names), saying what it confirms. */
export async function sendIntentCode(ctx: AppContext, token: unknown, ip: string | null) {
  const row = await usableIntent(ctx.db, token);
  if (row.status !== SignIntentStatus.pending) throw refuse(SIGN_INTENT_MSG.used);
  // the text names the order and documents like the SMS way's code (issue 23 item 1, outside review)
  const template = await intentSmsWhat(ctx.db, row);
  // an intent of no known subject has nothing a carrier template could name: its link is not usable
  if (!template) throw refuse(SIGN_INTENT_MSG.badToken);
  const sent = await sendSmsCode(ctx.db, ctx.sms, { phone: await accountPhone(ctx, Number(row.account_user_id)), purpose: intentSmsPurpose(row), ip, template }, ctx.config.sms);
  return { smsToken: sent.smsToken, resendAfter: sent.resendAfter };
}

/** The SMS code proves the person holding the phone controls the account's number: the intent is verified. */
export async function checkIntentCode(ctx: AppContext, token: unknown, code: string, smsToken: string | undefined) {
  const row = await usableIntent(ctx.db, token);
  if (row.status !== SignIntentStatus.pending) throw refuse(SIGN_INTENT_MSG.used);
  await consumeSmsCode(ctx.db, { phone: await accountPhone(ctx, Number(row.account_user_id)), purpose: intentSmsPurpose(row), code, smsToken });
  const changed = await ctx.db.updateTable('sign_intents').set({ status: SignIntentStatus.verified, verified_at: Date.now() }).where('id', '=', row.id).where('status', '=', SignIntentStatus.pending).executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw refuse(SIGN_INTENT_MSG.used);
  return { status: SignIntentStatus.verified };
}

/**
 * The phone sends back the hashes its page showed (the intent's bound ones), and those must still be the
 * subject's current documents: a document changed since the QR code was made is refused with the subject's
 * message ('文书已变更…'), before any byte is stored (issue 23 item 1).
 */
async function requireBoundDocuments(ctx: AppContext, row: SignIntent, shown: readonly string[]): Promise<void> {
  if (row.subject_kind !== 'notary') return;
  const bound = row.document_sha256 ? row.document_sha256.split(',') : [];
  const current = await intentSubjectHashes(ctx.db, row);
  const same = (a: readonly string[], b: readonly string[]) => a.length > 0 && a.length === b.length && a.every((h, i) => h !== '' && h === b[i]);
  if (!same(bound, shown) || !same(bound, current)) throw refuse(NOTARY_MSG.documentChanged);
}

/**
 * The phone's handwriting (PNG, judged by content like a drawn seal: decision 137): stored in the
 * BlobStore, then the intent becomes submitted, once. A second submission is refused and the bytes it
 * stored are removed again.
 */
export async function submitHandwriting(ctx: AppContext, token: unknown, png: Buffer, client: { ip: string | null; userAgent: string | null }, shown: readonly string[] = []) {
  const row = await usableIntent(ctx.db, token);
  if (row.status === SignIntentStatus.pending) throw refuse(SIGN_INTENT_MSG.verifyFirst);
  if (row.status !== SignIntentStatus.verified) throw refuse(SIGN_INTENT_MSG.used);
  await requireBoundDocuments(ctx, row, shown);
  const image = await normaliseDrawn(png);
  const sha256 = createHash('sha256').update(image.png).digest('hex');
  const key = `handwriting/${new Date().toISOString().slice(0, 7).replace('-', '')}/${randomBytes(16).toString('hex')}.png`;
  await ctx.blobs.put(key, Readable.from([image.png]), { contentType: 'image/png' });
  const now = Date.now();
  const claim = ctx.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('sign_intents')
      .set({ status: SignIntentStatus.submitted, handwriting_blob_key: key, handwriting_sha256: sha256, submitted_at: now, submit_ip: client.ip, submit_user_agent: client.userAgent?.slice(0, 300) ?? null })
      .where('id', '=', row.id)
      .where('status', '=', SignIntentStatus.verified)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw refuse(SIGN_INTENT_MSG.used);
    await writeAudit(trx, { actorType: 'user', actorId: Number(row.account_user_id), action: 'intent.handwriting', targetType: row.subject_kind, targetId: Number(row.subject_id), ip: client.ip, detail: { intent: Number(row.id), purpose: row.purpose, sha256 } });
  });
  // a refused claim (a second submission raced this one) removes the bytes it stored (decision 600)
  await claim.catch(async (err: unknown) => {
    await ctx.blobs.delete(key).catch(() => undefined);
    throw err;
  });
  return { status: SignIntentStatus.submitted };
}
