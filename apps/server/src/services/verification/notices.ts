import { fillMessage } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { notify } from '../notifications/notify';
import type { Kind } from './state-machine';
import type { SmsTemplateKey } from '../../providers/sms/sms-templates';

/** The verification's notices to the user, written by the notifications area's one writer in the caller's transaction. */
export async function noticeUser(trx: Db, userId: number, content: string, at = Date.now()): Promise<void> {
  await notify(trx, userId, content, at);
}

const APPROVED: Record<Kind, string> = {
  person: '您的个人实名认证已通过审核。',
  company: '您的企业实名认证已通过审核。',
  author: '您提交的被授权人变更已通过审核，新的被授权人信息已生效。',
};

const REJECTED: Record<Kind, string> = {
  person: '您的个人实名认证未通过审核，原因：{reason}。请修改资料后重新提交认证。',
  company: '您的企业实名认证未通过审核，原因：{reason}。已上传的营业执照、授权委托书和身份证照片已清除，请重新上传后提交认证。',
  author: '您提交的被授权人变更未通过审核，原因：{reason}。原被授权人信息继续有效，如需变更请重新提交。',
};

/** The notice of an operator's decision. */
export function reviewNotice(kind: Kind, decision: 'approve' | 'reject', reason: string | null): string {
  return decision === 'approve' ? APPROVED[kind] : fillMessage(REJECTED[kind], { reason: reason ?? '' });
}

/** The short text message of the decision (the banner promises a notice by SMS, 001 §4), as its carrier template. */
export function reviewSms(kind: Kind, decision: 'approve' | 'reject'): { template: SmsTemplateKey; params: Record<string, string> } {
  const what = kind === 'person' ? '个人实名认证' : kind === 'company' ? '企业实名认证' : '被授权人变更申请';
  return { template: decision === 'approve' ? 'verify_approved' : 'verify_rejected', params: { what } };
}

export function accountChangedNotice(maskedPhone: string): string {
  return `您的企业账号手机号已修改为${maskedPhone}，今后请使用新手机号登录。如非本人操作，请立即联系平台客服。`;
}
