import type { TVerifyInfo } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { faceSummary } from '../face/face-summary';
import { identityCipher } from './identity-cipher';
import { imageLinks } from './identity-images';
import { signFor } from './sign-for';
import { changeRefusal, isEditable, statusMessage } from './state-machine';
import { currentSubmission, latestAuthorChange } from './submission-rows';
import { userById } from './submit-form';
import { companyData, imageNames, personData, summaryOf } from './verification-data';

/**
 * GET /api/user/getVerifyInfo: the caller's own verification for /authentication, /person-info,
 * /kyc-info and the forms. ID, bank account and phone numbers are masked; `full` gives them whole
 * only while the form is editable (1, 4, 5), to fill it again after a rejection. Images come as
 * signed URLs valid for a few minutes.
 */
export async function getVerifyInfo(ctx: AppContext, userId: number, full: boolean): Promise<TVerifyInfo> {
  const user = await userById(ctx.db, userId);
  const cipher = identityCipher(ctx.config);
  const editable = isEditable(user.verify_status);
  const masked = !(full && editable);
  const current = await currentSubmission(ctx.db, userId);
  const change = user.account_type === 2 ? await latestAuthorChange(ctx.db, userId) : undefined;
  const face = current?.person ? await faceSummary(ctx.db, ctx.face, Number(current.submission.id)) : undefined;
  const links = current ? await imageLinks(ctx.db, signFor(ctx), imageNames(current), { userId, via: 'owner' }) : new Map();
  return {
    status: user.account_type,
    userStatus: user.verify_status,
    message: statusMessage(user.account_type, user.verify_status),
    editable,
    canChangeAccount: changeRefusal(user, 'account') === null,
    canChangeAuthor: changeRefusal(user, 'author') === null,
    masked,
    current: current
      ? {
          ...summaryOf(current.submission),
          person: current.person ? personData(cipher, userId, current.person, links, masked, face) : null,
          company: current.company ? companyData(cipher, userId, current.company, links, masked) : null,
        }
      : null,
    authorChange: change ? summaryOf(change) : null,
  };
}
