import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { MSG, SMS_CODE_MAX_WRONG, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, fillMessage } from '@evidence/shared/constants';
import { isPostgres, type Db } from '../../db/connect';
import { AppError, refuse, tooMany } from '../../errors';
import { SmsSendError, type SmsProvider } from '../../providers/sms/sms-provider';
import type { SmsTemplateKey } from '../../providers/sms/sms-templates';
import { newToken, sha256Hex } from './tokens';

export interface SmsLimits {
  perPhoneDaily: number;
  perIpHourly: number;
}

/** The template of each fixed purpose's code; signing codes name theirs (they carry an order number or a title). */
const PURPOSE_TEMPLATE: Record<string, SmsTemplateKey> = {
  register: 'code_register',
  reset: 'code_reset',
  '7': 'code_member_add',
  '8': 'code_member_stop',
  account: 'code_account',
};

/** The template a code's text is sent with, and its parameters besides the code. */
export interface CodeTemplate {
  key: SmsTemplateKey;
  params?: Record<string, string>;
}

/** Start of the current calendar day in China (UTC+8), where "per day" limits reset. */
function startOfChinaDay(now: number): number {
  const offset = 8 * 3_600_000;
  return Math.floor((now + offset) / 86_400_000) * 86_400_000 - offset;
}

/**
 * The limits are "check, then insert": on PostgreSQL two sends at once could both pass, so sends for
 * one phone (and one IP) take transaction-scoped advisory locks, phone first, then IP (one order:
 * no deadlock). SQLite runs write transactions one at a time already.
 */
async function serializePerPhoneAndIp(trx: Db, phone: string, ip: string | null): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`sms-phone:${phone}`}))`.execute(trx);
  if (ip) await sql`select pg_advisory_xact_lock(hashtext(${`sms-ip:${ip}`}))`.execute(trx);
}

const hashCode = (token: string, code: string) => sha256Hex(`${token}:${code}`);

/**
 * Issues a 6-digit code bound to phone and purpose: 10 minutes, single use, one resend a minute,
 * limits per phone per day and per IP per hour. Earlier codes of the same purpose stop working once the
 * new one is sent. A code the gateway refused or never got is no code (decision 892): its row is removed, so
 * the resend wait does not start and neither the phone's nor the address's budget is spent; the earlier code
 * still works. While it is being sent its row counts, so two requests at once cannot both pass the limits.
 */
export async function sendSmsCode(
  db: Db,
  sms: SmsProvider,
  req: { phone: string; purpose: string; ip: string | null; /** the text's template; fixed purposes have their own */ template?: CodeTemplate },
  limits: SmsLimits,
): Promise<{ smsToken: string; resendAfter: number }> {
  const now = Date.now();
  const template = req.template ?? (PURPOSE_TEMPLATE[req.purpose] ? { key: PURPOSE_TEMPLATE[req.purpose]! } : undefined);
  if (!template) throw new Error(`no SMS template for the code purpose ${req.purpose}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await serializePerPhoneAndIp(trx, req.phone, req.ip);
    const last = await trx
      .selectFrom('sms_codes')
      .select('created_at')
      .where('phone', '=', req.phone)
      .where('purpose', '=', req.purpose)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const wait = last ? Math.ceil((last.created_at + SMS_RESEND_SECONDS * 1000 - now) / 1000) : 0;
    if (wait > 0) throw tooMany(fillMessage(MSG.smsResendWait, { seconds: wait }));
    const today = await trx
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', req.phone)
      .where('created_at', '>=', startOfChinaDay(now))
      .executeTakeFirstOrThrow();
    if (Number(today.n) >= limits.perPhoneDaily) throw tooMany(MSG.smsDailyLimit);
    if (req.ip) {
      const fromIp = await trx
        .selectFrom('sms_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', req.ip)
        .where('created_at', '>=', now - 3_600_000)
        .executeTakeFirstOrThrow();
      if (Number(fromIp.n) >= limits.perIpHourly) throw tooMany(MSG.smsIpLimit);
    }
    await trx
      .insertInto('sms_codes')
      .values({
        phone: req.phone,
        purpose: req.purpose,
        code_hash: hashCode(token, code),
        token,
        ip: req.ip,
        created_at: now,
        expires_at: now + SMS_CODE_TTL_SECONDS * 1000,
        wrong_attempts: 0,
        consumed_at: null,
      })
      .execute();
  });
  try {
    await sms.send({ phone: req.phone, purpose: req.purpose, template: template.key, params: { ...template.params, code } });
  } catch (err) {
    if (err instanceof SmsSendError && err.code === 'timeout') {
      // no answer in time: the carrier may still deliver it, so the send counts (the resend wait and both budgets),
      // but its code is never usable — the caller got no token for it (decision 953; a refusal or an unreachable
      // gateway, below, certainly sent nothing)
      await db.updateTable('sms_codes').set({ consumed_at: Date.now() }).where('token', '=', token).execute();
      throw new AppError(400, fillMessage(MSG.smsTimeoutWait, { seconds: SMS_RESEND_SECONDS }), null, err);
    }
    // not sent: the row goes, as if never asked for (one statement: the code was never told to anyone)
    await db.deleteFrom('sms_codes').where('token', '=', token).execute();
    // the provider's own code and text stay on the server (outcome row, log); the user gets the Chinese reason
    throw new AppError(400, err instanceof SmsSendError ? err.reason : MSG.smsSendFailed, null, err);
  }
  // sent: earlier codes of the purpose stop working
  await db
    .updateTable('sms_codes')
    .set({ consumed_at: Date.now() })
    .where('phone', '=', req.phone)
    .where('purpose', '=', req.purpose)
    .where('token', '!=', token)
    .where('consumed_at', 'is', null)
    .execute();
  return { smsToken: token, resendAfter: SMS_RESEND_SECONDS };
}

/**
 * Checks and consumes a code. A wrong code counts; the fifth wrong one ends the code.
 * Runs on its own (not inside the caller's transaction) so a wrong try is counted even when
 * the caller's work is refused.
 */
export async function consumeSmsCode(
  db: Db,
  req: { phone: string; purpose: string; code: string; smsToken?: string | undefined },
): Promise<void> {
  const now = Date.now();
  let q = db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', req.phone)
    .where('purpose', '=', req.purpose)
    .orderBy('created_at', 'desc');
  if (req.smsToken) q = q.where('token', '=', req.smsToken);
  const row = await q.executeTakeFirst();
  if (!row) throw refuse(MSG.smsTokenMissing);
  if (row.consumed_at !== null || row.expires_at <= now) throw refuse(MSG.smsExpired);
  // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const counted = await db
    .updateTable('sms_codes')
    .set({ wrong_attempts: sql<number>`wrong_attempts + 1` })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('wrong_attempts', '<', SMS_CODE_MAX_WRONG)
    .returning('wrong_attempts')
    .executeTakeFirst();
  if (!counted) throw refuse(MSG.smsExpired);
  if (row.code_hash !== hashCode(row.token, req.code)) {
    const spent = Number(counted.wrong_attempts) >= SMS_CODE_MAX_WRONG;
    if (spent) await db.updateTable('sms_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
    throw refuse(spent ? MSG.smsTooManyWrong : MSG.smsWrong);
  }
  // The right code: its counted try is given back, and it is spent (only one caller can spend it).
  const done = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now, wrong_attempts: sql<number>`wrong_attempts - 1` })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw refuse(MSG.smsExpired);
}
