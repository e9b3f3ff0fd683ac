import { VERIFY_MSG } from '@evidence/shared/constants';
import type { TReviewDetail } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { faceReview } from '../face/face-summary';
import { identityCipher } from '../verification/identity-cipher';
import { imageLinks } from '../verification/identity-images';
import { signFor } from '../verification/sign-for';
import { loadSubmission } from '../verification/submission-rows';
import { companyData, imageNames, personData, summaryOf } from '../verification/verification-data';

/**
 * GET /api/admin/verification/detail: one submission for an operator, unmasked, with signed image
 * URLs, the account's other submissions and, for a change of authorised person, the verified data
 * it changes. Every view writes an audit row (who saw whose identity data, when, from where).
 */
export async function getReviewDetail(ctx: AppContext, operatorId: number, id: number, ip: string | null): Promise<TReviewDetail> {
  const loaded = await loadSubmission(ctx.db, id);
  if (!loaded) throw refuse(VERIFY_MSG.notFound);
  const { submission } = loaded;
  const userId = Number(submission.user_id);
  const user = await ctx.db.selectFrom('users').select(['phone', 'account_type', 'verify_status']).where('id', '=', userId).executeTakeFirstOrThrow();
  const amended = submission.amends_id === null ? null : await loadSubmission(ctx.db, Number(submission.amends_id));
  const viewer = { userId: null, via: 'operator' as const };
  const links = await imageLinks(ctx.db, signFor(ctx), [...imageNames(loaded), ...(amended ? imageNames(amended) : [])], viewer);
  const cipher = identityCipher(ctx.config);
  const reviewer = submission.reviewed_by === null ? undefined : await ctx.db.selectFrom('operators').select('name').where('id', '=', Number(submission.reviewed_by)).executeTakeFirst();
  const history = await ctx.db.selectFrom('verification_submissions').selectAll().where('user_id', '=', userId).where('id', '!=', id).orderBy('id', 'desc').execute();
  const face = submission.kind === 'person' ? await faceReview(ctx.db, ctx.face, id) : null;
  await writeAudit(ctx.db, { actorType: 'operator', actorId: operatorId, action: 'verification.view', targetType: 'verification', targetId: id, ip, detail: { userId, kind: submission.kind } });
  return {
    ...summaryOf(submission),
    userId,
    phone: user.phone,
    accountType: user.account_type,
    userStatus: user.verify_status,
    reviewerName: reviewer?.name ?? null,
    person: loaded.person ? personData(cipher, userId, loaded.person, links, false, face ?? undefined) : null,
    company: loaded.company ? companyData(cipher, userId, loaded.company, links, false) : null,
    amends: amended?.company ? companyData(cipher, userId, amended.company, links, false) : null,
    history: history.map(summaryOf),
    face,
  };
}
