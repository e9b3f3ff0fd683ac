import { Grid, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { NOTARY, NOTARY_TYPE_NAMES } from '@evidence/shared/constants';
import type { TNotarySelectItem } from '@evidence/shared/contracts';
import { formatBytes, formatDateTime } from '@/lib/format';
import { blockReason, isPicked, type Picked } from '../lib/selection';

const NAME_WIDTH = 240;

interface Props {
  rows: TNotarySelectItem[];
  count: number;
  page: number;
  loading: boolean;
  selection: readonly Picked[];
  onToggle: (rows: TNotarySelectItem[], on: boolean) => void;
  onPage: (page: number) => void;
}

/** Whether a row can be picked, in words: the server's reason for rows it refuses, else the selection's own limits. */
function Pickable({ row, selection }: { row: TNotarySelectItem; selection: readonly Picked[] }) {
  // the reason may be a whole sentence (已在办理中的公证订单中…): it wraps instead of widening the table on a phone
  if (!row.selectable) return <Tag color="default" className="ep-notary-reason">{row.reason ?? '不可申请'}</Tag>;
  if (isPicked(selection, row.id)) return <Tag color="blue">已选择</Tag>;
  const why = blockReason(selection, row);
  return why ? <Typography.Text type="secondary">{why}</Typography.Text> : <Tag color="success">可申请</Tag>;
}

/** A record on a phone: name, 保全号, time and whether it can be picked, stacked. */
function RecordCell({ row, selection }: { row: TNotarySelectItem; selection: readonly Picked[] }) {
  return (
    <div className="ep-list-record">
      <Typography.Text ellipsis={{ tooltip: row.title }} strong>
        {row.title}
      </Typography.Text>
      <span className="ep-mono">{row.baoquan}</span>
      <span className="ep-list-record__meta">{formatDateTime(row.saveTime)}</span>
      {/* on a phone only what stands out: picked, or why not pickable */}
      {(isPicked(selection, row.id) || blockReason(selection, row) !== null) && (
        <span>
          <Pickable row={row} selection={selection} />
        </span>
      )}
    </div>
  );
}

/**
 * /notary/selectList's table: the attestation list's rows with a checkbox each. Rows the server marks
 * not selectable are disabled with its reason in view (and on the checkbox's tooltip); the selection
 * lives in the page, so it survives paging and filtering.
 */
export function SelectTable({ rows, count, page, loading, selection, onToggle, onPage }: Props) {
  const screens = Grid.useBreakpoint();
  const phone = screens.sm === false;
  const columns: TableColumnsType<TNotarySelectItem> = [
    { title: '保全号', dataIndex: 'baoquan', width: 180, responsive: ['sm'], render: (v: string) => <span className="ep-mono">{v}</span> },
    {
      title: '文件名称',
      dataIndex: 'title',
      ...(phone ? {} : { width: NAME_WIDTH }),
      render: (title: string, row) =>
        phone ? (
          <RecordCell row={row} selection={selection} />
        ) : (
          <Typography.Text ellipsis={{ tooltip: title }} style={{ maxWidth: NAME_WIDTH }}>
            {title}
          </Typography.Text>
        ),
    },
    { title: '文件类型', dataIndex: 'fileType', width: 90, responsive: ['md'] },
    { title: '公证类型', dataIndex: 'notaryType', width: 100, responsive: ['lg'], render: (t: number) => NOTARY_TYPE_NAMES[t] ?? t },
    { title: '标签', dataIndex: 'label', width: 100, responsive: ['xxl'], render: (v: string | null) => (v ? <Tag>{v}</Tag> : '-') },
    { title: '文件大小', dataIndex: 'size', width: 90, responsive: ['xxl'], render: (v: number) => formatBytes(v) },
    { title: '保全时间', dataIndex: 'saveTime', width: 160, responsive: ['sm'], render: (ms: number) => formatDateTime(ms) },
    { title: '可否申请', key: 'pickable', width: 170, responsive: ['sm'], render: (_: unknown, row) => <Pickable row={row} selection={selection} /> },
  ];

  const rowSelection: TableProps<TNotarySelectItem>['rowSelection'] = {
    selectedRowKeys: selection.map((p) => p.id),
    preserveSelectedRowKeys: true,
    columnWidth: 48,
    getCheckboxProps: (row) => ({ disabled: blockReason(selection, row) !== null, 'aria-label': `选择 ${row.title}` }),
    renderCell: (_checked, row, _index, node) => {
      const why = blockReason(selection, row);
      return why ? <Tooltip title={why}>{node}</Tooltip> : node;
    },
    onSelect: (row, on) => onToggle([row], on),
    onSelectAll: (on, _selected, changed) => onToggle(changed, on),
  };

  return (
    <Table<TNotarySelectItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      rowSelection={rowSelection}
      locale={{ emptyText: '暂无数据' }}
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
      pagination={{
        current: page,
        pageSize: NOTARY.pageSize,
        total: count,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPage,
      }}
    />
  );
}
