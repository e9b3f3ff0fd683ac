import { Button, Grid, Popconfirm, Space, Table, Typography } from 'antd';
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

function Actions({ row, deleting, onRevoke, onDelete, stacked }: { row: TListSignRow; stacked: boolean } & Pick<Props, 'deleting' | 'onRevoke' | 'onDelete'>) {
  const className = stacked ? 'ep-list-actions ep-list-actions--stacked' : 'ep-list-actions';
  if (row.status === 'draft') {
    return (
      <span className={className}>
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
    <span className={className}>
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

/** A flow on a phone: name and status, number, each signer with their status, deadline, in one cell. */
function PhoneFlowCell({ row }: { row: TListSignRow }) {
  return (
    <div className="ep-list-record">
      <Typography.Text ellipsis={{ tooltip: row.title }} strong>
        {row.title}
      </Typography.Text>
      <span>
        <FlowStatusTag status={row.status} name={row.statusName} />
      </span>
      <span className="ep-mono">{row.flowNo}</span>
      {row.signers.map((s) => (
        <span key={s.id} className="ep-list-record__meta">
          {s.name} <SignerStatusTag status={s.status} name={s.statusName} />
        </span>
      ))}
      {row.status !== 'draft' && <span className="ep-list-record__meta">截止：{formatDateTime(row.expiresAt)}</span>}
    </div>
  );
}

/** 签署管理's table: 流程编号 / 合同名称 / 签署方 (each with its status) / 状态 / 发起时间 / 截止时间 / 操作, 10 a page. */
export function FlowTable({ rows, count, page, loading, deleting, onRevoke, onDelete, onPage }: Props) {
  // on a phone (< 576 px) one cell per flow (name, status, number, signers, deadline) beside the actions, so the
  // name and 状态 stay in view without sideways scrolling (issue 24 item 8)
  const phone = Grid.useBreakpoint().sm === false;
  const columns: TableColumnsType<TListSignRow> = [
    { title: '流程编号', dataIndex: 'flowNo', width: 210, responsive: ['sm'], render: (v: string) => <span className="ep-mono">{v}</span> },
    {
      title: '合同名称',
      dataIndex: 'title',
      ...(phone ? { render: (_: string, r: TListSignRow) => <PhoneFlowCell row={r} /> } : { ellipsis: { showTitle: true } }),
    },
    {
      title: '签署方',
      key: 'signers',
      width: 230,
      responsive: ['sm'],
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
    { title: '状态', dataIndex: 'status', width: 90, responsive: ['sm'], render: (_: string, r) => <FlowStatusTag status={r.status} name={r.statusName} /> },
    { title: '发起时间', dataIndex: 'sentAt', width: 165, responsive: ['sm'], render: (ms: number | null) => (ms ? formatDateTime(ms) : '-') },
    { title: '截止时间', dataIndex: 'expiresAt', width: 165, responsive: ['sm'], render: (ms: number, r) => (r.status === 'draft' ? '-' : formatDateTime(ms)) },
    {
      title: '操作',
      key: 'actions',
      width: phone ? 80 : 150,
      ...(phone ? {} : { fixed: 'right' as const }),
      render: (_: unknown, r) => <Actions row={r} deleting={deleting} onRevoke={onRevoke} onDelete={onDelete} stacked={phone} />,
    },
  ];
  return (
    <Table<TListSignRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
      pagination={{ current: page, pageSize: ESIGN.pageSize, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
