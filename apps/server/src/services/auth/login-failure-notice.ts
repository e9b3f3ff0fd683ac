import { MSG, fillMessage } from '@evidence/shared/constants';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/connect';
import { writeAudit } from '../audit/write-audit';
import { notify } from '../notifications/notify';

/** At most one notice of failed logins per account in this time (decision 181). */
export const FAILURE_NOTICE_INTERVAL_MS = 3_600_000;
const ACTION = 'user.login_failure_notice';

/**
 * Tells an account holder that logins to their account keep failing: once the captcha becomes
 * required, then at most once an hour while failures go on. The notice and its audit row (which
 * the hourly limit reads) are written together.
 */
export async function noticeFailedLogins(db: Db, userId: number, failures: number, now: number = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // two failures at once must not both find "no notice yet" (SQLite runs write transactions one at a time)
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`login-notice:${userId}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('audit_log')
      .select('id')
      .where('at', '>', now - FAILURE_NOTICE_INTERVAL_MS)
      .where('action', '=', ACTION)
      .where('target_id', '=', String(userId))
      .executeTakeFirst();
    if (recent) return false;
    await notify(trx, userId, fillMessage(MSG.loginFailureNotice, { count: failures }), now);
    await writeAudit(trx, { actorType: 'system', actorId: null, action: ACTION, targetType: 'user', targetId: userId, detail: { failures } });
    return true;
  });
}
