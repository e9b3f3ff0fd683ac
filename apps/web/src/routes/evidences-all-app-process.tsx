import { BackBar } from '@/components/back-bar';
import { OnlineEvidenceNav } from '@/components/online-evidence-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { AppRecordsTable } from '@/features/devices/components/app-records-table';
import { IntakeHelp } from '@/features/devices/components/intake-help';
import '@/components/list-page.css';
import { accountCan } from '@/lib/access';

/** /evidences-all/App-process — App取证 (issue 17 item 4): the account's app evidence and how an app submits it. */
export function Component() {
  const { data: info } = useAuthInfo();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <OnlineEvidenceNav showMembers={accountCan(info, 'devices.manage')} />
        <IntakeHelp kind="app" />
        <AppRecordsTable />
      </section>
    </div>
  );
}
