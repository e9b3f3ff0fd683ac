import { useMemo, useState } from 'react';
import { Alert, Tabs } from 'antd';
import { MemberStatus } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { OnlineEvidenceNav } from '@/components/online-evidence-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useDeviceList } from '@/features/devices/api/device-list';
import { DevicesTable } from '@/features/devices/components/devices-table';
import { IntakeHelp } from '@/features/devices/components/intake-help';
import { RecordingsTable } from '@/features/devices/components/recordings-table';
import { useMemberList } from '@/features/members/api/get-list';
import '@/components/list-page.css';
import { accountCan } from '@/lib/access';

/**
 * /evidences-all/enforceMember — 成员执法记录 (company main account): the company's recorders (登记, 修改名称, 绑定 /
 * 解绑成员, 停用; the key shown once) and all members' recordings with member, device and date filters.
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const main = accountCan(info, 'devices.manage');
  const [memberKeyword, setMemberKeyword] = useState('');
  const members = useMemberList({ keyword: memberKeyword, page: 1 });
  const devices = useDeviceList({ page: 1 }, main);
  const bound = useMemo(() => (members.data?.list ?? []).filter((m) => m.status === MemberStatus.bound), [members.data]);
  const memberOptions = bound.map((m) => ({ member_id: m.member_id, label: `${m.name || '未实名'}（${m.mobile}）`, hasDevice: m.isBindDevice === 1 }));
  if (info && !main) {
    return (
      <div className="ep-page">
        <BackBar />
        <section className="ep-panel">
          <Alert type="warning" showIcon message="仅企业主账号可以管理执法记录仪" />
        </section>
      </div>
    );
  }
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <OnlineEvidenceNav showMembers={main} />
        <IntakeHelp kind="recorder" />
        <Tabs
          items={[
            { key: 'devices', label: '记录仪管理', children: <DevicesTable members={memberOptions} membersLoading={members.isFetching} onMemberSearch={setMemberKeyword} /> },
            {
              key: 'records',
              label: '执法记录',
              children: (
                <RecordingsTable
                  company={{
                    members: bound.map((m) => ({ value: m.member_id, label: m.name || m.mobile })),
                    devices: (devices.data?.list ?? []).map((d) => ({ value: d.id, label: d.name })),
                  }}
                />
              ),
            },
          ]}
        />
      </section>
    </div>
  );
}
