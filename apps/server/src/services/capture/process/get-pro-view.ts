import { CAPTURE_KIND_NAMES, CAPTURE_MSG, CaptureStatus, CERT_MSG, PROCESS_MSG } from '@evidence/shared/constants';
import type { TGetProViewRequest, TGetProViewResponse } from '@evidence/shared/contracts';
import { captureEvidence } from '../capture-evidence';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import type { Principal } from '../../auth/principal';
import { holderName } from '../../certificate/certificate-facts';
import { relationTo } from '../../certificate/find-record';
import { logCertificateView } from '../../certificate/log-view';
import { certificateViewToken, isCertificateViewToken } from '../../certificate/view-token';
import { captureActor, visibleCaptures } from '../capture-access';
import { actionLines } from './action-lines';
import { checkItems, sessionFacts, shownFiles } from './session-facts';
import { loadSession } from './session-row';
import { videoUrl } from './video-url';

/**
 * GET /api/share/getProView {id: capture number, viewToken?} (decision 561): a confirmed session's public view,
 * by the certificate's rule — the owner (account scope of the package's evidence row), or whoever holds the
 * view token of the number (checked before the database, so a wrong token says nothing about the number);
 * everyone else the same refusal whether the number exists or not. Visitors see the holder masked and their
 * view is written to the evidence's custody log.
 */
export async function getProView(ctx: AppContext, p: Principal, q: TGetProViewRequest, ip: string | null): Promise<TGetProViewResponse> {
  if (q.viewToken !== undefined && !isCertificateViewToken(ctx.downloadSecret, q.id, q.viewToken)) throw refuse(CERT_MSG.badViewToken);
  const cap = await ctx.db.selectFrom('captures').selectAll().where('capture_no', '=', q.id).where('kind', 'in', ['vm', 'ott']).executeTakeFirst();
  const ev = cap ? ((await captureEvidence(ctx.db, cap)) ?? undefined) : undefined;
  const rel = ev ? await relationTo(ctx.db, p, ev) : { owner: false, isSelf: false };
  // before confirmation there is no evidence row: the capture's own scope says whether it is the caller's
  const ownsCapture = rel.owner || (cap !== undefined && p.kind === 'user' && !p.roleRevoked && (await visibleCaptures(ctx.db, captureActor(p)).select('captures.id').where('captures.id', '=', cap.id).executeTakeFirst()) !== undefined);
  if (q.viewToken === undefined && !ownsCapture) throw refuse(CERT_MSG.needViewToken);
  if (!cap) throw refuse(CAPTURE_MSG.notFound);
  if (cap.status !== CaptureStatus.succeeded || !ev) throw refuse(PROCESS_MSG.notConfirmed);
  const row = loadSession(cap);
  if (!rel.owner) await logCertificateView(ctx.db, p, ev, ip);
  const facts = sessionFacts(row);
  const userId = p.kind === 'user' ? p.user.id : null;
  const vp = facts.viewport;
  return {
    captureNo: row.capture_no,
    kind: row.kind,
    kindName: CAPTURE_KIND_NAMES[row.kind],
    title: row.title,
    ownerName: await holderName(ctx.db, ev, rel.owner),
    startedAt: row.started_at === null ? null : Number(row.started_at),
    endedAt: row.ended_at === null ? null : Number(row.ended_at),
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    usedSeconds: row.used_ms === null ? null : Math.ceil(Number(row.used_ms) / 1000),
    evidenceNo: ev.evidence_no,
    // whoever may see this view may open the package's certificate too (a share-link visitor's link worked only for web captures: review)
    certificateViewToken: certificateViewToken(ctx.downloadSecret, ev.evidence_no),
    packageSha256: ev.sha256,
    packageSm3: ev.sm3,
    packageSize: Number(ev.size),
    ledgerIndex: ev.leaf_index === null ? null : Number(ev.leaf_index),
    files: shownFiles(row),
    environment: checkItems(facts),
    environmentClean: facts.environment?.clean ?? false,
    actions: actionLines(facts.actions ?? []),
    browser: facts.browser ?? '',
    userAgent: facts.userAgent ?? null,
    viewport: vp ? `${vp.width}×${vp.height}` : '',
    videoUrl: videoUrl(ctx, Number(row.id), userId, rel.owner ? 'owner' : 'view'),
    shareUrl: rel.owner ? `/evidencesPro/${row.capture_no}?viewToken=${certificateViewToken(ctx.downloadSecret, row.capture_no)}` : null,
    canDownload: rel.isSelf,
  };
}
