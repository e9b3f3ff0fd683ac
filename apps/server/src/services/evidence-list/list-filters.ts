import { sql, type Expression, type SqlBool } from 'kysely';
import type { TGetListFilters } from '@evidence/shared/contracts';
import type { evidenceScope } from '../evidence/evidence-scope';

/**
 * The saved-time bounds of a list query in ms: startTime's first millisecond, and everything before
 * the second after endTime (endTime names its last whole second, 000 §9).
 */
export function savedAtRange(q: TGetListFilters): { from?: number; before?: number } {
  return {
    ...(q.startTime !== undefined ? { from: q.startTime * 1000 } : {}),
    ...(q.endTime !== undefined ? { before: (q.endTime + 1) * 1000 } : {}),
  };
}

/** Whose records: the owner, and for a sub-account only what it created (evidenceScope). */
export type ListScope = ReturnType<typeof evidenceScope>;

/**
 * The caller's scope and every filter but the keyword, as conditions on a table under `alias` that
 * carries the list columns (evidence, evidence_grams, evidence_search_text): each of them has the
 * owner, creator, saved time, file type, product and label under the same names.
 */
export function listConditions(alias: string, s: ListScope, q: TGetListFilters): Expression<SqlBool>[] {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const out = [sql<SqlBool>`${col('owner_user_id')} = ${s.owner}`];
  if (s.creator !== null) out.push(sql<SqlBool>`${col('creator_user_id')} = ${s.creator}`);
  const { from, before } = savedAtRange(q);
  if (from !== undefined) out.push(sql<SqlBool>`${col('saved_at')} >= ${from}`);
  if (before !== undefined) out.push(sql<SqlBool>`${col('saved_at')} < ${before}`);
  if (q.type) out.push(sql<SqlBool>`${col('file_type')} = ${q.type}`);
  if (q.productType) out.push(sql<SqlBool>`${col('product_type')} = ${q.productType}`);
  if (q.label !== undefined) out.push(sql<SqlBool>`${col('label')} = ${q.label}`);
  return out;
}

export const allOf = (conditions: Expression<SqlBool>[]): Expression<SqlBool> => sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
