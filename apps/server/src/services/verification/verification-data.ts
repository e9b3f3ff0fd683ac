import type { TCompanyData, TFaceSummary, TPersonData, TSubmissionSummary, TVerifyImage } from '@evidence/shared/contracts';
import type { CompanyVerification, PersonVerification, VerificationSubmission } from '../../db/schema';
import { maskAccountNo, maskIdCard, maskPhone } from '../privacy/mask';
import type { IdentityCipher, SealedField } from './identity-cipher';

/** Shown in place of a sealed value that no longer opens (the identity key changed). */
export const UNREADABLE = '（无法解密）';

type Links = Map<string, TVerifyImage>;

/** Opens sealed values of one account, masked for the owner's views or in full (operators, the owner's own form). */
function opener(cipher: IdentityCipher, userId: number, masked: boolean) {
  return (field: SealedField, sealed: string, mask: (v: string) => string): string => {
    const value = cipher.open(userId, field, sealed);
    if (value === null) return UNREADABLE;
    return masked ? mask(value) : value;
  };
}

const link = (links: Links, name: string | null) => (name === null ? null : (links.get(name) ?? null));

/** No face check finished or open (also what callers that do not show it pass). */
export const NO_FACE: TFaceSummary = { result: null, at: null, provider: null };

export function personData(cipher: IdentityCipher, userId: number, d: PersonVerification, links: Links, masked: boolean, face: TFaceSummary = NO_FACE): TPersonData {
  const open = opener(cipher, userId, masked);
  return {
    userName: d.user_name,
    idCard: open('id_card', d.id_card_enc, maskIdCard),
    sex: Number(d.sex),
    mobile: open('mobile', d.mobile_enc, maskPhone),
    type: Number(d.id_type),
    address: d.address,
    authorFront: link(links, d.author_front),
    authorBack: link(links, d.author_back),
    authorHand: link(links, d.author_hand),
    face,
  };
}

export function companyData(cipher: IdentityCipher, userId: number, d: CompanyVerification, links: Links, masked: boolean): TCompanyData {
  const open = opener(cipher, userId, masked);
  return {
    company: d.company,
    taxNumber: d.tax_number,
    address: d.address,
    license: link(links, d.license),
    legalName: d.legal_name,
    legalSex: Number(d.legal_sex),
    legalBirth: d.legal_birth,
    legalIdcard: open('legal_idcard', d.legal_idcard_enc, maskIdCard),
    legalAddress: d.legal_address,
    accountName: d.account_name,
    accountBank: d.account_bank,
    accountNo: open('account_no', d.account_no_enc, maskAccountNo),
    contactName: d.contact_name,
    contactPhone: open('contact_phone', d.contact_phone_enc, maskPhone),
    contactIdcard: open('contact_idcard', d.contact_idcard_enc, maskIdCard),
    authorName: d.author_name,
    authorSex: Number(d.author_sex),
    authorBrith: d.author_birth,
    authorPhone: open('author_phone', d.author_phone_enc, maskPhone),
    authorIdcard: open('author_idcard', d.author_idcard_enc, maskIdCard),
    authorAddress: d.author_address,
    file: link(links, d.file),
    authorFront: link(links, d.author_front),
    authorBack: link(links, d.author_back),
  };
}

export function summaryOf(s: VerificationSubmission): TSubmissionSummary {
  return {
    id: Number(s.id),
    kind: s.kind,
    status: Number(s.status),
    submittedAt: Number(s.created_at),
    reviewedAt: s.reviewed_at === null ? null : Number(s.reviewed_at),
    rejectReason: s.reject_reason,
    filesCleared: s.files_cleared_at !== null,
  };
}

/** The image names a detail row refers to. */
export function imageNames(d: { person: PersonVerification | null; company: CompanyVerification | null }): Array<string | null> {
  if (d.person) return [d.person.author_front, d.person.author_back, d.person.author_hand];
  if (d.company) return [d.company.license, d.company.file, d.company.author_front, d.company.author_back];
  return [];
}
