import { useState } from 'react';
import { Alert, Button, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { NOTARY_OFFICE } from '@evidence/shared/constants';
import { OFFICE_NEEDS_NOTARY, type TOfficeListRow } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useNotaryList, type OfficeListFilter } from '../api/get-notary-list';
import { NotaryDetailDrawer } from './notary-detail-drawer';
import { STAGE_COLOR, STAGE_OPTIONS, STATUS_COLOR, STATUS_OPTIONS } from './notary-labels';

/** 公证办理: the office's queue, opening on 待我办理 (what waits for this notary, oldest payment first, decision 855); 办理 / 查看 opens the order. */
export function NotaryQueue() {
  const [filter, setFilter] = useState<OfficeListFilter>({ page: 1, stage: OFFICE_NEEDS_NOTARY, status: 0, orderNo: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useNotaryList(filter);

  const columns: TableColumnsType<TOfficeListRow> = [
    { title: '支付时间', dataIndex: 'paidAt', width: 160, responsive: ['md'], render: (ms: number | null) => formatDateTime(ms) },
    { title: '订单号', dataIndex: 'orderNo', width: 200, responsive: ['lg'] },
    { title: '申请人', dataIndex: 'applicant', ellipsis: true },
    { title: '记录数', dataIndex: 'number', width: 70, align: 'right', responsive: ['md'] },
    { title: '费用（积分）', dataIndex: 'fee', width: 100, align: 'right', responsive: ['lg'] },
    { title: '办理阶段', dataIndex: 'officeStage', width: 120, render: (s: string, r) => <Tag color={STAGE_COLOR[s]}>{r.officeStageName}</Tag> },
    { title: '状态', dataIndex: 'notarial', width: 90, render: (s: number, r) => <Tag color={STATUS_COLOR[s]}>{r.notarialName}</Tag> },
    { title: '承办公证员', dataIndex: 'notaryName', width: 100, responsive: ['md'], render: (v: string | null) => v ?? '—' },
    {
      title: '操作',
      key: 'action',
      width: 70,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
          {row.notarial === 1 ? '办理' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="ep-admin-toolbar">
        <Select aria-label="办理阶段" value={filter.stage} options={STAGE_OPTIONS} onChange={(stage) => setFilter((f) => ({ ...f, page: 1, stage }))} style={{ width: 150 }} />
        <Select aria-label="公证状态" value={filter.status} options={STATUS_OPTIONS} onChange={(status) => setFilter((f) => ({ ...f, page: 1, status }))} style={{ width: 120 }} />
        <Input.Search aria-label="订单号" placeholder="订单号" allowClear maxLength={40} style={{ width: 240 }} onSearch={(v) => setFilter((f) => ({ ...f, page: 1, orderNo: v.trim() }))} />
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          刷新
        </Button>
      </div>
      {query.isError ? <Alert type="error" showIcon message={errorText(query.error)} style={{ marginBottom: 12 }} /> : null}
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        locale={{ emptyText: query.isError ? '加载失败，请刷新重试' : '暂无公证订单' }}
        scroll={{ x: 900 }}
        pagination={{ current: filter.page, pageSize: NOTARY_OFFICE.pageSize, total: query.data?.count ?? 0, showSizeChanger: false, onChange: (page) => setFilter((f) => ({ ...f, page })) }}
      />
      <NotaryDetailDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
