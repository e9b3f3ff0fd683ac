import { useState } from 'react';
import { Button, Input, Select, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TReviewListItem } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { useVerificationList, type VerificationListFilter } from '../api/get-verification-list';
import { VerificationDetailDrawer } from './verification-detail-drawer';
import { KIND_COLOR, STATUS_COLOR, kindName, statusName } from './verification-labels';

const STATUS_OPTIONS = [
  { value: 2, label: '待审核' },
  { value: 3, label: '已通过' },
  { value: 4, label: '已驳回' },
  { value: 0, label: '全部状态' },
];
const KIND_OPTIONS = [
  { value: '', label: '全部类型' },
  { value: 'person', label: '个人认证' },
  { value: 'company', label: '企业认证' },
  { value: 'author', label: '变更被授权人' },
];

/**
 * The review queue: submissions filtered by state (待审核 first, oldest first), kind and a name or
 * phone; 10 a page. 审核 / 查看 opens the detail drawer, where the decision is taken.
 */
export function VerificationQueue() {
  const [filter, setFilter] = useState<VerificationListFilter>({ page: 1, status: 2, kind: '', keyword: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useVerificationList(filter);
  const change = (patch: Partial<VerificationListFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));

  const columns: TableColumnsType<TReviewListItem> = [
    // on a phone: who, what kind, its state and the action
    { title: '提交时间', dataIndex: 'submittedAt', width: 170, responsive: ['md'], render: (ms: number) => formatDateTime(ms) },
    { title: '类型', dataIndex: 'kind', width: 120, render: (k: string) => <Tag color={KIND_COLOR[k]}>{kindName(k)}</Tag> },
    { title: '认证主体', dataIndex: 'subjectName', ellipsis: true },
    { title: '账号', dataIndex: 'phone', width: 130, responsive: ['md'] },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: number) => <Tag color={STATUS_COLOR[s]}>{statusName(s)}</Tag> },
    { title: '审核人', dataIndex: 'reviewerName', width: 120, responsive: ['lg'], render: (n: string | null) => n ?? '-' },
    { title: '审核时间', dataIndex: 'reviewedAt', width: 170, responsive: ['lg'], render: (ms: number | null) => formatDateTime(ms) },
    {
      title: '操作',
      key: 'action',
      width: 70,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
          {row.status === 2 ? '审核' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="ep-admin-toolbar">
        <Select aria-label="审核状态" value={filter.status} options={STATUS_OPTIONS} onChange={(status) => change({ status })} style={{ width: 120 }} />
        <Select aria-label="认证类型" value={filter.kind} options={KIND_OPTIONS} onChange={(kind) => change({ kind })} style={{ width: 140 }} />
        <Input.Search
          allowClear
          placeholder="姓名、企业名称或账号手机号"
          maxLength={50}
          enterButton="查询"
          onSearch={(value) => change({ keyword: value.trim() })}
          style={{ maxWidth: 320 }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
          刷新
        </Button>
      </div>
      <Table<TReviewListItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: filter.status === 2 ? '暂无待审核的认证申请' : '暂无数据' }}
        pagination={{
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: query.data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page) => setFilter((f) => ({ ...f, page })),
        }}
      />
      <VerificationDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
