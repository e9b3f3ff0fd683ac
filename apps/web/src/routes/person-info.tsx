import { Button, Result } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { AccountType } from '@evidence/shared/constants';
import { useVerifyInfo } from '@/features/kyc/api/get-verify-info';
import { PersonInfoView } from '@/features/kyc/components/person-info/person-info-view';
import { isBuilt } from '@/lib/built-routes';
import { useSession } from '@/lib/use-session';
import { KycFrame, queryState } from './person-kyc-body';

/**
 * /person-info — 个人认证信息 (000 §2): the submitted data masked by the server, the photos, the
 * state and its review. A company account is sent to /kyc-info. Sub-accounts see their own
 * personal data but cannot submit again.
 */
export function Component() {
  const verify = useVerifyInfo(false);
  const { role } = useSession();
  const navigate = useNavigate();
  const waiting = queryState(verify);
  if (waiting || !verify.data) return <KycFrame>{waiting}</KycFrame>;

  const info = verify.data;
  if (info.status === AccountType.company && role !== '2') {
    if (isBuilt('/kyc-info')) return <Navigate to="/kyc-info" replace />;
    return (
      <KycFrame>
        <Result status="info" title="当前账号为企业账号" subTitle="企业账号的认证信息请在企业认证信息页查看。" extra={<Button onClick={() => void navigate('/')}>返回首页</Button>} />
      </KycFrame>
    );
  }
  return (
    <KycFrame>
      <PersonInfoView info={info} canSubmit={role !== '2'} formPath={isBuilt('/personage-kyc') ? '/personage-kyc' : null} facePath={isBuilt('/personage-face-kyc') ? '/personage-face-kyc' : null} />
    </KycFrame>
  );
}
