import { Space } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { CaptureStatus } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { LinkButton } from '@/components/link-button';
import { OnlineEvidenceNav } from '@/components/online-evidence-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { CaptureList } from '@/features/capture-list/components/capture-list';
import '@/components/list-page.css';
import { accountCan } from '@/lib/access';

const STATUSES = [CaptureStatus.queued, CaptureStatus.running, CaptureStatus.succeeded, CaptureStatus.failed] as const;

/**
 * /evidences-all/web — 网页取证: the account's web captures (排队中 with the queue place, 取证中, 取证成功, 取证失败
 * with the reason), read again every 3 s while one is moving; 查看 opens /evidencesWeb/{no}.
 */
export function Component() {
  const { data: info } = useAuthInfo();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <OnlineEvidenceNav showMembers={accountCan(info, 'devices.manage')} />
        <CaptureList
          type={2}
          noun="网页取证记录"
          statuses={STATUSES}
          canDelete={accountCan(info, 'evidence.delete')}
          extraColumns={[{ title: '取证网址', dataIndex: 'url', width: 260, ellipsis: { showTitle: true } }]}
          renderActions={(r) => (
            <LinkButton type="link" size="small" to={`/evidencesWeb/${r.captureNo}`}>
              {r.status === CaptureStatus.succeeded ? '查看' : '详情'}
            </LinkButton>
          )}
          head={
            <Space wrap>
              <LinkButton type="primary" icon={<PlusOutlined />} to="/newWeb">
                新建网页取证
              </LinkButton>
              <LinkButton icon={<DownloadOutlined />} to="/evidences-all/web/download">
                批量下载
              </LinkButton>
            </Space>
          }
        />
      </section>
    </div>
  );
}
