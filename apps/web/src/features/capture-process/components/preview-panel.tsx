import { Alert, Button, Descriptions, Popconfirm, Result } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PROCESS_MSG } from '@evidence/shared/constants';
import type { TLookResponse } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { toast } from '@/lib/feedback';
import { errorText } from '@/lib/api-client';
import { useCancelButton, useClickAddProcess } from '../api/session-actions';
import { KIND_PATHS } from '../lib/kinds';
import { ActionLog, EnvironmentTable, FileHashes } from './session-facts';
import './capture-process.css';

/**
 * 待确认 (001 §2.2 /evidences-all/process/preview): the recording plays from a signed URL with range requests;
 * 确认 preserves the package (ledger leaf, certificate) and gives back the unused minutes, 放弃 gives back
 * everything and deletes the recording. Both ask first.
 */
export function PreviewPanel({ session }: { session: TLookResponse }) {
  const navigate = useNavigate();
  const confirm = useClickAddProcess();
  const abandon = useCancelButton();
  const pending = session.status === 'pending_confirm';
  const list = KIND_PATHS[session.kind].list;
  return (
    <div className="ep-session-panel">
      {pending && <Alert type="info" showIcon title={PROCESS_MSG.autoConfirmNote} description={session.confirmDeadline ? `自动确认时间：${formatDateTime(session.confirmDeadline)}` : undefined} />}
      {session.status === 'succeeded' && (
        <Result status="success" title="已确认，证据已保全" subTitle={`存证编号 ${session.evidenceNo ?? ''}`} extra={<Link to={`/evidencesPro/${session.captureNo}`}>查看取证证书</Link>} />
      )}
      {session.videoUrl ? (
        <video className="ep-session-video" data-testid="preview-video" src={session.videoUrl} controls preload="metadata" />
      ) : (
        <Alert type="warning" showIcon title="暂无录像" />
      )}
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="取证编号">{session.captureNo}</Descriptions.Item>
        <Descriptions.Item label="取证名称">{session.title}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{session.startedAt ? formatDateTime(session.startedAt) : '—'}</Descriptions.Item>
        <Descriptions.Item label="结束时间">{session.endedAt ? formatDateTime(session.endedAt) : '—'}</Descriptions.Item>
        <Descriptions.Item label="预约时长">{session.reservedMinutes} 分钟</Descriptions.Item>
        <Descriptions.Item label="实际时长">{session.usedSeconds === null ? '—' : `${Math.floor(session.usedSeconds / 60)} 分 ${session.usedSeconds % 60} 秒`}</Descriptions.Item>
        {pending && session.confirmCostPoints !== null && (
          <Descriptions.Item label="确认后" span={2}>
            扣除 {formatPoints(session.confirmCostPoints)} 积分（按实际分钟数向上取整），退还 {formatPoints(session.confirmRefundPoints ?? 0)} 积分
          </Descriptions.Item>
        )}
      </Descriptions>
      {pending && (
        <div className="ep-session-actions">
          <Popconfirm
            title="确认取证"
            description="确认后证据包将保全到存证账本并生成存证证书，未使用的时长退还积分。"
            okText="确认"
            cancelText="再看看"
            onConfirm={() =>
              confirm
                .mutateAsync(session.id)
                .then((r) => toast.success(r.msg))
                .catch((e: unknown) => toast.error(errorText(e)))
            }
          >
            <Button type="primary" loading={confirm.isPending}>
              确认
            </Button>
          </Popconfirm>
          <Popconfirm
            title="放弃取证"
            description="放弃后录像和证据包将被删除，已扣积分全部退还，且不可恢复。"
            okText="放弃"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() =>
              abandon
                .mutateAsync(session.id)
                .then((r) => {
                  toast.success(r.msg);
                  void navigate(list);
                })
                .catch((e: unknown) => toast.error(errorText(e)))
            }
          >
            <Button danger loading={abandon.isPending}>
              放弃
            </Button>
          </Popconfirm>
        </div>
      )}
      <FileHashes files={session.files} />
      <EnvironmentTable items={session.environment} />
      <ActionLog lines={session.actions} />
    </div>
  );
}
