import { Result } from 'antd';
import { Navigate } from 'react-router';
import { AccountType } from '@evidence/shared/constants';
import { useVerifyInfo } from '@/features/kyc/api/get-verify-info';
import { VerificationChoice } from '@/features/kyc/components/verification-entry/verification-choice';
import { isBuilt } from '@/lib/built-routes';
import { useSession } from '@/lib/use-session';
import { KycFrame, PersonKycBody, queryState } from './person-kyc-body';

/**
 * /authentication — the verification entry (000 §2). Account type 0: choose 前往个人认证 or
 * 前往企业认证. Type 1: the individual form (or its state). Type 2: the company form, which lives at
 * /organization-kyc (built by the company pages' branch) — sent there with `replace` so 返回 does
 * not bounce back here. A sub-account gets the refusal from the individual body.
 */
export function Component() {
  const verify = useVerifyInfo(true);
  const { role } = useSession();
  const waiting = queryState(verify);
  if (waiting || !verify.data) return <KycFrame>{waiting}</KycFrame>;

  const info = verify.data;
  if (info.status === AccountType.company && role !== '2') {
    if (isBuilt('/organization-kyc')) return <Navigate to="/organization-kyc" replace />;
    return (
      <KycFrame>
        <Result status="info" title="当前账号为企业账号" subTitle="企业实名认证页面即将开放。" />
      </KycFrame>
    );
  }
  if (info.status === AccountType.none && role !== '2') {
    return (
      <KycFrame>
        <VerificationChoice isBuilt={isBuilt} />
      </KycFrame>
    );
  }
  return (
    <KycFrame>
      <PersonKycBody info={info} />
    </KycFrame>
  );
}
