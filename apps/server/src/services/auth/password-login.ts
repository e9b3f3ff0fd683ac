import { sql } from 'kysely';
import { MSG, fillMessage } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { AppError, refuse } from '../../errors';
import { consumeCaptcha } from './captcha';
import { dummyPasswordHash, verifyPassword } from './passwords';

export interface LockoutPolicy {
  captchaAfter: number;
  lockAfter: number;
  lockMs: number;
}

interface Account {
  id: number;
  password_hash: string;
  locked_until: number | null;
}

const lockedMessage = (ms: number) => fillMessage(MSG.accountLocked, { minutes: Math.max(1, Math.ceil(ms / 60_000)) });

/**
 * Counts one attempt in the database and answers the count including it, or null when the
 * account is locked. Atomic under concurrency: the lock is checked in the same statement, so a
 * request that read the row before another one locked it cannot slip through. An expired lock is
 * lifted here and the count restarts just past the captcha threshold (the captcha stays required).
 */
async function reserveAttempt(db: Db, table: 'users' | 'operators', id: number, policy: LockoutPolicy, now: number): Promise<number | null> {
  const expired = sql<boolean>`locked_until IS NOT NULL AND locked_until <= ${now}`;
  const row = await db
    .updateTable(table)
    .set({
      failed_logins: sql<number>`CASE WHEN ${expired} THEN ${policy.captchaAfter + 1} ELSE failed_logins + 1 END`,
      locked_until: sql<number | null>`CASE WHEN ${expired} THEN NULL ELSE locked_until END`,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('failed_logins')
    .executeTakeFirst();
  return row ? Number(row.failed_logins) : null;
}

/** The time left on a lock another request set after this one read the account. */
async function lockedUntil(db: Db, table: 'users' | 'operators', id: number): Promise<number> {
  const row = await db.selectFrom(table).select('locked_until').where('id', '=', id).executeTakeFirst();
  return Number(row?.locked_until ?? 0);
}

async function lock(db: Db, table: 'users' | 'operators', id: number, policy: LockoutPolicy, now: number): Promise<never> {
  // Only the lock time is set: resetting the count here would race with pending releases.
  await db.updateTable(table).set({ locked_until: now + policy.lockMs }).where('id', '=', id).execute();
  throw refuse(lockedMessage(policy.lockMs), { needCaptcha: true });
}

async function releaseAttempt(db: Db, table: 'users' | 'operators', id: number): Promise<void> {
  await db.updateTable(table).set({ failed_logins: sql<number>`failed_logins - 1` }).where('id', '=', id).where('failed_logins', '>', 0).execute();
}

/**
 * Password check with the lockout rules shared by users and operators: after `captchaAfter`
 * failures the image captcha is required, after `lockAfter` the account is locked for `lockMs`.
 * Each attempt is counted before the password is compared, so parallel guesses cannot pass the
 * limits. An unknown account costs the same time and answers like a wrong password.
 */
export async function checkPasswordWithLockout(
  db: Db,
  table: 'users' | 'operators',
  account: Account | undefined,
  input: { password: string; captchaKey?: string | undefined; imgCode?: string | undefined },
  policy: LockoutPolicy,
): Promise<void> {
  const now = Date.now();
  if (!account) {
    await verifyPassword(input.password, await dummyPasswordHash());
    throw refuse(MSG.loginFailed, { needCaptcha: false });
  }
  if (account.locked_until !== null && account.locked_until > now) {
    throw refuse(lockedMessage(account.locked_until - now), { needCaptcha: true });
  }
  const attempt = await reserveAttempt(db, table, account.id, policy, now);
  if (attempt === null) {
    const until = await lockedUntil(db, table, account.id);
    throw refuse(lockedMessage(Math.max(until - now, 1)), { needCaptcha: true });
  }
  // Parallel attempts beyond the limit: lock without comparing the password.
  if (attempt > policy.lockAfter) await lock(db, table, account.id, policy, now);
  if (attempt > policy.captchaAfter) {
    // A missing or wrong captcha is not a password attempt: give the reserved attempt back.
    if (!input.imgCode) {
      await releaseAttempt(db, table, account.id);
      throw refuse(MSG.loginNeedCaptcha, { needCaptcha: true });
    }
    try {
      await consumeCaptcha(db, input.captchaKey, input.imgCode);
    } catch (err) {
      await releaseAttempt(db, table, account.id);
      if (err instanceof AppError) throw refuse(err.message, { needCaptcha: true });
      throw err;
    }
  }
  if (await verifyPassword(input.password, account.password_hash)) {
    await db.updateTable(table).set({ failed_logins: 0, locked_until: null }).where('id', '=', account.id).execute();
    return;
  }
  if (attempt >= policy.lockAfter) await lock(db, table, account.id, policy, now);
  throw refuse(MSG.loginFailed, { needCaptcha: attempt >= policy.captchaAfter });
}
