import { SUBMISSION_STATUS_NAMES, VERIFICATION_KIND_NAMES, type SubmissionStatus, type VerificationKind } from '@evidence/shared/constants';

/** Display names and colours of the review queue's kinds and states. */
export const kindName = (kind: string) => VERIFICATION_KIND_NAMES[kind as VerificationKind] ?? kind;
export const statusName = (status: number) => SUBMISSION_STATUS_NAMES[status as SubmissionStatus] ?? String(status);
export const STATUS_COLOR: Record<number, string> = { 2: 'processing', 3: 'success', 4: 'error' };
export const KIND_COLOR: Record<string, string> = { person: 'blue', company: 'purple', author: 'gold' };
export const sexName = (sex: number | null | undefined) => (sex === 0 ? '男' : sex === 1 ? '女' : '-');

/** The account's userStatus (000 §4) in words. */
export function userStatusName(userStatus: number): string {
  return { 1: '未认证', 2: '审核中', 3: '已认证', 4: '认证失败', 5: '待完善' }[userStatus] ?? String(userStatus);
}

export const accountTypeName = (t: number) => ({ 0: '未选择', 1: '个人', 2: '企业' })[t] ?? String(t);

/** Reasons operators give most, offered as one-click fills of the rejection dialog. */
export const COMMON_REJECT_REASONS = [
  '身份证照片不清晰，请重新拍摄上传',
  '证件信息与照片内容不一致',
  '手持身份证照片未露出完整证件',
  '营业执照不清晰或已过期',
  '授权委托书未加盖单位公章',
  '对公账户信息与企业名称不一致',
];
