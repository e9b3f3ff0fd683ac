import type { TUserInfo } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { identityCipher } from './identity-cipher';
import { imageLinks } from './identity-images';
import { signFor } from './sign-for';
import { currentSubmission } from './submission-rows';
import { companyData, imageNames, personData } from './verification-data';

/** The verification fields of the user info (000 §3). */
export type VerificationInfoFields = Pick<
  TUserInfo,
  | 'taxNumber' | 'address' | 'license' | 'license_path' | 'accountName' | 'accountBank' | 'accountNo'
  | 'contactName' | 'contactPhone' | 'contactIdcard' | 'authorName' | 'authorSex' | 'authorBrith' | 'authorPhone'
  | 'authorIdcard' | 'authorAddress' | 'file' | 'authorFront' | 'authorBack' | 'authorHand' | 'legalName'
  | 'legalSex' | 'legalBirth' | 'legalIdcard' | 'legalAddress' | 'userName'
> & { company: string | null };

const EMPTY: VerificationInfoFields = {
  company: null, taxNumber: null, address: null, license: null, license_path: null, accountName: null, accountBank: null,
  accountNo: null, contactName: null, contactPhone: null, contactIdcard: null, authorName: null, authorSex: null,
  authorBrith: null, authorPhone: null, authorIdcard: null, authorAddress: null, file: null, authorFront: null,
  authorBack: null, authorHand: null, legalName: null, legalSex: null, legalBirth: null, legalIdcard: null,
  legalAddress: null, userName: null,
};

/**
 * The account's own verification data for the user info the browser keeps: the current submission
 * (verified data, else the latest form), ID, bank account and phone numbers always masked; images as
 * signed URLs that expire after a few minutes (pages showing them fetch again, or use getVerifyInfo).
 * All null before any submission.
 */
export async function verificationInfoFields(ctx: AppContext, userId: number): Promise<VerificationInfoFields> {
  const current = await currentSubmission(ctx.db, userId);
  if (!current) return EMPTY;
  const cipher = identityCipher(ctx.config);
  const links = await imageLinks(ctx.db, signFor(ctx), imageNames(current), { userId, via: 'owner' });
  if (current.person) {
    const p = personData(cipher, userId, current.person, links, true);
    return { ...EMPTY, userName: p.userName, address: p.address, authorFront: p.authorFront?.url ?? null, authorBack: p.authorBack?.url ?? null, authorHand: p.authorHand?.url ?? null };
  }
  if (!current.company) return EMPTY;
  const c = companyData(cipher, userId, current.company, links, true);
  return {
    ...c,
    license: c.license?.url ?? null,
    license_path: c.license?.path ?? null,
    file: c.file?.url ?? null,
    authorFront: c.authorFront?.url ?? null,
    authorBack: c.authorBack?.url ?? null,
    authorHand: null,
    userName: c.contactName,
  };
}
