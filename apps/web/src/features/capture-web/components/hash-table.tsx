import { Table } from 'antd';
import { formatBytes } from '@/lib/format';

interface Row {
  key: string;
  name: string;
  size: number;
  sha256: string;
  sm3: string;
}

/** Files with their SHA-256 and SM3 (the hashes a court compares), the digests wrapping in monospace. */
export function HashTable({ rows, caption }: { rows: Row[]; caption: string }) {
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      pagination={false}
      title={() => caption}
      dataSource={rows}
      scroll={{ x: 640 }}
      locale={{ emptyText: '暂无数据' }}
      columns={[
        { title: '文件', dataIndex: 'name', width: 200 },
        { title: '大小', dataIndex: 'size', width: 100, render: (v: number) => formatBytes(v) },
        {
          title: '摘要',
          key: 'hash',
          render: (_: unknown, r) => (
            <div className="ep-capture-hash">
              <div>
                <span className="ep-capture-hash-name">SHA-256</span> {r.sha256}
              </div>
              <div>
                <span className="ep-capture-hash-name">SM3</span> {r.sm3}
              </div>
            </div>
          ),
        },
      ]}
    />
  );
}
