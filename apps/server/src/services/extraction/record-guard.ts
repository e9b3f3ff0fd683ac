import {
  EXTRACT_LOCK_WINDOW_MS,
  EXTRACT_RECORD_LOCK_AFTER,
  EXTRACT_RECORD_LOCK_BASE_MS,
  EXTRACT_RECORD_LOCK_MAX_MS,
  EXTRACT_RECORD_STRIKE_MEMORY_MS,
} from '@evidence/shared/constants';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface RecordGuard {
  id: number;
  lockedUntil: number | null;
  strikes: number;
  lastLockedAt: number | null;
}

/**
 * The record-wide guard (issue 14, decision 171): the lock per (record, address) alone let 10
 * addresses try 50 codes and an 11th succeed. Its row is upserted first in the attempt's transaction,
 * before the pair's, so attempts on one record from any addresses queue here (the PostgreSQL row lock;
 * SQLite has one writer) and each sees the failures before it.
 */
export async function enterRecordGuard(trx: Transaction<Database>, evidenceId: number, now: number): Promise<RecordGuard> {
  const row = await trx
    .insertInto('extract_record_guards')
    .values({ evidence_id: evidenceId, locked_until: null, last_locked_at: null, updated_at: now })
    .onConflict((oc) => oc.column('evidence_id').doUpdateSet({ updated_at: now }))
    .returning(['id', 'locked_until', 'strikes', 'last_locked_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    lockedUntil: row.locked_until === null ? null : Number(row.locked_until),
    strikes: Number(row.strikes),
    lastLockedAt: row.last_locked_at === null ? null : Number(row.last_locked_at),
  };
}

/** How long the next lock lasts: 15 minutes, doubled for each lock within a day of the previous one, at most a day. */
export function recordLockLength(strikes: number): number {
  return Math.min(EXTRACT_RECORD_LOCK_BASE_MS * 2 ** Math.max(0, strikes - 1), EXTRACT_RECORD_LOCK_MAX_MS);
}

/**
 * Counts one wrong code against the record. The EXTRACT_RECORD_LOCK_AFTER-th within the window locks
 * the record for every address (its count starts afresh for when the lock ends); answers the lock's
 * end and how many wrong codes caused it, or null.
 */
export async function countRecordFailure(trx: Transaction<Database>, guard: RecordGuard, evidenceId: number, now: number): Promise<{ until: number; failures: number; lengthMs: number } | null> {
  await trx.deleteFrom('extract_record_failures').where('evidence_id', '=', evidenceId).where('at', '<=', now - EXTRACT_LOCK_WINDOW_MS).execute();
  await trx.insertInto('extract_record_failures').values({ evidence_id: evidenceId, at: now }).execute();
  const counted = await trx
    .selectFrom('extract_record_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('evidence_id', '=', evidenceId)
    .executeTakeFirstOrThrow();
  const failures = Number(counted.n);
  if (failures < EXTRACT_RECORD_LOCK_AFTER) return null;
  const recent = guard.lastLockedAt !== null && now - guard.lastLockedAt < EXTRACT_RECORD_STRIKE_MEMORY_MS;
  const strikes = recent ? guard.strikes + 1 : 1;
  const lengthMs = recordLockLength(strikes);
  const until = now + lengthMs;
  await trx.updateTable('extract_record_guards').set({ locked_until: until, strikes, last_locked_at: now, updated_at: now }).where('id', '=', guard.id).execute();
  await trx.deleteFrom('extract_record_failures').where('evidence_id', '=', evidenceId).execute();
  return { until, failures, lengthMs };
}

/**
 * A new extraction code ends the record-wide locks of the account's records and forgets their
 * failures (they were guesses at the old code), so the owner's remedy works at once; the strikes
 * stay, so an attack that goes on meets longer locks.
 */
export async function releaseRecordLocks(trx: Transaction<Database>, ownerUserId: number, now: number): Promise<number> {
  const owned = trx.selectFrom('evidence').select('id').where('owner_user_id', '=', ownerUserId);
  await trx.deleteFrom('extract_record_failures').where('evidence_id', 'in', owned).execute();
  const r = await trx
    .updateTable('extract_record_guards')
    .set({ locked_until: null, updated_at: now })
    .where('evidence_id', 'in', owned)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
