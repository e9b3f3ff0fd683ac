import { Result, Spin } from 'antd';
import { SEAL_MSG } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { SealFamilyNav } from '@/components/seal-family-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { SealPanel } from '@/features/seals/components/seal-panel';
import { accountCan } from '@/lib/access';

/**
 * /signature — 签章管理 · 签名与印章 (001 §2.4): individuals and company main accounts; a sub-account sees the
 * server's refusal instead (001 §6; the server refuses regardless).
 */
export function Component() {
  const { data: info } = useAuthInfo();
  let body;
  if (!info) body = <Spin />;
  else if (!accountCan(info, 'seals.manage')) body = <Result status="info" title={SEAL_MSG.subAccount} />;
  else body = <SealPanel />;
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <SealFamilyNav showCompanySeals={accountCan(info, 'esign.seals.manage')} />
        {body}
      </section>
    </div>
  );
}
