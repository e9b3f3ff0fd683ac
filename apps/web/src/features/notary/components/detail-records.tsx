import { Grid, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { NOTARY } from '@evidence/shared/constants';
import type { TNotaryDetailRow } from '@evidence/shared/contracts';
import { formatBytes, formatDateTime } from '@/lib/format';

/** deCode's re-check of each original (decision 275); null before it ran. */
const CHECK: Record<string, { color: string; text: string }> = {
  ok: { color: 'success', text: '一致' },
  mismatch: { color: 'error', text: '哈希值不一致' },
  missing: { color: 'error', text: '原始文件缺失' },
};

function CheckTag({ result }: { result: string | null }) {
  const c = result ? CHECK[result] : undefined;
  return c ? <Tag color={c.color}>{c.text}</Tag> : <Tag>未核验</Tag>;
}

/** A hash whole (courts compare it by eye), wrapping, with a copy button named after what it copies. */
function Hash({ label, value }: { label: string; value: string }) {
  return (
    <Typography.Text className="ep-notary-hash" copyable={{ text: value, tooltips: [`复制${label}`, '复制成功'] }}>
      {value}
    </Typography.Text>
  );
}

function HashesCell({ row }: { row: TNotaryDetailRow }) {
  return (
    <div className="ep-list-record">
      <span className="ep-list-record__meta">SHA-256</span>
      <Hash label="SHA-256" value={row.sha256} />
      <span className="ep-list-record__meta">SM3</span>
      <Hash label="SM3" value={row.sm3} />
    </div>
  );
}

/** A record on a phone: name, 保全号, time and size, the hashes, the check. */
function RecordCell({ row }: { row: TNotaryDetailRow }) {
  return (
    <div className="ep-list-record">
      <Typography.Text strong style={{ wordBreak: 'break-all' }}>
        {row.title}
      </Typography.Text>
      <span className="ep-mono">{row.baoquan}</span>
      <span className="ep-list-record__meta">
        {formatDateTime(row.saveTime)} · {formatBytes(row.size)}
      </span>
      <HashesCell row={row} />
      <span>
        <CheckTag result={row.checkResult} />
      </span>
    </div>
  );
}

interface Props {
  rows: TNotaryDetailRow[];
  count: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The order's records (001 §3 "Notary detail" list), 10 a page, in the order of the application. */
export function DetailRecords({ rows, count, page, loading, onPage }: Props) {
  const phone = Grid.useBreakpoint().sm === false;
  const wide: TableColumnsType<TNotaryDetailRow> = [
    { title: '保全号', dataIndex: 'baoquan', width: 180, render: (v: string) => <span className="ep-mono">{v}</span> },
    { title: '文件名称', dataIndex: 'title', width: 200, render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span> },
    { title: '文件大小', dataIndex: 'size', width: 90, render: (v: number) => formatBytes(v) },
    { title: '保全时间', dataIndex: 'saveTime', width: 160, render: (ms: number) => formatDateTime(ms) },
    { title: '哈希值', key: 'hashes', width: 300, render: (_: unknown, r) => <HashesCell row={r} /> },
    { title: '数据核验', dataIndex: 'checkResult', width: 110, render: (v: string | null) => <CheckTag result={v} /> },
  ];
  const narrow: TableColumnsType<TNotaryDetailRow> = [{ title: '存证记录', key: 'record', render: (_: unknown, r) => <RecordCell row={r} /> }];
  return (
    <Table<TNotaryDetailRow>
      rowKey="id"
      size="middle"
      columns={phone ? narrow : wide}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
      pagination={{ current: page, pageSize: NOTARY.pageSize, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
