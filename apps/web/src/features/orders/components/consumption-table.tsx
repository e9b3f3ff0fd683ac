import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { ORDERS } from '@evidence/shared/constants';
import type { TOrderItem } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { PAY_STATUS_COLOR } from './recharge-table';

interface Props {
  rows: TOrderItem[];
  count: number;
  page: number;
  loading: boolean;
  /** a company's main account sees which member spent (name and phone) */
  showWho: boolean;
  onPage: (page: number) => void;
}

/** 消费记录 (001 §3): the points each record cost, its business type and, for a company, who spent them. */
export function ConsumptionTable({ rows, count, page, loading, showWho, onPage }: Props) {
  const columns: TableColumnsType<TOrderItem> = [
    { title: '订单号', dataIndex: 'order_no', width: 230, responsive: ['sm'], render: (v: string) => <span className="ep-mono">{v}</span> },
    { title: '创建时间', dataIndex: 'create_time', width: 165, render: (ms: number) => formatDateTime(ms) },
    { title: '订单类型', dataIndex: 'type_name', width: 110, responsive: ['md'] },
    { title: '订单描述', dataIndex: 'desc', ellipsis: { showTitle: true }, responsive: ['lg'] },
    { title: '消耗积分', dataIndex: 'balance', width: 110, align: 'right', render: (v: number) => formatPoints(v) },
    { title: '支付状态', dataIndex: 'pay_status_name', width: 90, render: (v: string, r) => <Tag color={PAY_STATUS_COLOR[r.pay_status]}>{v}</Tag> },
    ...(showWho
      ? [
          { title: '姓名', dataIndex: 'name', width: 140, responsive: ['md' as const] },
          { title: '手机号', dataIndex: 'mobile', width: 120, responsive: ['lg' as const] },
        ]
      : []),
  ];
  return (
    <Table<TOrderItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: ORDERS.pageSize, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
