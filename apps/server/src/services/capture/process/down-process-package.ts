import { CAPTURE_MSG, CaptureStatus, PROCESS_MSG } from '@evidence/shared/constants';
import type { TDownUrl } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import type { UserPrincipal } from '../../auth/principal';
import { downBaoquan } from '../../evidence-package/down-baoquan';
import { captureActor, loadCapture, visibleCaptures } from '../capture-access';
import { loadSession } from './session-row';

/**
 * The evidence package of a confirmed session (downVmOttBaoquan by id, downProBaoquan by number): the package's
 * evidence row's own download (ZIP with the WACZ, the PDF certificate, proof.json and 验证说明, for
 * `npm run verify`), under its rule — the logged-in, real-name verified owner only (decision 561).
 */
export async function downProcessPackage(ctx: AppContext, p: UserPrincipal, by: { id: number } | { captureNo: string }, ip: string | null): Promise<TDownUrl> {
  const a = captureActor(p);
  const found =
    'id' in by
      ? await loadCapture(ctx.db, a, by.id)
      : await visibleCaptures(ctx.db, a).selectAll('captures').where('captures.capture_no', '=', by.captureNo).executeTakeFirst();
  if (!found) throw refuse(CAPTURE_MSG.notFound);
  const row = loadSession(found);
  if (row.status !== CaptureStatus.succeeded || row.evidence_id === null) throw refuse(PROCESS_MSG.notConfirmed);
  return downBaoquan(ctx, p, Number(row.evidence_id), ip);
}
