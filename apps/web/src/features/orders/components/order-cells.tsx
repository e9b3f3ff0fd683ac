import { Tag } from 'antd';
import type { TNotarialOrderItem, TOrderItem } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { paidText, payText, refundLineText, refundTexts } from '@/lib/notary-money';
import { invoiceLabel } from '../lib/order-view';

/**
 * The orders' cells shared by the wide tables and their phone layout: below 576 px the tables show
 * one cell per order with these stacked (decision 232), so no tab scrolls sideways at 375 px.
 */
const PAY_STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' };
const INVOICE_COLOR: Record<number, string> = { 0: 'blue', 1: 'processing', 2: 'success', 3: 'error' };

const REFUND_COLOR: Record<string, string> = { processing: 'processing', succeeded: 'success', failed: 'error' };

/** The payment status, and under it each refund of a payment the order did not need (退款中 / 已退款 / 退款失败（原因）). */
export function PayStatusTag({ row }: { row: TOrderItem }) {
  const tag = <Tag color={PAY_STATUS_COLOR[row.pay_status]}>{row.pay_status_name}</Tag>;
  if (row.refunds.length === 0) return tag;
  return (
    <span className="ep-order-refunds">
      {tag}
      {row.refunds.map((r) => (
        <span key={r.id} className="ep-order-refund">
          <Tag color={REFUND_COLOR[r.state] ?? 'default'} title={refundLineText(r)}>
            {refundLineText({ ...r, isLocal: false })}
          </Tag>
          {r.isLocal ? <span className="ep-order-sub">本地测试收银台，未发生真实资金往来</span> : null}
        </span>
      ))}
    </span>
  );
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
      {/* what it was (购买积分, 平台赠送…): a ¥0.00 gift read as a paid order without it (review of issue 25) */}
      {row.desc ? <span>{row.desc}</span> : null}
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

const NOTARIAL_PAY_COLOR: Record<string, string> = { paid: 'success', unpaid: 'warning', cancelled: 'default' };

/** 未支付 / 已支付 · 微信 / 已取消: the money row's state and how it was paid (decision 366). */
export function NotarialPayTag({ row }: { row: TNotarialOrderItem }) {
  return <Tag color={NOTARIAL_PAY_COLOR[row.payState] ?? 'default'}>{payText(row)}</Tag>;
}

/** The amount in the unit paid (积分 or ¥), and under it what is given back. */
export function NotarialAmount({ row }: { row: TNotarialOrderItem }) {
  const refunds = refundTexts(row);
  return (
    <span className="ep-notarial-amount">
      <span>{paidText(row, row.money)}</span>
      {refunds.map((r) => (
        <span key={r} className="ep-notarial-refund">
          {r}
        </span>
      ))}
    </span>
  );
}

/** 出证中 / 出证成功 / 出证终止 / 出证失败 of the order's procedure. */
export function NotarialStatus({ row }: { row: TNotarialOrderItem }) {
  return row.notarialName ? <span>{row.notarialName}</span> : <span>-</span>;
}

/** 公证书 on a phone: order number, time, type and notary status; amount and payment status beside. */
export function NotarialRecord({ row }: { row: TNotarialOrderItem }) {
  return (
    <div className="ep-list-record">
      <span className="ep-mono">{row.orderNo}</span>
      <span className="ep-list-record__meta">{formatDateTime(row.addTime)}</span>
      <span className="ep-list-record__meta">
        {row.typeName} · <NotarialStatus row={row} />
      </span>
    </div>
  );
}

export function MoneyAndStatus({ row }: { row: TNotarialOrderItem }) {
  return (
    <div className="ep-list-record ep-list-record--end">
      <strong>
        <NotarialAmount row={row} />
      </strong>
      <NotarialPayTag row={row} />
    </div>
  );
}
