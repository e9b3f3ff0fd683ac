import { EXTRACT_LOCK_AFTER, EXTRACT_LOCK_MS, EXTRACT_LOCK_WINDOW_MS } from '@evidence/shared/constants';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export type GuardOutcome = { at: number } & (
  | { outcome: 'locked'; until: number }
  | { outcome: 'right' }
  | { outcome: 'wrong'; failures: number; lockedUntil: number | null }
);

/**
 * One extraction attempt for a (record, address) pair, inside the caller's transaction. The upsert of
 * the pair's guard row comes first: in PostgreSQL it holds the row lock until commit, and SQLite runs
 * one write transaction at a time, so parallel guesses from one address queue here and each sees the
 * failures before it — no burst of requests gets more than 5 tries (issue 4 §6).
 *
 * A locked pair is refused before the code is compared. A wrong code is counted; the 5th within an
 * hour locks the pair for an hour (and starts the count afresh for when the lock ends). A right code
 * forgets the pair's failures.
 */
export async function guardAttempt(trx: Transaction<Database>, evidenceId: number, ipKey: string, isRight: () => boolean, clock: () => number = Date.now): Promise<GuardOutcome> {
  const arrived = clock();
  const guard = await trx
    .insertInto('extract_guards')
    .values({ evidence_id: evidenceId, ip_key: ipKey, locked_until: null, updated_at: arrived })
    .onConflict((oc) => oc.columns(['evidence_id', 'ip_key']).doUpdateSet({ updated_at: arrived }))
    .returning(['id', 'locked_until'])
    .executeTakeFirstOrThrow();
  // the time once this attempt holds the pair (it may have waited for others)
  const now = clock();
  const lockedUntil = guard.locked_until === null ? null : Number(guard.locked_until);
  if (lockedUntil !== null && lockedUntil > now) return { at: now, outcome: 'locked', until: lockedUntil };

  if (isRight()) {
    await trx.deleteFrom('extract_failures').where('evidence_id', '=', evidenceId).where('ip_key', '=', ipKey).execute();
    return { at: now, outcome: 'right' };
  }
  // failures older than the window no longer count: drop them, so the table holds the last hour only
  await trx.deleteFrom('extract_failures').where('evidence_id', '=', evidenceId).where('ip_key', '=', ipKey).where('at', '<=', now - EXTRACT_LOCK_WINDOW_MS).execute();
  await trx.insertInto('extract_failures').values({ evidence_id: evidenceId, ip_key: ipKey, at: now }).execute();
  const counted = await trx
    .selectFrom('extract_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('evidence_id', '=', evidenceId)
    .where('ip_key', '=', ipKey)
    .where('at', '>', now - EXTRACT_LOCK_WINDOW_MS)
    .executeTakeFirstOrThrow();
  const failures = Number(counted.n);
  if (failures < EXTRACT_LOCK_AFTER) return { at: now, outcome: 'wrong', failures, lockedUntil: null };
  const until = now + EXTRACT_LOCK_MS;
  await trx.updateTable('extract_guards').set({ locked_until: until, updated_at: now }).where('id', '=', guard.id).execute();
  await trx.deleteFrom('extract_failures').where('evidence_id', '=', evidenceId).where('ip_key', '=', ipKey).execute();
  return { at: now, outcome: 'wrong', failures, lockedUntil: until };
}
