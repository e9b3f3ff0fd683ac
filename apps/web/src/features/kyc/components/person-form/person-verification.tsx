import { Alert, Result } from 'antd';
import { Link } from 'react-router';
import type { TVerifyInfo } from '@evidence/shared/contracts';
import { VerifyStatus, VERIFY_MSG, SubmissionStatus } from '@evidence/shared/constants';
import { formatDateTime } from '@/lib/format';
import { valuesFromSubmission } from '../../lib/person-form-values';
import { VerifyStateResult } from './verify-state-result';
import { PersonForm } from './person-form';

interface Props {
  /** getVerifyInfo?full=1 */
  info: TVerifyInfo;
  /** role '2' = acting as a company's sub-account */
  role: '1' | '2';
  /** the login phone, the default of 手机号码 */
  accountPhone: string | undefined;
  /** /person-info when that page is built */
  infoPath: string | null;
  onSubmitted: (msg: string) => void;
}

/**
 * What /personage-kyc (and /authentication for an individual) shows: the form while it is
 * editable (1, 4, 5; after a rejection prefilled, with the reason), else the state's message.
 */
export function PersonVerification({ info, role, accountPhone, infoPath, onSubmitted }: Props) {
  if (role === '2') {
    // The server refuses sub-accounts with this message; say it before anyone fills the form.
    return <Result status="warning" title={VERIFY_MSG.subAccountRefused} subTitle="您当前以企业子账号身份登录；个人实名认证请切换到个人身份后办理。" />;
  }
  if (!info.editable) return <VerifyStateResult info={info} infoPath={infoPath} />;

  const current = info.current;
  const rejected = info.userStatus === VerifyStatus.failed && current?.status === SubmissionStatus.rejected;
  // Prefill only with whole values (full=1 while editable); masked numbers would never validate.
  const prefill = !info.masked && current?.kind === 'person' ? current.person : null;
  return (
    <>
      {rejected && (
        <Alert
          type="error"
          showIcon
          className="ep-person-form__reject"
          title={info.message ?? VERIFY_MSG.personFailed}
          description={
            <>
              <div>驳回原因：{current.rejectReason ?? '未注明'}</div>
              <div>审核时间：{formatDateTime(current.reviewedAt)}</div>
              {prefill && <div>已为您填入上次提交的资料，请按驳回原因修改后重新提交。</div>}
            </>
          }
        />
      )}
      <PersonForm initialValues={valuesFromSubmission(prefill, accountPhone)} onSubmitted={onSubmitted} />
      {infoPath && current && (
        <p className="ep-person-form__footer-link">
          <Link to={infoPath}>查看已提交的认证信息</Link>
        </p>
      )}
    </>
  );
}

