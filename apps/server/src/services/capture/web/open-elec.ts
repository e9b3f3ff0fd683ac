import { CERT_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Capture, Evidence } from '../../../db/schema';
import { refuse } from '../../../errors';
import type { Principal } from '../../auth/principal';
import { isCertificateViewToken } from '../../certificate/view-token';
import { visibleCaptures, captureActor } from '../capture-access';
import { captureEvidence } from '../capture-evidence';

/**
 * Who may open /evidencesWeb/{no} — the certificate's rule (openCertificate) on the capture's package
 * record: the owner (the capture is in their account scope), or anyone holding the view token of the
 * package's evidence number. Everything else gets the same refusal whether the number exists or not:
 * without a token 请通过分享链接查看 (needViewToken), with a wrong one 链接无效 (badViewToken).
 */
export async function openElec(ctx: AppContext, p: Principal, q: { baoquan: string; viewToken?: string | undefined }): Promise<{ capture: Capture; evidence: Evidence | null; isOwner: boolean }> {
  const capture = await ctx.db.selectFrom('captures').selectAll().where('capture_no', '=', q.baoquan).where('kind', '=', 'web').where('deleted_at', 'is', null).executeTakeFirst();
  let isOwner = false;
  if (capture && p.kind === 'user' && !p.roleRevoked) {
    const mine = await visibleCaptures(ctx.db, captureActor(p)).select('captures.id').where('captures.id', '=', capture.id).executeTakeFirst();
    isOwner = mine !== undefined;
  }
  const evidence = capture ? await captureEvidence(ctx.db, capture) : null;
  if (isOwner && capture) return { capture, evidence, isOwner };
  if (q.viewToken === undefined) throw refuse(CERT_MSG.needViewToken);
  // the token opens only a preserved capture, and only the one its number names
  if (!capture || !evidence || !isCertificateViewToken(ctx.downloadSecret, evidence.evidence_no, q.viewToken)) throw refuse(CERT_MSG.badViewToken);
  return { capture, evidence, isOwner: false };
}
