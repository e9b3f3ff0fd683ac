import { Grid, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { ORDERS } from '@evidence/shared/constants';
import type { TOrderItem } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { ConsumptionRecord, PayStatusTag, PointsAndStatus } from './order-cells';

interface Props {
  rows: TOrderItem[];
  count: number;
  page: number;
  loading: boolean;
  /** a company's main account sees which member spent (name and phone) */
  showWho: boolean;
  onPage: (page: number) => void;
}

function wideColumns(showWho: boolean): TableColumnsType<TOrderItem> {
  return [
    { title: '订单号', dataIndex: 'order_no', width: 230, responsive: ['sm'], render: (v: string) => <span className="ep-mono">{v}</span> },
    { title: '创建时间', dataIndex: 'create_time', width: 165, render: (ms: number) => formatDateTime(ms) },
    { title: '订单类型', dataIndex: 'type_name', width: 110, responsive: ['md'] },
    { title: '订单描述', dataIndex: 'desc', ellipsis: { showTitle: true }, responsive: ['lg'] },
    { title: '消耗积分', dataIndex: 'balance', width: 110, align: 'right', render: (v: number) => formatPoints(v) },
    { title: '支付状态', dataIndex: 'pay_status_name', width: 90, render: (_: string, r) => <PayStatusTag row={r} /> },
    ...(showWho
      ? [
          { title: '姓名', dataIndex: 'name', width: 140, responsive: ['md' as const] },
          { title: '手机号', dataIndex: 'mobile', width: 120, responsive: ['lg' as const] },
        ]
      : []),
  ];
}

/** Below 576 px: the order (type, time, who) in one cell, the points with the status beside it. */
function phoneColumns(showWho: boolean): TableColumnsType<TOrderItem> {
  return [
    { title: '订单', key: 'order', render: (_: unknown, r) => <ConsumptionRecord row={r} showWho={showWho} /> },
    { title: '消耗积分', key: 'points', width: 96, align: 'right', render: (_: unknown, r) => <PointsAndStatus row={r} /> },
  ];
}

/** 消费记录 (001 §3): the points each record cost, its business type and, for a company, who spent them. */
export function ConsumptionTable({ rows, count, page, loading, showWho, onPage }: Props) {
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Table<TOrderItem>
      rowKey="id"
      size="middle"
      columns={phone ? phoneColumns(showWho) : wideColumns(showWho)}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
      pagination={{ current: page, pageSize: ORDERS.pageSize, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
