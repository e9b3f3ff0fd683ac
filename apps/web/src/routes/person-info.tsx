import { Navigate } from 'react-router';
import { AccountType } from '@evidence/shared/constants';
import { useVerifyInfo } from '@/features/kyc/api/get-verify-info';
import { PersonInfoView } from '@/features/kyc/components/person-info/person-info-view';
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
  const waiting = queryState(verify);
  if (waiting || !verify.data) return <KycFrame>{waiting}</KycFrame>;

  const info = verify.data;
  // a company account's verification is shown on /kyc-info
  if (info.status === AccountType.company && role !== '2') return <Navigate to="/kyc-info" replace />;
  return (
    <KycFrame>
      <PersonInfoView info={info} canSubmit={role !== '2'} formPath="/personage-kyc" facePath="/personage-face-kyc" />
    </KycFrame>
  );
}
