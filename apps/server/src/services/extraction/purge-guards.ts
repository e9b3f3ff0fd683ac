import { EXTRACT_LOCK_WINDOW_MS, EXTRACT_RECORD_STRIKE_MEMORY_MS } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';

/**
 * Forgets extraction guards that no longer decide anything: a (record, address) pair whose last
 * try is older than the counting window and that is not locked. Without this, every address that
 * ever tried a code would keep a row for ever. Failures past the window go too (guardAttempt drops
 * them only for pairs that try again). Runs with the evidence purge.
 */
export async function purgeStaleExtractGuards(db: Db, now: number): Promise<{ guards: number; failures: number }> {
  const before = now - EXTRACT_LOCK_WINDOW_MS;
  const failures = await db.deleteFrom('extract_failures').where('at', '<=', before).executeTakeFirst();
  const guards = await db
    .deleteFrom('extract_guards')
    .where('updated_at', '<=', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  // record-wide guards: kept while locked or while their strikes still lengthen the next lock
  const recordFailures = await db.deleteFrom('extract_record_failures').where('at', '<=', before).executeTakeFirst();
  const recordGuards = await db
    .deleteFrom('extract_record_guards')
    .where('updated_at', '<=', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .where((eb) => eb.or([eb('last_locked_at', 'is', null), eb('last_locked_at', '<=', now - EXTRACT_RECORD_STRIKE_MEMORY_MS)]))
    .executeTakeFirst();
  return {
    guards: Number(guards.numDeletedRows) + Number(recordGuards.numDeletedRows),
    failures: Number(failures.numDeletedRows) + Number(recordFailures.numDeletedRows),
  };
}
