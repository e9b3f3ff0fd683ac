import { Button, Space, Tag, Typography } from 'antd';
import { NOTARY } from '@evidence/shared/constants';
import type { Picked } from '../lib/selection';
import { FeeLine } from './fee-line';

interface Props {
  selection: readonly Picked[];
  applying: boolean;
  onRemove: (id: number) => void;
  onClear: () => void;
  onApply: () => void;
  /** the server's quote for the picked records (decision 850); 申请公证 waits for it */
  quote: Parameters<typeof FeeLine>[0]['quote'];
}

/** What is picked so far, on every page: the count against the limit, the fee, each record (removable), 清空 and 申请公证（N）. */
export function SelectionBar({ selection, applying, onRemove, onClear, onApply, quote }: Props) {
  const quoted = quote.data !== undefined && quote.data.records === selection.length && !quote.isError;
  return (
    <div className="ep-notary-selection" aria-live="polite">
      <div className="ep-list-head">
        <span className="ep-list-count">
          已选择 <strong>{selection.length}</strong> 条存证记录（每个订单最多 {NOTARY.maxRecords} 条，且须为同一公证类型）
        </span>
        <Space wrap>
          <Button onClick={onClear} disabled={selection.length === 0}>
            清空
          </Button>
          <Button type="primary" disabled={selection.length === 0 || !quoted} loading={applying} onClick={onApply}>
            申请公证（{selection.length}）
          </Button>
        </Space>
      </div>
      <FeeLine count={selection.length} quote={quote} />
      {selection.length > 0 && (
        <div className="ep-notary-selection__tags">
          {selection.map((p) => (
            <Tag
              key={p.id}
              closable
              closeIcon={<span aria-label={`移除 ${p.title}`}>×</span>}
              onClose={(e) => {
                e.preventDefault();
                onRemove(p.id);
              }}
            >
              <Typography.Text ellipsis={{ tooltip: `${p.title}（${p.baoquan}）` }} style={{ maxWidth: 200 }}>
                {p.title}
              </Typography.Text>
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
