import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TReviewListResponse } from '@evidence/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

export interface ReviewListFilter {
  page: number;
  /** 0 all, else 2, 3 or 4 */
  status: number;
  kind?: 'person' | 'company' | 'author' | undefined;
  /** a name (part of) or a login phone */
  keyword?: string | undefined;
}

/**
 * The review queue: submissions, 10 a page; those under review oldest first (first come, first
 * served), any other filter newest first. Only names and the login phone: no identity numbers.
 */
export async function getReviewList(db: Db, f: ReviewListFilter): Promise<TReviewListResponse> {
  let base = db.selectFrom('verification_submissions as s').innerJoin('users as u', 'u.id', 's.user_id').leftJoin('operators as o', 'o.id', 's.reviewed_by');
  if (f.status !== 0) base = base.where('s.status', '=', f.status);
  if (f.kind) base = base.where('s.kind', '=', f.kind);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('u.phone', '=', f.keyword!), sql<boolean>`${eb.ref('s.subject_name')} like ${like} escape '\\'`]));
  }
  const order = f.status === 2 ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    base
      .select(['s.id', 's.kind', 's.status', 's.user_id', 'u.phone', 's.subject_name', 's.created_at', 's.reviewed_at', 'o.name as reviewer_name'])
      .orderBy('s.created_at', order)
      .orderBy('s.id', order)
      .limit(PAGE_SIZE)
      .offset((f.page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      status: Number(r.status),
      userId: Number(r.user_id),
      phone: r.phone,
      subjectName: r.subject_name,
      submittedAt: Number(r.created_at),
      reviewedAt: r.reviewed_at === null ? null : Number(r.reviewed_at),
      reviewerName: r.reviewer_name,
    })),
    count: Number(total.n),
  };
}
