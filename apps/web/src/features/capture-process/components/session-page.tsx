import { useEffect } from 'react';
import { Alert, Button, Popconfirm, Result, Spin } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PROCESS_MSG } from '@evidence/shared/constants';
import { ListError } from '@/components/list-error';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useLook } from '../api/look';
import { useCancelButton } from '../api/session-actions';
import { KIND_PATHS, waitText } from '../lib/kinds';
import { LiveSession } from './live-session';
import './capture-process.css';

/**
 * /evidences-all/process/queue and /evidences-all/OTT/queue (?id=): one page that follows the session —
 * its place and estimated wait while 排队中 (with 取消), the live remote browser while 取证中, a progress
 * note while 处理中, then the preview. The data is the owner's only (look); the route is public per 001 §2.2.
 */
export function SessionPage({ id }: { id: number }) {
  const look = useLook(id);
  const cancel = useCancelButton();
  const navigate = useNavigate();
  const s = look.data;
  useEffect(() => {
    if (s && (s.status === 'pending_confirm' || s.status === 'succeeded')) void navigate(`${KIND_PATHS[s.kind].preview}?id=${s.id}`, { replace: true });
  }, [s, navigate]);

  if (look.isError) return <ListError error={look.error} onRetry={() => void look.refetch()} />;
  if (!s) return <Spin className="ep-page-spin" />;
  const list = KIND_PATHS[s.kind].list;
  const note = s.kind === 'ott' ? <Alert className="ep-ott-note" type="warning" showIcon title={PROCESS_MSG.ottNotice} /> : null;
  if (s.status === 'queued') {
    return (
      <>
        {note}
        <Result
          icon={<div className="ep-queue-big" data-testid="queue-position">{s.queuePosition ?? '—'}</div>}
          title="排队中：您前面的取证完成后自动开始"
          subTitle={`当前排第 ${s.queuePosition ?? '—'} 位，预计等待${waitText(s.estimatedWaitSeconds ?? 0)}。开始后本页将直接显示远程浏览器。`}
          extra={
            <Popconfirm title="取消排队" description="取消后已扣积分全部退还。" okText="取消排队" okButtonProps={{ danger: true }} cancelText="继续排队"
              onConfirm={() => cancel.mutateAsync(s.id).then((r) => { toast.success(r.msg); void navigate(list); }).catch((e: unknown) => toast.error(errorText(e)))}>
              <Button danger loading={cancel.isPending}>取消</Button>
            </Popconfirm>
          }
        />
      </>
    );
  }
  if (s.status === 'running') return (<>{note}<LiveSession session={s} /></>);
  if (s.status === 'processing') return <Result icon={<Spin size="large" />} title="处理中" subTitle="正在生成录像与证据包，完成后自动进入预览。" />;
  return (
    <Result
      status={s.status === 'failed' ? 'error' : 'info'}
      title={s.statusName}
      subTitle={s.failReason ?? (s.refundedPoints > 0 ? `已退还 ${s.refundedPoints} 积分` : undefined)}
      extra={<Link to={list}>返回列表</Link>}
    />
  );
}
