import { Button, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { ESIGN } from '@evidence/shared/constants';
import type { TListSignRow } from '@evidence/shared/contracts';
import { LinkButton } from '@/components/link-button';
import { formatDateTime } from '@/lib/format';
import { detailPath, editPath } from '../lib/paths';
import { FlowStatusTag, SignerStatusTag } from './status-tags';

interface Props {
  rows: TListSignRow[];
  count: number;
  page: number;
  loading: boolean;
  deleting: number | null;
  onRevoke: (row: TListSignRow) => void;
  onDelete: (row: TListSignRow) => void;
  onPage: (page: number) => void;
}

function Actions({ row, deleting, onRevoke, onDelete }: { row: TListSignRow } & Pick<Props, 'deleting' | 'onRevoke' | 'onDelete'>) {
  if (row.status === 'draft') {
    return (
      <span className="ep-list-actions">
        <LinkButton type="link" size="small" to={editPath(row.id)}>
          继续编辑
        </LinkButton>
        <Popconfirm title="删除草稿" description={`确定删除草稿《${row.title}》吗？删除后不能恢复。`} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => onDelete(row)}>
          <Button type="link" size="small" danger loading={deleting === row.id}>
            删除
          </Button>
        </Popconfirm>
      </span>
    );
  }
  return (
    <span className="ep-list-actions">
      <LinkButton type="link" size="small" to={detailPath(row.id)}>
        详情
      </LinkButton>
      {row.status === 'signing' && (
        <Button type="link" size="small" danger onClick={() => onRevoke(row)}>
          撤销
        </Button>
      )}
    </span>
  );
}

/** 签署管理's table: 流程编号 / 合同名称 / 签署方 (each with its status) / 状态 / 发起时间 / 截止时间 / 操作, 10 a page. */
export function FlowTable({ rows, count, page, loading, deleting, onRevoke, onDelete, onPage }: Props) {
  const columns: TableColumnsType<TListSignRow> = [
    { title: '流程编号', dataIndex: 'flowNo', width: 210, render: (v: string) => <span className="ep-mono">{v}</span> },
    { title: '合同名称', dataIndex: 'title', ellipsis: { showTitle: true } },
    {
      title: '签署方',
      key: 'signers',
      width: 230,
      render: (_: unknown, r) =>
        r.signers.length === 0 ? (
          '-'
        ) : (
          <Space orientation="vertical" size={2}>
            {r.signers.map((s) => (
              <span key={s.id}>
                {s.name} <SignerStatusTag status={s.status} name={s.statusName} />
              </span>
            ))}
          </Space>
        ),
    },
    { title: '状态', dataIndex: 'status', width: 90, render: (_: string, r) => <FlowStatusTag status={r.status} name={r.statusName} /> },
    { title: '发起时间', dataIndex: 'sentAt', width: 165, render: (ms: number | null) => (ms ? formatDateTime(ms) : '-') },
    { title: '截止时间', dataIndex: 'expiresAt', width: 165, render: (ms: number, r) => (r.status === 'draft' ? '-' : formatDateTime(ms)) },
    { title: '操作', key: 'actions', width: 150, fixed: 'right', render: (_: unknown, r) => <Actions row={r} deleting={deleting} onRevoke={onRevoke} onDelete={onDelete} /> },
  ];
  return (
    <Table<TListSignRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: ESIGN.pageSize, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
