import { Button, Result } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { AccountType } from '@evidence/shared/constants';
import { useVerifyInfo } from '@/features/kyc/api/get-verify-info';
import { isBuilt } from '@/lib/built-routes';
import { useSession } from '@/lib/use-session';
import { KycFrame, PersonKycBody, queryState } from './person-kyc-body';

/**
 * /personage-kyc — 个人实名认证 (000 §2, §5). The form while editable (1, 4, 5; prefilled after a
 * rejection from getVerifyInfo?full=1), the state's message under review or once verified. A
 * company account belongs on the company pages; a sub-account cannot verify. `?status=1` of the
 * specification's link is accepted and not needed: the page is the individual form either way.
 */
export function Component() {
  const verify = useVerifyInfo(true);
  const { role } = useSession();
  const navigate = useNavigate();
  const waiting = queryState(verify);
  if (waiting || !verify.data) return <KycFrame>{waiting}</KycFrame>;

  const info = verify.data;
  if (info.status === AccountType.company && role !== '2') {
    if (isBuilt('/kyc-info')) return <Navigate to="/kyc-info" replace />;
    return (
      <KycFrame>
        <Result
          status="info"
          title="当前账号为企业账号"
          subTitle="企业账号请通过企业实名认证，个人认证表单不适用于企业账号。"
          extra={<Button onClick={() => void navigate('/')}>返回首页</Button>}
        />
      </KycFrame>
    );
  }
  return (
    <KycFrame>
      <PersonKycBody info={info} />
    </KycFrame>
  );
}
