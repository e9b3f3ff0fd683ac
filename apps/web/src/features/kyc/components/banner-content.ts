/**
 * Which verification tip the header shows (001 §4 "Verification banner", 000 §4 messages).
 * Pure so every status is unit-tested; links are plain paths the caller shows only when built.
 */
import { AccountType, RoleValue, VerifyStatus } from '@evidence/shared/constants';

export interface BannerFacts {
  status: number;
  userStatus: number;
  repairType: number | null;
  role: '1' | '2';
}

export interface BannerContent {
  type: 'info' | 'warning' | 'error';
  text: string;
  action?: { label: string; path: string };
}

export const BANNER_TEXT = {
  unverified: '您还未完成实名认证，完成认证后即可使用数据存证、在线公证等全部功能。',
  companyUnverified: '您所在的企业尚未完成企业实名认证，企业认证通过后方可使用全部功能。',
  reviewing: '您已提交认证，资料审核中…',
  reviewingNote: '审核一般需要1-2个工作日，结果将以短信通知您。',
  companyFailed: '抱歉，您的企业实名认证失败！ 您提交的资料审核未通过，请重新认证。',
  personFailed: '抱歉，您的个人实名认证失败！ 您提交的资料审核未通过，请重新认证。',
  supplement: '您的认证资料需要补充，请重新上传补充材料。',
} as const;

const REPAIR_REVIEWING = 2;
const REPAIR_REUPLOAD = 4;

export function bannerFor(facts: BannerFacts): BannerContent | null {
  const company = facts.status === AccountType.company;
  // A member acts for the company but cannot verify it; it gets the tip without the action.
  const canAct = facts.role !== RoleValue.member;
  const act = (label: string, path: string) => (canAct ? { action: { label, path } } : {});

  switch (facts.userStatus) {
    case VerifyStatus.unverified:
      return company
        ? { type: 'warning', text: BANNER_TEXT.companyUnverified }
        : { type: 'warning', text: BANNER_TEXT.unverified, ...act('去认证', '/authentication') };
    case VerifyStatus.reviewing:
      return { type: 'info', text: `${BANNER_TEXT.reviewing}${BANNER_TEXT.reviewingNote}` };
    case VerifyStatus.failed:
      return company
        ? { type: 'error', text: BANNER_TEXT.companyFailed, ...act('重新认证', '/organization-kyc?status=2') }
        : { type: 'error', text: BANNER_TEXT.personFailed, ...act('重新认证', '/personage-kyc?status=1') };
    case VerifyStatus.verified:
      if (facts.repairType === REPAIR_REVIEWING) {
        return { type: 'info', text: `${BANNER_TEXT.reviewing}${BANNER_TEXT.reviewingNote}` };
      }
      if (facts.repairType === REPAIR_REUPLOAD) {
        return { type: 'warning', text: BANNER_TEXT.supplement, ...act('重新上传', company ? '/kyc-info' : '/person-info') };
      }
      return null;
    default:
      // 5 is "editable again" with no banner (000 §4); unknown values show nothing rather than guess.
      return null;
  }
}
