import { Grid, Table } from 'antd';
import { formatBytes } from '@/lib/format';

interface Row {
  key: string;
  name: string;
  size: number;
  sha256: string;
  sm3: string;
}

function Digests({ r }: { r: Row }) {
  return (
    <div className="ep-capture-hash">
      <div>
        <span className="ep-capture-hash-name">SHA-256</span> {r.sha256}
      </div>
      <div>
        <span className="ep-capture-hash-name">SM3</span> {r.sm3}
      </div>
    </div>
  );
}

/**
 * Files with their SHA-256 and SM3 (the hashes a court compares), the digests wrapping in monospace: a table
 * on wide screens, one card per file on a phone (a table there would hide the digests behind a scroll).
 */
export function HashTable({ rows, caption }: { rows: Row[]; caption: string }) {
  const screens = Grid.useBreakpoint();
  if (screens.sm === false) {
    return (
      <div>
        <div className="ep-capture-hash-caption">{caption}</div>
        <div className="ep-capture-hash-cards">
          {rows.map((r) => (
            <div key={r.key} className="ep-capture-hash-card">
              <div className="ep-capture-hash-card-head">
                <span>{r.name}</span>
                <span>{formatBytes(r.size)}</span>
              </div>
              <Digests r={r} />
            </div>
          ))}
        </div>
      </div>
    );
  }
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      pagination={false}
      title={() => caption}
      dataSource={rows}
      locale={{ emptyText: '暂无数据' }}
      columns={[
        { title: '文件', dataIndex: 'name', width: 200 },
        { title: '大小', dataIndex: 'size', width: 100, render: (v: number) => formatBytes(v) },
        { title: '摘要', key: 'hash', render: (_: unknown, r) => <Digests r={r} /> },
      ]}
    />
  );
}
