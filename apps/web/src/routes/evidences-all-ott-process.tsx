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

/** /evidences-all/OTT-process — the account's OTT取证 records (getProList type 8) with their own actions. */
export function Component() {
  const { data: info } = useAuthInfo();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <OnlineEvidenceNav showMembers={accountCan(info, 'devices.manage')} />
        <CaptureList
          type={8}
          noun="OTT取证记录"
          statuses={STATUSES}
          canDelete={accountCan(info, 'evidence.delete')}
          renderActions={(row) => <SessionRowActions row={row} kind="ott" />}
          head={
            <Space wrap>
              <LinkButton type="primary" icon={<PlusOutlined />} to={KIND_PATHS.ott.create}>
                新建{KIND_NAMES.ott}
              </LinkButton>
              <LinkButton icon={<DownloadOutlined />} to="/evidences-all/OTT/download">
                批量下载
              </LinkButton>
            </Space>
          }
        />
      </section>
    </div>
  );
}
