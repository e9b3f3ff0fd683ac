import { useState } from 'react';
import { Button, DatePicker, Modal, Select, Space, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TInvoiceListItem } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { rangeToSeconds } from '@/lib/date-range';
import { formatDateTime } from '@/lib/format';
import { useDownloadInvoicePdf } from '../api/down-invoice-pdf';
import { useInvoiceList } from '../api/invoice-list';
import { InvoiceStatusTag } from './status-tag';
import './invoices.css';

const STATUS_OPTIONS = [
  { value: 0, label: '全部状态' },
  { value: 1, label: '待开票' },
  { value: 2, label: '已开票' },
  { value: 4, label: '已拒绝' },
];

/** 发票申请 tab: date range (end of day included), status filter, 10 a page, 详情 / 下载发票 / 拒绝原因. */
export function ApplicationsPanel() {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [status, setStatus] = useState(0);
  const [page, setPage] = useState(1);
  const [modal, holder] = Modal.useModal();
  const list = useInvoiceList({ page, status, ...rangeToSeconds(range) });
  const download = useDownloadInvoicePdf();

  const columns: TableColumnsType<TInvoiceListItem> = [
    // on a phone: the time (wrapping), the state and the actions; the rest is on 详情
    { title: '申请单号', dataIndex: 'order_no', width: 200, responsive: ['md'] },
    { title: '申请时间', dataIndex: 'create_time', width: 110, render: (v: number) => <span className="ep-invoice__time">{formatDateTime(v)}</span> },
    { title: '发票抬头', dataIndex: 'head', ellipsis: true, responsive: ['md'] },
    { title: '金额（元）', dataIndex: 'money', width: 110, align: 'right', responsive: ['sm'] },
    { title: '订单数', dataIndex: 'orderCount', width: 80, align: 'center', responsive: ['lg'] },
    { title: '发票类型', dataIndex: 'typeName', width: 120, responsive: ['lg'] },
    { title: '状态', dataIndex: 'statusCode', width: 90, render: (s: number) => <InvoiceStatusTag status={s} /> },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          <Link to={`/invoice/details?id=${r.id}`}>详情</Link>
          {r.statusCode === 2 ? (
            <Button type="link" size="small" loading={download.isPending && download.variables === r.order_no} onClick={() => download.mutate(r.order_no, { onError: reportError })}>
              下载发票
            </Button>
          ) : null}
          {r.statusCode === 4 ? (
            <Button type="link" size="small" danger onClick={() => void modal.info({ title: '拒绝原因', content: r.check_remark || '-', okText: '知道了' })}>
              拒绝原因
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div>
      {holder}
      <Space wrap className="ep-invoice__bar">
        <DatePicker.RangePicker value={range} onChange={(v) => { setRange(v as [Dayjs | null, Dayjs | null] | null); setPage(1); }} />
        <Select value={status} options={STATUS_OPTIONS} style={{ width: 130 }} onChange={(v) => { setStatus(v); setPage(1); }} aria-label="状态" />
      </Space>
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无开票申请' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.count ?? 0, showSizeChanger: false, onChange: setPage, showTotal: (n) => `共 ${n} 条` }}
      />
    </div>
  );
}
