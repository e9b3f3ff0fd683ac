import { Navigate } from 'react-router';
import { AccountType } from '@evidence/shared/constants';
import { useVerifyInfo } from '@/features/kyc/api/get-verify-info';
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
  const waiting = queryState(verify);
  if (waiting || !verify.data) return <KycFrame>{waiting}</KycFrame>;

  const info = verify.data;
  // a company account belongs on the company pages
  if (info.status === AccountType.company && role !== '2') return <Navigate to="/kyc-info" replace />;
  return (
    <KycFrame>
      <PersonKycBody info={info} />
    </KycFrame>
  );
}
