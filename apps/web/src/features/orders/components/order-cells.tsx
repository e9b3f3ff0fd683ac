import { Tag } from 'antd';
import type { TNotarialOrderItem, TOrderItem } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { invoiceLabel } from '../lib/order-view';

/**
 * The orders' cells shared by the wide tables and their phone layout: below 576 px the tables show
 * one cell per order with these stacked (decision 232), so no tab scrolls sideways at 375 px.
 */
const PAY_STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' };
const INVOICE_COLOR: Record<number, string> = { 0: 'blue', 1: 'processing', 2: 'success', 3: 'error' };

export function PayStatusTag({ row }: { row: TOrderItem }) {
  return <Tag color={PAY_STATUS_COLOR[row.pay_status]}>{row.pay_status_name}</Tag>;
}

export function InvoiceTag({ row }: { row: TOrderItem }) {
  const label = invoiceLabel(row);
  return label === '-' ? '-' : <Tag color={INVOICE_COLOR[row.invoiceStatus]}>{label}</Tag>;
}

/** 充值记录 on a phone: amount, time, payment and invoice status. */
export function RechargeRecord({ row }: { row: TOrderItem }) {
  return (
    <div className="ep-list-record">
      <strong>¥{formatPoints(row.balance)}</strong>
      <span className="ep-list-record__meta">{formatDateTime(row.create_time)}</span>
      <span>
        <PayStatusTag row={row} />
        {invoiceLabel(row) !== '-' && <InvoiceTag row={row} />}
      </span>
    </div>
  );
}

/** 消费记录 on a phone: time, business type and, for a company, who spent. */
export function ConsumptionRecord({ row, showWho }: { row: TOrderItem; showWho: boolean }) {
  return (
    <div className="ep-list-record">
      <span>{row.type_name}</span>
      <span className="ep-list-record__meta">{formatDateTime(row.create_time)}</span>
      {showWho && <span className="ep-list-record__meta">{[row.name, row.mobile].filter(Boolean).join(' ')}</span>}
    </div>
  );
}

/** The points a record cost above its payment status (消费记录 on a phone). */
export function PointsAndStatus({ row }: { row: TOrderItem }) {
  return (
    <div className="ep-list-record ep-list-record--end">
      <strong>{formatPoints(row.balance)}</strong>
      <PayStatusTag row={row} />
    </div>
  );
}

export function NotarialPayTag({ row }: { row: TNotarialOrderItem }) {
  return row.pay === 1 ? <Tag color="success">已支付</Tag> : <Tag>未支付</Tag>;
}

/** 公证书 on a phone: order number and time; amount and payment status beside. */
export function NotarialRecord({ row }: { row: TNotarialOrderItem }) {
  return (
    <div className="ep-list-record">
      <span className="ep-mono">{row.orderNo}</span>
      <span className="ep-list-record__meta">{formatDateTime(row.addTime)}</span>
    </div>
  );
}

export function MoneyAndStatus({ row }: { row: TNotarialOrderItem }) {
  return (
    <div className="ep-list-record ep-list-record--end">
      <strong>{formatPoints(row.money)}</strong>
      <NotarialPayTag row={row} />
    </div>
  );
}
