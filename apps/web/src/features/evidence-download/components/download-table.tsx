import { Grid, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EVIDENCE_DOWNLOAD, EVIDENCE_MSG } from '@evidence/shared/constants';
import { formatBytes, formatDateTime } from '@/lib/format';
import type { DownloadRow } from '../api/get-download-list';

/** Why a row cannot be downloaded (000 §4, §5), or null when it can. */
export function notDownloadableReason(row: Pick<DownloadRow, 'status'>): string | null {
  if (row.status === 'uploading') return EVIDENCE_MSG.stillUploading;
  if (row.status === 'missing') return EVIDENCE_MSG.missingNoDownload;
  return null;
}

const STATUS_COLOR: Record<DownloadRow['status'], string> = { uploaded: 'success', uploading: 'processing', missing: 'error' };

/** The status tag with, for a row that cannot be ticked, the reason under it. */
function StatusCell({ row }: { row: DownloadRow }) {
  const reason = notDownloadableReason(row);
  return (
    <span className="ep-download-status">
      <Tag color={STATUS_COLOR[row.status]}>{row.statusName}</Tag>
      {reason && <span className="ep-download-status__why">{reason}</span>}
    </span>
  );
}

/** A record on a phone: name (shortened, whole in the tooltip), 保全号, 保全时间 and status in one cell. */
function RecordCell({ row }: { row: DownloadRow }) {
  return (
    <div className="ep-list-record">
      <Typography.Text ellipsis={{ tooltip: row.fileName }}>{row.fileName}</Typography.Text>
      <span className="ep-mono">{row.evidenceNo}</span>
      <span className="ep-list-record__meta">{formatDateTime(row.savedAt)}</span>
      <StatusCell row={row} />
    </div>
  );
}

// below 576 px the checkbox and one cell per record: the table fits the screen, status stays in view
const phoneColumns: TableColumnsType<DownloadRow> = [{ title: '文件', key: 'record', render: (_: unknown, row) => <RecordCell row={row} /> }];

const columns: TableColumnsType<DownloadRow> = [
  {
    title: '文件名称',
    dataIndex: 'fileName',
    ellipsis: true,
    render: (name: string) => (
      <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 260 }}>
        {name}
      </Typography.Text>
    ),
  },
  { title: '保全号', dataIndex: 'evidenceNo', width: 190, responsive: ['md'] },
  { title: '文件类型', dataIndex: 'fileTypeName', width: 90, responsive: ['sm'] },
  { title: '标签', dataIndex: 'label', width: 110, responsive: ['lg'], render: (l: string | null) => l || '-' },
  { title: '大小', dataIndex: 'size', width: 100, responsive: ['lg'], render: (n: number | null) => formatBytes(n) },
  { title: '保全时间', dataIndex: 'savedAt', width: 175, responsive: ['md'], render: (ms: number | null) => formatDateTime(ms) },
  {
    title: '状态',
    dataIndex: 'statusName',
    width: 150,
    render: (_: string, row) => <StatusCell row={row} />,
  },
];

interface Props {
  rows: DownloadRow[];
  count: number;
  page: number;
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onPage: (page: number) => void;
}

/**
 * The batch download table (000 §2): row checkboxes, 20 rows a page. Only 已上传 rows can be
 * ticked; 上传中 and 证据缺失 rows say why. Ticks survive paging, so a selection may span pages.
 */
export function DownloadTable({ rows, count, page, loading, selected, onSelect, onPage }: Props) {
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Table<DownloadRow>
      rowKey="id"
      size="middle"
      columns={phone ? phoneColumns : columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无存证记录' }}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (row) => {
          const reason = notDownloadableReason(row);
          return { disabled: reason !== null, title: reason ?? undefined, 'aria-label': `选择 ${row.fileName}` };
        },
        renderCell: (_checked, row, _index, node) => {
          const reason = notDownloadableReason(row);
          return reason ? <Tooltip title={reason}>{node}</Tooltip> : node;
        },
      }}
      pagination={{
        current: page,
        pageSize: EVIDENCE_DOWNLOAD.pageSize,
        total: count,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPage,
        size: 'small',
      }}
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
    />
  );
}
