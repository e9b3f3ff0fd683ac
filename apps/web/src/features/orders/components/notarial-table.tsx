import { Grid, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { ORDERS } from '@evidence/shared/constants';
import type { TNotarialOrderItem } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { MoneyAndStatus, NotarialPayTag, NotarialRecord } from './order-cells';

interface Props {
  rows: TNotarialOrderItem[];
  count: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}

const wideColumns: TableColumnsType<TNotarialOrderItem> = [
  { title: '订单号', dataIndex: 'orderNo', width: 230, render: (v: string) => <span className="ep-mono">{v}</span> },
  { title: '创建时间', dataIndex: 'addTime', width: 165, render: (ms: number) => formatDateTime(ms) },
  { title: '金额（元）', dataIndex: 'money', width: 110, align: 'right', render: (v: number) => formatPoints(v) },
  { title: '支付状态', dataIndex: 'pay', width: 90, render: (_: number, r) => <NotarialPayTag row={r} /> },
];

/** Below 576 px: number and time in one cell, the amount with the payment status beside it. */
const phoneColumns: TableColumnsType<TNotarialOrderItem> = [
  { title: '订单', key: 'order', render: (_: unknown, r) => <NotarialRecord row={r} /> },
  { title: '金额（元）', key: 'money', width: 96, align: 'right', render: (_: unknown, r) => <MoneyAndStatus row={r} /> },
];

/** 公证书 (001 §3 "Notarial order"): filled by the notarization issue; until then the empty state. */
export function NotarialTable({ rows, count, page, loading, onPage }: Props) {
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Table<TNotarialOrderItem>
      rowKey="id"
      size="middle"
      columns={phone ? phoneColumns : wideColumns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
      pagination={{ current: page, pageSize: ORDERS.pageSize, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
