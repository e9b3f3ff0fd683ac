import { VerifyStatus } from '@evidence/shared/constants';

/** Short names of the verification states (000 §4) for summaries and tags. */
export function verifyStatusLabel(userStatus: number): string {
  switch (userStatus) {
    case VerifyStatus.unverified:
      return '未认证';
    case VerifyStatus.reviewing:
      return '审核中';
    case VerifyStatus.verified:
      return '已认证';
    case VerifyStatus.failed:
      return '认证失败';
    case VerifyStatus.editable:
      return '待完善';
    default:
      return '未认证';
  }
}
