import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Image, Space, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { TElecView } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { elecFileUrl } from '../api/get-elec-view';
import { ElecAppendix, ElecFacts } from './elec-facts';
import { ElecStatus } from './elec-status';
import './capture-web.css';

interface Props {
  view: TElecView;
  /** the view token the page was opened with (share link), if any */
  viewToken: string | undefined;
  /** the owner's actions (download the package), composed by the route */
  ownerActions?: ReactNode;
}

/**
 * /evidencesWeb/{no}: the capture's result for its owner or a share-link holder — the screenshot first, the
 * report and the evidence record, the facts in plain words and what they prove, then a titled 技术附录 with
 * the addresses, TLS, the 检查明细 and every digest (issue 24 item 2, decision 835).
 */
export function ElecView({ view, viewToken, ownerActions }: Props) {
  const token = viewToken ?? view.viewToken ?? undefined;
  const done = view.status === 'succeeded' && view.facts !== null;
  const shareUrl = view.viewToken ? `${window.location.origin}/evidencesWeb/${view.captureNo}?viewToken=${encodeURIComponent(view.viewToken)}` : null;
  const desc = (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="ep-capture-desc">
      <Descriptions.Item label="取证编号">
        <span className="ep-mono">{view.captureNo}</span>
      </Descriptions.Item>
      <Descriptions.Item label="提交时间">{`${formatDateTime(view.createdAt)}（北京时间）`}</Descriptions.Item>
      <Descriptions.Item label="取证网址">
        <span className="ep-capture-break">{view.url}</span>
      </Descriptions.Item>
    </Descriptions>
  );
  return (
    <div className="ep-capture-view">
      <Space wrap align="center" className="ep-capture-view-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {view.title}
        </Typography.Title>
        <Tag color={done ? 'success' : view.status === 'failed' ? 'error' : 'processing'}>{view.statusName}</Tag>
      </Space>
      {!done && desc}
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
                下载的证据包可在 <a href="/verify">电子数据核验</a> 页面核验，文件只在您的浏览器中计算，不会上传；不便联网时，可在该页面下载离线验证器。
              </Typography.Paragraph>
            </div>
          </div>
          {desc}
          {shareUrl && <Alert type="info" showIcon className="ep-capture-share" title="分享链接（持有链接的人可查看本页）" description={<Typography.Text copyable={{ text: shareUrl }}>{shareUrl}</Typography.Text>} />}
          <ElecFacts view={view} facts={view.facts} />
          <ElecAppendix facts={view.facts} files={view.files} />
        </>
      )}
    </div>
  );
}
