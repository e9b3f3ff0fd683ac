import { Tag, Tooltip } from 'antd';
import type { TCaptureRow } from '@evidence/shared/contracts';

const COLORS: Record<string, string> = {
  queued: 'default',
  running: 'processing',
  processing: 'processing',
  pending_confirm: 'warning',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'default',
  abandoned: 'default',
};

/** A capture's state: its name, the place in the queue while 排队中, and the reason of a 取证失败 beside it. */
export function CaptureStatusCell({ row }: { row: TCaptureRow }) {
  const tag = <Tag color={COLORS[row.status] ?? 'default'}>{row.statusName}</Tag>;
  if (row.status === 'queued' && row.queuePosition !== null) {
    return (
      <span>
        {tag}
        <span className="ep-capture-note">第 {row.queuePosition} 位</span>
      </span>
    );
  }
  if (row.status === 'failed' && row.failReason) {
    return (
      <Tooltip title={row.failReason}>
        <span>
          {tag}
          <span className="ep-capture-note ep-capture-reason">{row.failReason}</span>
        </span>
      </Tooltip>
    );
  }
  return tag;
}
