import { Grid, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { ORDERS } from '@evidence/shared/constants';
import type { TNotarialOrderItem } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { MoneyAndStatus, NotarialAmount, NotarialPayTag, NotarialRecord, NotarialStatus } from './order-cells';

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
  { title: '公证类型', dataIndex: 'typeName', width: 110 },
  // the unit is in each cell: a points payment is not yuan (decision 366)
  { title: '金额', dataIndex: 'money', width: 170, align: 'right', render: (_: number, r) => <NotarialAmount row={r} /> },
  { title: '支付状态', dataIndex: 'pay', width: 120, render: (_: number, r) => <NotarialPayTag row={r} /> },
  { title: '公证状态', dataIndex: 'notarial', width: 100, render: (_: unknown, r) => <NotarialStatus row={r} /> },
];

/** Below 576 px: number and time in one cell, the amount with the payment status beside it. */
const phoneColumns: TableColumnsType<TNotarialOrderItem> = [
  { title: '订单', key: 'order', render: (_: unknown, r) => <NotarialRecord row={r} /> },
  { title: '金额', key: 'money', width: 120, align: 'right', render: (_: unknown, r) => <MoneyAndStatus row={r} /> },
];

/** 公证书 (001 §3 "Notarial order"), with what the money did and the notary status (decision 366). */
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
