import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { BackBar } from '@/components/back-bar';
import { LinkButton } from '@/components/link-button';
import { OnlineEvidenceNav } from '@/components/online-evidence-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { CaptureList } from '@/features/capture-list/components/capture-list';
import { SessionRowActions } from '@/features/capture-process/components/session-row-actions';
import { KIND_PATHS, KIND_NAMES } from '@/features/capture-process/lib/kinds';
import '@/components/list-page.css';
import { accountCan } from '@/lib/access';

const STATUSES = ['queued', 'running', 'processing', 'pending_confirm', 'succeeded', 'failed', 'cancelled', 'abandoned'] as const;

/** /evidences-all/process — the account's 过程取证 records (getProList type 9) with their own actions. */
export function Component() {
  const { data: info } = useAuthInfo();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <OnlineEvidenceNav showMembers={accountCan(info, 'devices.manage')} />
        <CaptureList
          type={9}
          noun="过程取证记录"
          statuses={STATUSES}
          canDelete={accountCan(info, 'evidence.delete')}
          renderActions={(row) => <SessionRowActions row={row} kind="vm" />}
          head={
            <Space wrap>
              <LinkButton type="primary" icon={<PlusOutlined />} to={KIND_PATHS.vm.create}>
                新建{KIND_NAMES.vm}
              </LinkButton>
              <LinkButton icon={<DownloadOutlined />} to="/evidences-all/process/download">
                批量下载
              </LinkButton>
            </Space>
          }
        />
      </section>
    </div>
  );
}
