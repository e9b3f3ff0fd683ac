import type { ReactNode } from 'react';
import { Button, Grid, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EVIDENCE_LIST, EVIDENCE_MSG } from '@evidence/shared/constants';
import type { TEvidenceListItem } from '@evidence/shared/contracts';
import { formatBytes, formatDateTime } from '@/lib/format';

const NAME_WIDTH = 240;

const STATUS_COLOR: Record<TEvidenceListItem['status'], string> = { uploaded: 'success', uploading: 'processing', missing: 'error' };

interface Props {
  rows: TEvidenceListItem[];
  count: number;
  page: number;
  loading: boolean;
  /** a company main account sees who uploaded each record */
  showCreator: boolean;
  /** sub-accounts never see delete (000 §6); the server refuses them anyway */
  canDelete: boolean;
  /** where 查看详情 goes, or null while the certificate page is not built */
  detailHref: (row: TEvidenceListItem) => string | null;
  deletingId: number | null;
  onDelete: (row: TEvidenceListItem) => Promise<void>;
  /** 分享 (issue 24 item 7): the route opens the sharing feature's dialog */
  onShare?: (row: TEvidenceListItem) => void;
  onPage: (page: number) => void;
  /** another feature's action on the row (申请公证, composed by the route) */
  extraAction?: (row: TEvidenceListItem) => ReactNode;
}

/** A record on a phone: its name (shortened, whole in the tooltip), 保全号, 保全时间 and status. */
function RecordCell({ row }: { row: TEvidenceListItem }) {
  return (
    <div className="ep-list-record">
      <Typography.Text ellipsis={{ tooltip: row.title }} strong>
        {row.title}
      </Typography.Text>
      <span className="ep-mono">{row.baoquan}</span>
      <span className="ep-list-record__meta">
        {formatDateTime(row.saveTime)} <Tag color={STATUS_COLOR[row.status]}>{row.fileStatus}</Tag>
      </span>
    </div>
  );
}

/** The attestation table (000 §2, §3): 10 rows a page, the total count, 查看详情 in a new tab, 删除 with confirmation. */
export function EvidenceListTable({ rows, count, page, loading, showCreator, canDelete, detailHref, deletingId, onDelete, onShare, onPage, extraAction }: Props) {
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  // on a phone (< 576 px) one cell per record: name, number, time and status stacked, then the actions
  const phone = screens.sm === false;
  // a third action (申请公证) does not fit beside the others below 1600 px without pushing 状态 under the fixed column: stacked
  const stacked = phone || (extraAction !== undefined && !screens.xxl);
  const columns: TableColumnsType<TEvidenceListItem> = [
    { title: '保全号', dataIndex: 'baoquan', width: 180, responsive: ['sm'], render: (v: string) => <span className="ep-mono">{v}</span> },
    {
      title: '文件名称',
      dataIndex: 'title',
      // bounded: the table is as wide as its content (scroll x max-content, auto layout), so the name's
      // own max-width (inline: antd's ellipsis style sets 100%) keeps a long name from pushing the other columns out of view
      ...(phone ? {} : { width: NAME_WIDTH }),
      render: (title: string, row) =>
        phone ? (
          <RecordCell row={row} />
        ) : (
          <Typography.Text ellipsis={{ tooltip: title }} style={{ maxWidth: NAME_WIDTH }}>
            {title}
          </Typography.Text>
        ),
    },
    { title: '文件类型', dataIndex: 'fileType', width: 90, responsive: ['md'] },
    { title: '标签', dataIndex: 'label', width: 100, responsive: ['lg'], render: (v: string | null) => (v ? <Tag>{v}</Tag> : '-') },
    { title: '产品类型', dataIndex: 'type', width: 100, responsive: ['lg'] },
    { title: '文件大小', dataIndex: 'size', width: 90, responsive: ['xxl'], render: (v: number) => formatBytes(v) },
    ...(showCreator ? [{ title: '上传者', dataIndex: 'creator_name', width: 90, responsive: ['md' as const], render: (v: string | null) => v ?? '-' }] : []),
    { title: '保全时间', dataIndex: 'saveTime', width: 160, responsive: ['sm'], render: (ms: number) => formatDateTime(ms) },
    {
      title: '状态',
      dataIndex: 'fileStatus',
      width: 90,
      responsive: ['sm'],
      render: (name: string, row) => <Tag color={STATUS_COLOR[row.status]}>{name}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      // on a phone one action a line, so the record's cell keeps its width (the 保全号 on one line); stacked, one a line too
      width: phone ? 90 : stacked ? 110 : (canDelete ? 130 : 90) + (onShare ? 44 : 0) + (extraAction ? 70 : 0),
      ...(wide ? { fixed: 'right' as const } : {}),
      render: (_: unknown, row) => {
        const href = detailHref(row);
        return (
          <span className={stacked ? 'ep-list-actions ep-list-actions--stacked' : 'ep-list-actions'}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                查看详情
              </a>
            ) : (
              <Tooltip title="证书页面即将开放">
                <span className="ep-list-disabled">查看详情</span>
              </Tooltip>
            )}
            {onShare && (
              <Button type="link" size="small" className="ep-list-share" onClick={() => onShare(row)}>
                分享
              </Button>
            )}
            {extraAction?.(row)}
            {canDelete && row.deleteRefusal !== null && (
              // a record made for more than one party: the server refuses its delete, so none is offered
              <Tooltip title={row.deleteRefusal}>
                <span className="ep-list-disabled" tabIndex={0} aria-label={`不可删除：${row.deleteRefusal}`}>
                  不可删除
                </span>
              </Tooltip>
            )}
            {canDelete && row.deleteRefusal === null && (
              <Popconfirm title={EVIDENCE_MSG.deleteConfirm} okText="确定" cancelText="取消" onConfirm={() => onDelete(row)}>
                <Button type="link" danger size="small" loading={deletingId === row.id}>
                  删除
                </Button>
              </Popconfirm>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <Table<TEvidenceListItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      {...(wide ? { scroll: { x: 'max-content' } } : {})}
      {...(phone ? { tableLayout: 'fixed' as const } : {})}
      pagination={{
        current: page,
        pageSize: EVIDENCE_LIST.pageSize,
        total: count,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPage,
        hideOnSinglePage: false,
      }}
    />
  );
}
