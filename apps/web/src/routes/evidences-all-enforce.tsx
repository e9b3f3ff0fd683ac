import { Alert } from 'antd';
import { BackBar } from '@/components/back-bar';
import { OnlineEvidenceNav } from '@/components/online-evidence-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { IntakeHelp } from '@/features/devices/components/intake-help';
import { MyDevice } from '@/features/devices/components/my-device';
import { RecordingsTable } from '@/features/devices/components/recordings-table';
import '@/components/list-page.css';
import { accountCan, accountRole } from '@/lib/access';
import { LinkButton } from '@/components/link-button';

/**
 * /evidences-all/Enforce — 执法记录仪 (issue 17 item 5): a member acting for its company sees its bound recorder and
 * its recordings; the main account is sent to 成员执法记录; a personal account is told recorders are a company's.
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const role = accountRole(info);
  const main = accountCan(info, 'devices.manage');
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <OnlineEvidenceNav showMembers={main} />
        {role === 'companySub' ? (
          <>
            <MyDevice />
            <RecordingsTable />
          </>
        ) : main ? (
          <Alert type="info" showIcon message="执法记录仪由企业主账号统一登记并绑定给成员" description="登记记录仪、绑定成员以及查看全部成员的执法记录，请前往“成员执法记录”。" action={<LinkButton to="/evidences-all/enforceMember" type="primary">成员执法记录</LinkButton>} />
        ) : (
          <Alert type="info" showIcon message="执法记录仪仅供企业成员使用" description="个人账号没有执法记录仪。企业登记记录仪并绑定给成员后，成员切换到企业身份即可在此查看执法记录。" />
        )}
        {role === 'companySub' && <IntakeHelp kind="recorder" />}
      </section>
    </div>
  );
}
