import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { BackBar } from '@/components/back-bar';
import { LinkButton } from '@/components/link-button';
import { OnlineEvidenceNav } from '@/components/online-evidence-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { CaptureList } from '@/features/capture-list/components/capture-list';
import { SessionRowActions } from '@/features/capture-process/components/session-row-actions';
import { KIND_PATHS, KIND_NAMES, type SessionKind } from '@/features/capture-process/lib/kinds';
import '@/components/list-page.css';
import { accountCan } from '@/lib/access';

const STATUSES = ['queued', 'running', 'processing', 'pending_confirm', 'succeeded', 'failed', 'cancelled', 'abandoned'] as const;

/**
 * The list of one kind of recorded session (getProList type 9 过程取证 / 8 OTT取证) with the sessions' own actions,
 * 新建 and 批量下载: shared by /evidences-all/process and /evidences-all/OTT-process.
 */
export function SessionListPage({ kind }: { kind: SessionKind }) {
  const { data: info } = useAuthInfo();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <OnlineEvidenceNav showMembers={accountCan(info, 'devices.manage')} />
        <CaptureList
          type={kind === 'vm' ? 9 : 8}
          noun={`${KIND_NAMES[kind]}记录`}
          statuses={STATUSES}
          canDelete={accountCan(info, 'evidence.delete')}
          renderActions={(row) => <SessionRowActions row={row} kind={kind} />}
          head={
            <Space wrap>
              <LinkButton type="primary" icon={<PlusOutlined />} to={KIND_PATHS[kind].create}>
                新建{KIND_NAMES[kind]}
              </LinkButton>
              <LinkButton icon={<DownloadOutlined />} to={kind === 'vm' ? '/evidences-all/process/download' : '/evidences-all/OTT/download'}>
                批量下载
              </LinkButton>
            </Space>
          }
        />
      </section>
    </div>
  );
}
