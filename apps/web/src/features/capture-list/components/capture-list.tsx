import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Grid, Popconfirm, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CAPTURE_FINAL_STATUSES, CAPTURE_MSG, PAGE_SIZE, type CaptureStatus } from '@evidence/shared/constants';
import type { TCaptureRow } from '@evidence/shared/contracts';
import { ListError } from '@/components/list-error';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/feedback';
import { useDelPro } from '../api/del-pro';
import { useGetProList } from '../api/get-pro-list';
import type { CaptureListFilters } from '../lib/list-filters';
import { CaptureFilters } from './capture-filters';
import { CaptureStatusCell } from './capture-status';
import { LabelDialog } from './label-dialog';
import './capture-list.css';

interface Props {
  /** 2 web, 9 virtual machine, 8 TV box */
  type: 2 | 9 | 8;
  /** what one record is called in the count line, e.g. 网页取证记录 */
  noun: string;
  statuses: readonly CaptureStatus[];
  /** the kind's own columns, shown before 状态 */
  extraColumns?: TableColumnsType<TCaptureRow>;
  /** the kind's own actions of a row (查看, 预览, 确认, 取消 …), shown before 标签 and 删除 */
  renderActions?: (row: TCaptureRow) => ReactNode;
  /** 删除 is offered (not to sub-accounts: the permission map's evidence.delete) */
  canDelete: boolean;
  /** buttons at the head of the list (新建, 批量下载) */
  head?: ReactNode;
}

/**
 * One kind's captures (getProList): filters, 10 a page, newest first, read again every 3 s while one is moving;
 * 标签 for every row, 删除 (with a confirmation) for finished ones that preserved no package. The kind's page composes it with its own
 * columns and actions.
 */
export function CaptureList({ type, noun, statuses, extraColumns = [], renderActions, canDelete, head }: Props) {
  const [filters, setFilters] = useState<CaptureListFilters>({});
  const [page, setPage] = useState(1);
  const [labelling, setLabelling] = useState<TCaptureRow | null>(null);
  const list = useGetProList({ type, page, ...filters });
  const del = useDelPro();
  const rows = list.isError ? [] : (list.data?.list ?? []);
  useBalanceAfterSettling(rows);
  const count = list.isError ? 0 : (list.data?.count ?? 0);

  // on a phone (< 576 px) one cell per capture (name, number, state, time stacked) beside the actions, so the
  // name and 状态 stay in view without sideways scrolling (issue 24 item 8; the attestation list's rule, decision 203)
  const phone = Grid.useBreakpoint().sm === false;
  const columns: TableColumnsType<TCaptureRow> = [
    { title: '取证编号', dataIndex: 'captureNo', width: 200, responsive: ['sm'], render: (v: string) => <span className="ep-mono">{v}</span> },
    {
      title: '取证名称',
      dataIndex: 'title',
      ...(phone ? {} : { ellipsis: { showTitle: true } }),
      render: (v: string, r) =>
        phone ? (
          <PhoneCaptureCell row={r} />
        ) : (
        <span>
          {v}
          {r.label && <span className="ep-capture-label">{r.label}</span>}
          {r.creatorName && <div className="ep-capture-note">发起人：{r.creatorName}</div>}
        </span>
      ),
    },
    ...extraColumns.map((c) => ({ ...c, responsive: ['sm' as const] })),
    { title: '状态', dataIndex: 'status', width: 170, responsive: ['sm'], render: (_: string, r) => <CaptureStatusCell row={r} /> },
    { title: '创建时间', dataIndex: 'createdAt', width: 165, responsive: ['sm'], render: (ms: number) => formatDateTime(ms) },
    {
      title: '操作',
      key: 'actions',
      width: phone ? 72 : 220,
      ...(phone ? {} : { fixed: 'right' as const }),
      render: (_: unknown, r) => (
        <span className={phone ? 'ep-list-actions ep-list-actions--stacked' : 'ep-list-actions'}>
          {renderActions?.(r)}
          <Button type="link" size="small" onClick={() => setLabelling(r)}>
            标签
          </Button>
          {/* a capture that preserved its package stays with it (the server refuses: packageNoDelete) */}
          {canDelete && CAPTURE_FINAL_STATUSES.includes(r.status as CaptureStatus) && r.evidenceNo === null && (
            <Popconfirm title="删除取证记录" description={CAPTURE_MSG.deleteConfirm} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => del.mutateAsync(r.id).then((msg) => toast.success(msg)).catch(() => undefined)}>
              <Button type="link" size="small" danger loading={del.isPending && del.variables === r.id}>
                删除
              </Button>
            </Popconfirm>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <div className="ep-list-head">
        {head}
        <span className="ep-list-count" aria-live="polite">
          共 <strong>{count}</strong> 条{noun}
        </span>
      </div>
      <CaptureFilters
        statuses={statuses}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isError && <ListError error={list.error} onRetry={() => void list.refetch()} />}
      <Table<TCaptureRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        locale={{ emptyText: '暂无数据' }}
        {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: setPage }}
      />
      <LabelDialog key={labelling?.id ?? 0} row={labelling} onClose={() => setLabelling(null)} />
    </>
  );
}

/** A capture on a phone: name (with its label and creator), number, state and time in one cell. */
function PhoneCaptureCell({ row }: { row: TCaptureRow }) {
  return (
    <div className="ep-list-record">
      <Typography.Text ellipsis={{ tooltip: row.title }} strong>
        {row.title}
      </Typography.Text>
      {row.label && <span className="ep-capture-label">{row.label}</span>}
      <span className="ep-mono">{row.captureNo}</span>
      {row.creatorName && <span className="ep-list-record__meta">发起人：{row.creatorName}</span>}
      <span className="ep-list-record__meta">{formatDateTime(row.createdAt)}</span>
      <CaptureStatusCell row={row} />
    </div>
  );
}

const MOVING: readonly string[] = ['queued', 'running', 'processing'];

/**
 * When a capture of the list stops moving (a failure refunds its points, a session ends), the header's balance is
 * read again: it showed the charge until a reload (the new-user review).
 */
function useBalanceAfterSettling(rows: TCaptureRow[]) {
  const qc = useQueryClient();
  const moving = useRef<Set<number>>(new Set());
  useEffect(() => {
    const now = new Set(rows.filter((r) => MOVING.includes(r.status)).map((r) => r.id));
    const settled = [...moving.current].some((id) => !now.has(id));
    moving.current = now;
    if (settled) void qc.invalidateQueries({ queryKey: ['user'] });
  }, [rows, qc]);
}

