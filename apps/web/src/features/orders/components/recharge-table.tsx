import { Button, Grid, Popconfirm, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Key } from 'react';
import { ORDERS, OrderOrigin, PayStatus } from '@evidence/shared/constants';
import type { TOrderItem } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { InvoiceTag, PayStatusTag, RechargeRecord } from './order-cells';

interface Props {
  rows: TOrderItem[];
  count: number;
  page: number;
  loading: boolean;
  selectedIds: number[];
  /** invoices are not for every role (the page decides) */
  selectable: boolean;
  cancellingNo: string | null;
  onSelect: (rows: TOrderItem[]) => void;
  onContinue: (row: TOrderItem) => void;
  onCancel: (row: TOrderItem) => Promise<void>;
  onFailReason: (row: TOrderItem) => void;
  onPage: (page: number) => void;
}

/**
 * 充值记录 (001 §3, §4): amount in yuan, points credited, payment status labels, invoice status;
 * a pending web order offers 继续支付 and 取消订单, an app order says to pay in the app (001 §8);
 * only invoiceable orders can be ticked (paid, not a gift, invoice status 0 or 3).
 */
export function RechargeTable(p: Props) {
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  // below 576 px the order in one cell and 操作 one action a line: the table fits, 操作 stays in view
  const phone = screens.sm === false;
  const phoneColumns: TableColumnsType<TOrderItem> = [
    { title: '订单', key: 'order', render: (_: unknown, r) => <RechargeRecord row={r} /> },
    { title: '操作', key: 'actions', width: 108, render: (_: unknown, r) => <RowActions row={r} stacked {...p} /> },
  ];
  const columns: TableColumnsType<TOrderItem> = [
    { title: '订单号', dataIndex: 'order_no', width: 230, responsive: ['sm'], render: (v: string) => <span className="ep-mono">{v}</span> },
    { title: '创建时间', dataIndex: 'create_time', width: 165, responsive: ['md'], render: (ms: number) => formatDateTime(ms) },
    { title: '订单描述', dataIndex: 'desc', ellipsis: { showTitle: true }, responsive: ['lg'] },
    {
      title: '金额（元）',
      dataIndex: 'balance',
      width: 110,
      align: 'right',
      // on a phone the time column is hidden: the time goes under the amount, so rows stay tellable apart
      render: (v: number, r) => (wide ? formatPoints(v) : <>{formatPoints(v)}<div className="ep-order-sub">{formatDateTime(r.create_time)}</div></>),
    },
    { title: '积分', dataIndex: 'points', width: 110, align: 'right', responsive: ['lg'], render: (v: number) => formatPoints(v) },
    { title: '支付方式', dataIndex: 'payType', width: 90, responsive: ['md'] },
    { title: '支付状态', dataIndex: 'pay_status_name', width: 130, render: (_: string, r) => <PayStatusTag row={r} /> },
    {
      title: '发票状态',
      key: 'invoice',
      width: 90,
      responsive: ['sm'],
      render: (_: unknown, r) => <InvoiceTag row={r} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      ...(wide ? { fixed: 'right' as const } : {}),
      render: (_: unknown, r) => <RowActions row={r} {...p} />,
    },
  ];

  return (
    <Table<TOrderItem>
      rowKey="id"
      size="middle"
      columns={phone ? phoneColumns : columns}
      dataSource={p.rows}
      loading={p.loading}
      locale={{ emptyText: '暂无数据' }}
      // from 576 px scroll inside the table, never the page; a phone's table fits without scrolling
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
      {...(p.selectable
        ? {
            rowSelection: {
              selectedRowKeys: p.selectedIds,
              preserveSelectedRowKeys: true,
              getCheckboxProps: (r: TOrderItem) => ({ disabled: !r.invoiceable, 'aria-label': `选择订单 ${r.order_no}` }),
              onChange: (_keys: Key[], rows: TOrderItem[]) => p.onSelect(rows.filter(Boolean)),
            },
          }
        : {})}
      pagination={{
        current: p.page,
        pageSize: ORDERS.pageSize,
        total: p.count,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: p.onPage,
      }}
    />
  );
}

function RowActions({ row, stacked = false, cancellingNo, onContinue, onCancel, onFailReason }: { row: TOrderItem; stacked?: boolean } & Props) {
  const pending = row.pay_status === PayStatus.pending;
  return (
    <span className={stacked ? 'ep-list-actions ep-list-actions--stacked' : 'ep-list-actions'}>
      {pending && row.origin === OrderOrigin.app && (
        <Tooltip title="该订单在APP中创建，请在APP中完成支付">
          <span className="ep-order-app">请在APP中支付</span>
        </Tooltip>
      )}
      {pending && row.origin !== OrderOrigin.app && (
        <>
          <Button type="link" size="small" onClick={() => onContinue(row)}>
            继续支付
          </Button>
          <Popconfirm title="确定取消该订单吗？" okText="确定" cancelText="取消" onConfirm={() => onCancel(row)}>
            <Button type="link" size="small" danger loading={cancellingNo === row.order_no}>
              取消订单
            </Button>
          </Popconfirm>
        </>
      )}
      {row.invoiceStatus === 3 && (
        <Button type="link" size="small" onClick={() => onFailReason(row)}>
          查看原因
        </Button>
      )}
      {!pending && row.invoiceStatus !== 3 && '-'}
    </span>
  );
}
