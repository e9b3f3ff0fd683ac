import { EVIDENCE_MSG } from '@evidence/shared/constants';
import type { TDownloadZipAnswer } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { downloadUrl } from '../downloads/download-urls';
import { visibleEvidence } from '../evidence/evidence-scope';
import { scopeOf, type DownloadScope } from './download-scope';
import { selectDownloadable } from './select-downloadable';

/**
 * POST /api/data/downloadZip: checks the selection like downloadBatch, keeps the downloadable ids
 * and the caller's scope in download_selections (1,000 ids do not fit in a URL), and answers the
 * signed URL of the streamed ZIP. The selection lives as long as its URL.
 */
export async function createZipSelection(ctx: AppContext, p: UserPrincipal, ids: readonly number[], ip: string | null, now = Date.now()): Promise<TDownloadZipAnswer> {
  const { rows, refused } = await selectDownloadable(ctx.db, ctx.blobs, visibleEvidence(ctx.db, p), ids, 'download_zip', ip);
  if (rows.length === 0) throw refuse(EVIDENCE_MSG.noDownloadFiles, { refused });
  const ttlMs = ctx.config.download.ttlMs;
  const scope = scopeOf(p);
  await ctx.db.deleteFrom('download_selections').where('expires_at', '<', now).execute();
  const made = await ctx.db
    .insertInto('download_selections')
    .values({
      user_id: p.user.id,
      owner_user_id: scope.ownerUserId,
      creator_user_id: scope.creatorUserId,
      evidence_ids: rows.map((r) => r.id).join(','),
      created_at: now,
      expires_at: now + ttlMs,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const url = downloadUrl({ secret: ctx.downloadSecret, ttlMs }, 'zip', made.id, { userId: p.user.id, via: 'owner' }, now);
  return { url, count: rows.length, totalBytes: rows.reduce((n, r) => n + Number(r.size), 0), refused, expiresAt: now + ttlMs };
}

export interface StoredSelection {
  id: number;
  userId: number;
  scope: DownloadScope;
  ids: number[];
}

/** The selection a ZIP token names, while it has not expired. */
export async function loadZipSelection(db: Db, id: number, now = Date.now()): Promise<StoredSelection | null> {
  const row = await db.selectFrom('download_selections').selectAll().where('id', '=', id).where('expires_at', '>=', now).executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    scope: { ownerUserId: Number(row.owner_user_id), creatorUserId: row.creator_user_id === null ? null : Number(row.creator_user_id) },
    ids: row.evidence_ids.split(',').map(Number),
  };
}
