import { Alert } from 'antd';
import type { TVerifyInfo } from '@evidence/shared/contracts';
import { VerifyStatus } from '@evidence/shared/constants';
import { formatDateTime } from '@/lib/format';

/** What a rejected company must do again: the server removed its uploads (decision 77). */
export const FILES_CLEARED_NOTE = '驳回后已上传的证件材料已清除，请重新上传营业执照、授权委托书和被授权人身份证照片。';

/**
 * The company's state as 000 §4 words it (the server's `message`), with the time of submission or
 * review and the operator's reason. Nothing for 1 and 5, which have no message.
 */
export function CompanyStateAlert({ info }: { info: TVerifyInfo }) {
  const current = info.current;
  if (!info.message) return null;
  const type = info.userStatus === VerifyStatus.verified ? 'success' : info.userStatus === VerifyStatus.failed ? 'error' : 'info';
  const lines: string[] = [];
  if (current && info.userStatus === VerifyStatus.reviewing) lines.push(`提交时间：${formatDateTime(current.submittedAt)}，审核一般需要1-2个工作日，结果将以短信通知您。`);
  if (current?.reviewedAt && info.userStatus !== VerifyStatus.reviewing) lines.push(`审核时间：${formatDateTime(current.reviewedAt)}`);
  if (info.userStatus === VerifyStatus.failed && current?.rejectReason) lines.push(`驳回原因：${current.rejectReason}`);
  if (info.userStatus === VerifyStatus.failed && current?.filesCleared) lines.push(FILES_CLEARED_NOTE);
  return (
    <Alert
      type={type}
      showIcon
      className="ep-company-state"
      title={info.message}
      description={lines.length ? lines.map((l) => <div key={l}>{l}</div>) : undefined}
      data-testid="company-state"
    />
  );
}
