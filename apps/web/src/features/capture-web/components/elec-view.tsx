import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Image, Space, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { TElecView } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { elecFileUrl } from '../api/get-elec-view';
import { ElecFacts } from './elec-facts';
import { ElecStatus } from './elec-status';
import { HashTable } from './hash-table';
import './capture-web.css';

interface Props {
  view: TElecView;
  /** the view token the page was opened with (share link), if any */
  viewToken: string | undefined;
  /** the owner's actions (download the package), composed by the route */
  ownerActions?: ReactNode;
}

const ROLE_NAMES: Record<string, string> = { package: '证据包（WACZ）', report: '取证报告（PDF）', screenshot: '网页截图（PNG）' };

/**
 * /evidencesWeb/{no}: the capture's result for its owner or a share-link holder — the screenshot, the report,
 * the hashes of the package (its evidence record and ledger index, the certificate link), then the facts.
 */
export function ElecView({ view, viewToken, ownerActions }: Props) {
  const token = viewToken ?? view.viewToken ?? undefined;
  const done = view.status === 'succeeded' && view.facts !== null;
  const shareUrl = view.viewToken ? `${window.location.origin}/evidencesWeb/${view.captureNo}?viewToken=${encodeURIComponent(view.viewToken)}` : null;
  return (
    <div className="ep-capture-view">
      <Space wrap align="center" className="ep-capture-view-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {view.title}
        </Typography.Title>
        <Tag color={done ? 'success' : view.status === 'failed' ? 'error' : 'processing'}>{view.statusName}</Tag>
      </Space>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="ep-capture-desc">
        <Descriptions.Item label="取证编号">
          <span className="ep-mono">{view.captureNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label="提交时间">{formatDateTime(view.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="取证网址">
          <span className="ep-capture-break">{view.url}</span>
        </Descriptions.Item>
      </Descriptions>
      {!done && <ElecStatus view={view} />}
      {done && view.facts && (
        <>
          <div className="ep-capture-shot-row">
            <div className="ep-capture-shot">
              <Image src={elecFileUrl(view.captureNo, 'screenshot', token)} alt="网页截图" />
            </div>
            <div className="ep-capture-side">
              <Button type="primary" icon={<FilePdfOutlined />} href={elecFileUrl(view.captureNo, 'report', token)} target="_blank" rel="noopener">
                查看取证报告
              </Button>
              {view.evidence && (
                <Descriptions size="small" column={1} className="ep-capture-desc">
                  <Descriptions.Item label="存证编号">
                    <a href={`/attestation/${view.evidence.evidenceNo}${token ? `?viewToken=${encodeURIComponent(token)}` : ''}`}>{view.evidence.evidenceNo}</a>
                  </Descriptions.Item>
                  <Descriptions.Item label="账本序号">{view.evidence.leafIndex ?? '写入中'}</Descriptions.Item>
                </Descriptions>
              )}
              {ownerActions}
              <Typography.Paragraph type="secondary" className="ep-capture-note">
                证据包可在 <a href="/verify">电子数据核验</a> 页面拖入核验（连同证书页下载的 proof.json），或用命令 npm run verify 离线核验。
              </Typography.Paragraph>
            </div>
          </div>
          {shareUrl && <Alert type="info" showIcon className="ep-capture-share" title="分享链接（持有链接的人可查看本页）" description={<Typography.Text copyable={{ text: shareUrl }}>{shareUrl}</Typography.Text>} />}
          <HashTable caption="保全的文件" rows={view.files.map((f) => ({ key: f.role, name: ROLE_NAMES[f.role] ?? f.name, size: f.size, sha256: f.sha256, sm3: f.sm3 }))} />
          <ElecFacts view={view} facts={view.facts} />
        </>
      )}
    </div>
  );
}
