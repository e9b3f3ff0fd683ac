import { RepairType, VERIFY_MSG } from '@evidence/shared/constants';
import { COMPANY_IMAGE_LABELS, type TSubmitVerificationResponse, type TUpdateAuthor } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { COMPANY_IMAGES, checkOwnImages } from './identity-images';
import { identityCipher } from './identity-cipher';
import { insertAuthorChangeDetails, insertSubmission, latestApproved, loadDetails } from './submission-rows';
import { afterChangeSubmitted, changeRefusal } from './state-machine';
import { isUniqueViolation, userById } from './submit-form';

/**
 * POST /api/user/updateAuthor (000 §4, §6): a verified company names a new authorised person with a
 * new power of attorney and ID photos. The company stays verified (3) with the old authorised person
 * until an operator approves the change; meanwhile repairType is 2 (the banner says "under review",
 * 001 §4). The change is a submission of kind `author`: a copy of the verified data with the new person.
 */
export async function updateAuthor(ctx: AppContext, userId: number, v: TUpdateAuthor, ip: string | null): Promise<TSubmitVerificationResponse> {
  const cipher = identityCipher(ctx.config);
  const user = await userById(ctx.db, userId);
  const refusal = changeRefusal(user, 'author');
  if (refusal) throw refuse(refusal);
  const approved = await latestApproved(ctx.db, userId);
  const base = approved ? (await loadDetails(ctx.db, approved)).company : null;
  if (!approved || !base) throw refuse(VERIFY_MSG.noVerifiedData);
  await checkOwnImages(ctx.db, ctx.blobs, userId, (['file', 'authorFront', 'authorBack'] as const).map((f) => ({ name: v[f], label: COMPANY_IMAGE_LABELS[f] })), COMPANY_IMAGES);
  const at = Date.now();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('users')
        .set({ ...afterChangeSubmitted(), updated_at: at })
        .where('id', '=', userId)
        .where('verify_status', '=', user.verify_status)
        .where('account_type', '=', user.account_type)
        .where((eb) => eb.or([eb('repair_type', 'is', null), eb('repair_type', '!=', RepairType.reviewing)]))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw refuse(changeRefusal(await userById(trx, userId), 'author') ?? VERIFY_MSG.changePending);
      const submissionId = await insertSubmission(trx, { userId, kind: 'author', subjectName: base.company, subjectKey: null, amendsId: Number(approved.id), at });
      await insertAuthorChangeDetails(trx, cipher, submissionId, userId, base, v);
      await writeAudit(trx, { actorType: 'user', actorId: userId, action: 'verification.submit', targetType: 'verification', targetId: submissionId, ip, detail: { kind: 'author', amends: Number(approved.id) } });
      return submissionId;
    });
    return { id, userStatus: user.verify_status, status: user.account_type };
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse(VERIFY_MSG.changePending);
    throw err;
  }
}
