import { Alert, Button, Descriptions, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { SESSION_CAPTURE_DOES_NOT_PROVE } from '@evidence/shared/constants';
import { ListError } from '@/components/list-error';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useGetProView } from '../api/get-pro-view';
import { downProBaoquan } from '../api/session-actions';
import { ActionLog, EnvironmentTable, FileHashes } from './session-facts';
import './capture-process.css';

/**
 * /evidencesPro/{number} (public, 001 §2.2): a confirmed session's view for its owner or whoever holds the
 * view token — the recording first, the facts in plain words, the action log, then a titled 技术附录 with the
 * package's hashes and ledger position and the clean-environment report (decision 835); the owner also gets
 * the share link and (verified) the package download.
 */
export function ProView({ id, viewToken }: { id: string; viewToken: string | null }) {
  const view = useGetProView(id, viewToken);
  if (view.isError) return <ListError error={view.error} onRetry={() => void view.refetch()} />;
  const v = view.data;
  if (!v) return <Spin />;
  return (
    <div className="ep-session-panel">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {v.kindName}证书 · {v.title}
      </Typography.Title>
      {v.kind === 'ott' && <Alert type="info" showIcon title="本记录由电视盒子配置（1920×1080、电视盒子 User-Agent）的浏览器录制，未连接真实机顶盒。" />}
      <Alert type="warning" showIcon data-testid="does-not-prove" title={SESSION_CAPTURE_DOES_NOT_PROVE} />
      <video className="ep-session-video" data-testid="pro-video" src={v.videoUrl} controls preload="metadata" />
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="取证编号">{v.captureNo}</Descriptions.Item>
        <Descriptions.Item label="取证人">{v.ownerName}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{`${formatDateTime(v.startedAt)}（北京时间）`}</Descriptions.Item>
        <Descriptions.Item label="结束时间">{`${formatDateTime(v.endedAt)}（北京时间）`}</Descriptions.Item>
        <Descriptions.Item label="确认时间">{`${formatDateTime(v.confirmedAt)}（北京时间）`}</Descriptions.Item>
        <Descriptions.Item label="存证编号">
          <Link to={`/attestation/${v.evidenceNo}?viewToken=${encodeURIComponent(v.certificateViewToken)}`}>{v.evidenceNo}</Link>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        下载的证据包可在 <Link to="/verify">电子数据核验</Link> 页面核验，文件只在您的浏览器中计算，不会上传；不便联网时，可在该页面下载离线验证器。
      </Typography.Paragraph>
      {v.shareUrl && (
        <Alert type="info" showIcon title="分享链接（持有链接的人可查看本页，姓名已脱敏）" description={<Typography.Text copyable>{`${location.origin}${v.shareUrl}`}</Typography.Text>} />
      )}
      {v.canDownload && (
        <div className="ep-session-actions">
          <Button
            type="primary"
            onClick={() =>
              downProBaoquan(v.captureNo)
                .then((url) => window.location.assign(url))
                .catch((e: unknown) => toast.error(errorText(e)))
            }
          >
            下载证据包
          </Button>
        </div>
      )}
      <ActionLog lines={v.actions} />
      {/* 技术附录 (issue 24 item 2, decision 835): digests, ledger position, browser and the 检查明细 */}
      <section className="ep-session-appendix" data-testid="tech-appendix">
        <Typography.Title level={4} style={{ margin: 0 }}>技术附录</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>以下内容供技术核验使用。</Typography.Paragraph>
        <Descriptions size="small" bordered column={1}>
          <Descriptions.Item label="证据包 SHA-256">
            <span className="ep-hash" data-testid="pro-sha256">{v.packageSha256}</span>
          </Descriptions.Item>
          <Descriptions.Item label="证据包 SM3">
            <span className="ep-hash">{v.packageSm3}</span>
          </Descriptions.Item>
          <Descriptions.Item label="账本序号">{v.ledgerIndex === null ? '写入中' : v.ledgerIndex}</Descriptions.Item>
          <Descriptions.Item label="浏览器">{v.browser}（{v.viewport}）</Descriptions.Item>
        </Descriptions>
        <FileHashes files={v.files} />
        <EnvironmentTable items={v.environment} />
      </section>
    </div>
  );
}
