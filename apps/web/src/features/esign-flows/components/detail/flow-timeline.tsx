import { Timeline } from 'antd';
import type { TDetailEvent } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';

const COLORS: Record<string, string> = { signed: 'green', completed: 'green', rejected: 'red', revoked: 'orange', expired: 'gray', completion_failed: 'red' };

/** The flow's timeline from its events (esign_events), oldest first, with who and a note where there is one. */
export function FlowTimeline({ events }: { events: TDetailEvent[] }) {
  if (events.length === 0) return <p>暂无数据</p>;
  return (
    <Timeline
      className="ep-esign-timeline"
      items={events.map((e) => ({
        key: e.id,
        color: COLORS[e.kind] ?? 'blue',
        title: formatDateTime(e.at),
        content: (
          <span>
            {e.label}
            {e.signerName ? `（${e.signerName}）` : ''}
            {e.note ? ` · ${e.note}` : ''}
          </span>
        ),
      }))}
    />
  );
}
