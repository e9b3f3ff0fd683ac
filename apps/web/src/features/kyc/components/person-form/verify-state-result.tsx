import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import type { TVerifyInfo } from '@evidence/shared/contracts';
import { VerifyStatus, VERIFY_MSG } from '@evidence/shared/constants';

const REVIEW_NOTE = '审核一般需要1-2个工作日，结果将以短信通知您。';

/** A form that cannot be sent (under review, verified): the state's 000 §4 message and where to look. */
export function VerifyStateResult({ info, infoPath }: { info: TVerifyInfo; infoPath: string | null }) {
  const navigate = useNavigate();
  const verified = info.userStatus === VerifyStatus.verified;
  const title = info.message ?? (verified ? VERIFY_MSG.personVerified : VERIFY_MSG.reviewing);
  return (
    <Result
      status={verified ? 'success' : 'info'}
      title={title}
      subTitle={verified ? '您的个人实名认证已完成，无需重复提交。' : REVIEW_NOTE}
      extra={
        infoPath ? (
          <Button type="primary" onClick={() => void navigate(infoPath)}>
            查看认证信息
          </Button>
        ) : undefined
      }
    />
  );
}
