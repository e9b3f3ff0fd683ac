import { EVIDENCE_MSG, type ShareLinkDays } from '@evidence/shared/constants';
import type { TCreateShareLinkResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import type { UserPrincipal } from '../auth/principal';
import { certificateViewToken } from '../certificate/view-token';
import { visibleEvidence } from '../evidence/evidence-scope';
import { newShareToken, shareTokenHash } from './share-link';

const DAY_MS = 86_400_000;

/**
 * The 分享 dialog's link (issue 24 item 7, decision 870) for a record in the caller's scope (visibleEvidence: the
 * owner, the company's main account, a sub-account for what it created; another tenant's id answers like a missing
 * one). 永久 is the certificate's own link, as 复制证书链接 gives it; 7 or 30 days a stored token ending then. Each
 * link given is audited (who shared which record, for how long), in the same transaction as the token it stores.
 */
export async function createShareLink(
  deps: { db: Db; downloadSecret: Buffer },
  p: UserPrincipal,
  input: { dataId: number; days: ShareLinkDays },
  ip: string | null,
  now = Date.now(),
): Promise<TCreateShareLinkResponse> {
  const row = await visibleEvidence(deps.db, p).select(['evidence.id', 'evidence.evidence_no', 'evidence.title']).where('evidence.id', '=', input.dataId).executeTakeFirst();
  if (!row) throw refuse(EVIDENCE_MSG.notFound);
  const permanent = input.days === 0;
  const viewToken = permanent ? certificateViewToken(deps.downloadSecret, row.evidence_no) : newShareToken();
  const expiresAt = permanent ? null : now + input.days * DAY_MS;
  await deps.db.transaction().execute(async (trx) => {
    if (expiresAt !== null) {
      await trx.insertInto('evidence_share_links').values({ evidence_id: row.id, token_hash: shareTokenHash(viewToken), expires_at: expiresAt, created_by: p.user.id, created_at: now }).execute();
    }
    // never the token itself in the audit row
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'evidence.share', targetType: 'evidence', targetId: row.id, ip, detail: { days: input.days, expiresAt } });
  });
  return {
    baoquan: row.evidence_no,
    title: row.title,
    viewToken,
    path: `/attestation/${row.evidence_no}?viewToken=${encodeURIComponent(viewToken)}`,
    expiresAt,
  };
}
