import { sql } from 'kysely';
import { MSG, fillMessage } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { AppError, refuse, tooMany } from '../../errors';
import { consumeCaptcha } from './captcha';
import { noticeFailedLogins } from './login-failure-notice';
import { failuresFromAddress, releaseSlot, reserveSlot } from './login-failures';
import { dummyPasswordHash, verifyPassword } from './passwords';

/** LOGIN_* settings (README): failures per account and per client address. */
export interface LoginPolicy {
  /** account failures after which its logins need the image captcha, until one succeeds */
  captchaAfter: number;
  /** failures from one address within `ipWindowMs` after which logins from there need the captcha */
  ipCaptchaAfter: number;
  /** failures from one address within `ipWindowMs` after which logins from there are refused */
  ipBlockAfter: number;
  ipWindowMs: number;
}

interface Account {
  id: number;
  password_hash: string;
}

type Table = 'users' | 'operators';

/** Counts one attempt on the account before its password is compared; answers the count including it. */
async function reserveAttempt(db: Db, table: Table, id: number): Promise<number> {
  const row = await db
    .updateTable(table)
    .set({ failed_logins: sql<number>`failed_logins + 1` })
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return Number(row.failed_logins);
}

async function releaseAttempt(db: Db, table: Table, id: number): Promise<void> {
  await db.updateTable(table).set({ failed_logins: sql<number>`failed_logins - 1` }).where('id', '=', id).where('failed_logins', '>', 0).execute();
}

/**
 * Password check shared by users and operators (decisions 178–183). Nobody can lock an account:
 * after `captchaAfter` failures of an account, and after `ipCaptchaAfter` failures from one address,
 * a login needs the image captcha, which the right password with a right captcha always passes.
 * Only an address with `ipBlockAfter` failures in the window is refused outright, whatever the
 * account. Every attempt is counted (account and address) before the password is compared, so
 * parallel guesses cannot pass the limits; an attempt that fails for want of a captcha, or succeeds,
 * is taken back, so successes never count. An unknown account costs the same time and answers like
 * a wrong password. The holder of a user account is told (rate-limited) once the captcha is needed.
 */
export async function checkPasswordWithLockout(
  db: Db,
  table: Table,
  account: Account | undefined,
  input: { password: string; captchaKey?: string | undefined; imgCode?: string | undefined },
  policy: LoginPolicy,
  ip: string | null,
): Promise<void> {
  const now = Date.now();
  const since = now - policy.ipWindowMs;
  if ((await failuresFromAddress(db, ip, since)) >= policy.ipBlockAfter) {
    throw tooMany(fillMessage(MSG.loginAddressBlocked, { minutes: Math.ceil(policy.ipWindowMs / 60_000) }));
  }
  const slot = await reserveSlot(db, now, ip, table === 'users' ? 'user' : 'operator', account?.id ?? null);
  const fromAddress = await failuresFromAddress(db, ip, since);
  const attempt = account ? await reserveAttempt(db, table, account.id) : 0;
  const giveBack = async () => {
    await releaseSlot(db, slot);
    if (account) await releaseAttempt(db, table, account.id);
  };

  if (attempt > policy.captchaAfter || fromAddress > policy.ipCaptchaAfter) {
    // A missing or wrong captcha is not a password attempt: it is given back.
    if (!input.imgCode) {
      await giveBack();
      throw refuse(MSG.loginNeedCaptcha, { needCaptcha: true });
    }
    try {
      await consumeCaptcha(db, input.captchaKey, input.imgCode);
    } catch (err) {
      await giveBack();
      if (err instanceof AppError) throw refuse(err.message, { needCaptcha: true });
      throw err;
    }
  }
  const needCaptcha = attempt >= policy.captchaAfter || fromAddress >= policy.ipCaptchaAfter;
  if (!account) {
    await verifyPassword(input.password, await dummyPasswordHash());
    throw refuse(MSG.loginFailed, { needCaptcha });
  }
  if (await verifyPassword(input.password, account.password_hash)) {
    await releaseSlot(db, slot);
    await db.updateTable(table).set({ failed_logins: 0 }).where('id', '=', account.id).execute();
    return;
  }
  if (table === 'users' && attempt >= policy.captchaAfter) await noticeFailedLogins(db, account.id, attempt, now);
  throw refuse(MSG.loginFailed, { needCaptcha });
}
