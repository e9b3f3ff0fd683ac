import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import { removeUnfinished } from './preserve-once';

/**
 * The evidence_sources keys a job writes through preserveOnce, as LIKE patterns (each kind's own function sits
 * next to its handler). Patterns carry only ids and the kind, never user text, so no LIKE escaping is needed.
 */
export type JobSourceKeys = (job: { id: number; payload: unknown }) => string[];

/** The rows preserveOnce wrote under these keys (the job's documents), with or without their leaf. */
export async function sourcedRows(db: Db, patterns: readonly string[]): Promise<Evidence[]> {
  if (patterns.length === 0) return [];
  return db
    .selectFrom('evidence_sources as s')
    .innerJoin('evidence as e', 'e.id', 's.evidence_id')
    .selectAll('e')
    .where((eb) => eb.or(patterns.map((p) => eb('s.source_key', 'like', p))))
    .orderBy('e.id')
    .execute();
}

/**
 * A job that ends without success for good (its last attempt failed, its node went away on the last attempt, it
 * was cancelled) owns the rows it left (issue 23 item 6, decisions 800–801): a row without its leaf was never in
 * the ledger and nobody will adopt it, so it goes with its custody entry, its blob and its evidence_sources row —
 * before the caller records the failure or the refund, so "failed and refunded" and "a 保全号 of it" are never
 * both true. A row that HAS its leaf is preserved evidence: it is kept and returned, and the caller must not
 * fail or refund its subject (capture.web adopts it; decision 801).
 */
export async function abandonJobEvidence(ctx: AppContext, patterns: readonly string[]): Promise<{ removed: number; kept: Evidence[] }> {
  const kept: Evidence[] = [];
  let removed = 0;
  for (const row of await sourcedRows(ctx.db, patterns)) {
    if (row.leaf_index !== null) kept.push(row);
    else {
      await removeUnfinished(ctx, row);
      removed += 1;
    }
  }
  return { removed, kept };
}
