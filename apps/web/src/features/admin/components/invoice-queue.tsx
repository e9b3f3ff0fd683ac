import { useState } from 'react';
import { Button, Select, Table, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TAdminInvoiceItem } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { useAdminInvoiceList } from '../api/get-invoice-list';
import { InvoiceDecisionDrawer } from './invoice-decision-drawer';

const STATUS_OPTIONS = [
  { value: 1, label: '待开票' },
  { value: 2, label: '已开票' },
  { value: 4, label: '已拒绝' },
  { value: 0, label: '全部状态' },
];
const INVOICE_STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 4: 'error' };

/** 开票申请: pending applications oldest first; 处理 / 查看 opens the drawer where 开具 or 拒绝 is decided. */
export function InvoiceQueue() {
  const [filter, setFilter] = useState({ page: 1, status: 1 });
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useAdminInvoiceList(filter);

  const columns: TableColumnsType<TAdminInvoiceItem> = [
    { title: '申请时间', dataIndex: 'create_time', width: 170, responsive: ['md'], render: (ms: number) => formatDateTime(ms) },
    { title: '申请单号', dataIndex: 'order_no', width: 200, responsive: ['lg'] },
    { title: '申请人', dataIndex: 'applicant', ellipsis: true },
    { title: '发票抬头', dataIndex: 'head', ellipsis: true, responsive: ['md'] },
    { title: '金额（元）', dataIndex: 'money', width: 110, align: 'right' },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: number, r) => <Tag color={INVOICE_STATUS_COLOR[s]}>{r.statusName}</Tag> },
    {
      title: '操作',
      key: 'action',
      width: 70,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
          {row.status === 1 ? '处理' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="ep-admin-toolbar">
        <Select aria-label="开票状态" value={filter.status} options={STATUS_OPTIONS} onChange={(status) => setFilter({ page: 1, status })} style={{ width: 120 }} />
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          刷新
        </Button>
      </div>
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        locale={{ emptyText: '暂无开票申请' }}
        pagination={{ current: filter.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, showSizeChanger: false, onChange: (page) => setFilter((f) => ({ ...f, page })) }}
      />
      <InvoiceDecisionDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
