import { Alert, Spin } from 'antd';
import { AccountType, VerifyStatus } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { MembersPanel } from '@/features/members/components/members-panel';
import { accountCan } from '@/lib/access';

/** /member — 成员管理 (001 §2.5): only a verified company's main account. */
export function Component() {
  const { data: info, isLoading } = useAuthInfo();
  let body;
  if (isLoading || !info) body = <Spin />;
  else if (!accountCan(info, 'members.manage') || info.status !== AccountType.company) body = <Alert type="warning" showIcon message="仅企业主账号可以管理成员" />;
  else if (info.userStatus !== VerifyStatus.verified) body = <Alert type="warning" showIcon message="企业实名认证通过后才能管理成员" />;
  else body = <MembersPanel companyName={info.company ?? ''} />;
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">{body}</section>
    </div>
  );
}
