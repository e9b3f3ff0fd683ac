import { Button, Popconfirm, Space, Tag } from 'antd';
import type { TRefundLine } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { refundLineText } from '@/lib/notary-money';
import { useRetryRefundAction } from '../api/retry-refund';

const COLOR: Record<string, string> = { processing: 'processing', succeeded: 'success', failed: 'error' };

/**
 * The order's refunds through the provider (issue 25 item 6): 退款中 / 已退款 / 退款失败（原因）, each with its
 * refund number and time; a failed one can be asked for again (重新退款, audited on the server), e.g. after
 * the merchant account was topped up.
 */
export function NotaryRefunds({ refunds }: { refunds: TRefundLine[] }) {
  const { again, pendingId } = useRetryRefundAction();
  return (
    <Space direction="vertical" size={4}>
      {refunds.map((r) => (
        <span key={r.id} className="ep-office-refund">
          <Tag color={COLOR[r.state] ?? 'default'}>{refundLineText(r)}</Tag>
          <span className="ep-office-refund__meta">
            退款单号 {r.refundNo} · {formatDateTime(r.settledAt ?? r.createdAt)}
          </span>
          {r.state === 'failed' ? (
            <Popconfirm title="按原退款单号重新向支付渠道发起退款？" okText="重新退款" cancelText="取消" onConfirm={() => again(r.id)}>
              <Button size="small" loading={pendingId === r.id}>
                重新退款
              </Button>
            </Popconfirm>
          ) : null}
        </span>
      ))}
    </Space>
  );
}
