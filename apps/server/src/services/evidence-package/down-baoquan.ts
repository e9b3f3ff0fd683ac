import { CERT_MSG, EVIDENCE_MSG, VerifyStatus } from '@evidence/shared/constants';
import type { TDownUrl } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { downloadUrl } from '../downloads/download-urls';
import { visibleEvidence } from '../evidence/evidence-scope';
import { mustBeUploaded, mustHaveOriginal } from './downloadable';

/**
 * The evidence package URL for the owner (000 §6: the download button is for the logged-in,
 * verified owner; isSelf 1). Another tenant's id answers like a missing one. The URL is signed and
 * expires (DOWNLOAD_URL_TTL_SECONDS); the download route checks the record again when it is used.
 */
export async function downBaoquan(ctx: AppContext, p: UserPrincipal, dataId: number, ip: string | null): Promise<TDownUrl> {
  const row = await visibleEvidence(ctx.db, p).selectAll().where('evidence.id', '=', dataId).executeTakeFirst();
  if (!row) throw refuse(EVIDENCE_MSG.notFound);
  if (p.user.verify_status !== VerifyStatus.verified) throw refuse(CERT_MSG.notVerified);
  mustBeUploaded(row);
  await mustHaveOriginal(ctx, row, ip);
  return { downUrl: downloadUrl({ secret: ctx.downloadSecret, ttlMs: ctx.config.download.ttlMs }, 'package', row.id, { userId: p.user.id, via: 'owner' }) };
}
