import { Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import type { TCaptureRow } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { downVmOttBaoquan, useCancelButton } from '../api/session-actions';
import { KIND_PATHS, type SessionKind } from '../lib/kinds';

/** A session row's own actions in its list: 进入 (queued, running), 预览 (待确认), 查看 / 下载 (成功), 取消 (queued). */
export function SessionRowActions({ row, kind }: { row: TCaptureRow; kind: SessionKind }) {
  const navigate = useNavigate();
  const cancel = useCancelButton();
  const p = KIND_PATHS[kind];
  return (
    <>
      {(row.status === 'queued' || row.status === 'running' || row.status === 'processing') && (
        <Button type="link" size="small" onClick={() => void navigate(`${p.queue}?id=${row.id}`)}>
          {row.status === 'running' ? '进入取证' : '查看进度'}
        </Button>
      )}
      {row.status === 'queued' && (
        <Popconfirm title="取消排队" description="取消后已扣积分全部退还。" okText="取消排队" okButtonProps={{ danger: true }} cancelText="继续排队"
          onConfirm={() => cancel.mutateAsync(row.id).then((r) => toast.success(r.msg)).catch((e: unknown) => toast.error(errorText(e)))}>
          <Button type="link" size="small" danger>取消</Button>
        </Popconfirm>
      )}
      {row.status === 'pending_confirm' && (
        <Button type="link" size="small" onClick={() => void navigate(`${p.preview}?id=${row.id}`)}>
          预览确认
        </Button>
      )}
      {row.status === 'succeeded' && (
        <>
          <Button type="link" size="small" onClick={() => void navigate(`/evidencesPro/${row.captureNo}`)}>
            查看
          </Button>
          <Button type="link" size="small" onClick={() => downVmOttBaoquan(row.id).then((url) => window.location.assign(url)).catch((e: unknown) => toast.error(errorText(e)))}>
            下载
          </Button>
        </>
      )}
    </>
  );
}
