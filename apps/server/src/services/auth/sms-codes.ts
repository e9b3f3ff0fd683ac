import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { MSG, SMS_CODE_MAX_WRONG, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, fillMessage } from '@evidence/shared/constants';
import { isPostgres, type Db } from '../../db/connect';
import { AppError, refuse, tooMany } from '../../errors';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { newToken, sha256Hex } from './tokens';

export interface SmsLimits {
  perPhoneDaily: number;
  perIpHourly: number;
}

const PURPOSE_TEXT: Record<string, string> = {
  register: '注册账号',
  reset: '找回密码',
  '7': '添加企业成员',
  '8': '停用企业成员',
  account: '修改企业账号手机号',
  // notarial documents today, electronic contracts later: the code confirms the account holder signs
  sign: '签署电子文书',
  esign: '签署电子合同',
};

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
 * limits per phone per day and per IP per hour. Earlier codes of the same purpose stop working.
 */
export async function sendSmsCode(
  db: Db,
  sms: SmsProvider,
  req: { phone: string; purpose: string; ip: string | null; /** what the text says the code is for, when its purpose's words are not enough */ what?: string },
  limits: SmsLimits,
): Promise<{ smsToken: string; resendAfter: number }> {
  const now = Date.now();
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
      .updateTable('sms_codes')
      .set({ consumed_at: now })
      .where('phone', '=', req.phone)
      .where('purpose', '=', req.purpose)
      .where('consumed_at', 'is', null)
      .execute();
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
  const what = req.what ?? PURPOSE_TEXT[req.purpose] ?? '身份验证';
  const text = `【数据存证平台】您正在${what}，验证码为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效。如非本人操作，请忽略本短信。`;
  try {
    await sms.send({ phone: req.phone, text, purpose: req.purpose });
  } catch (err) {
    await db.updateTable('sms_codes').set({ consumed_at: Date.now() }).where('token', '=', token).execute();
    // the provider's own error text stays on the server (the caller logs it), never in the answer
    throw new AppError(400, MSG.smsSendFailed, null, err);
  }
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
