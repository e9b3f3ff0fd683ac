import { Tag } from 'antd';
import { INVOICE_STATUS_NAMES, type InvoiceStatus } from '@evidence/shared/constants';

const COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 4: 'error' };

/** 待开票 / 已开票 / 已拒绝. */
export function InvoiceStatusTag({ status }: { status: number }) {
  return <Tag color={COLORS[status] ?? 'default'}>{INVOICE_STATUS_NAMES[status as InvoiceStatus] ?? '未知'}</Tag>;
}
