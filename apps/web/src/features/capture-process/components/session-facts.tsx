import { Descriptions, Grid, Table, Tag } from 'antd';
import type { TActionLine, TProcessFile } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';

const ROLE_NAMES: Record<string, string> = { package: '证据包（WACZ，含录像、操作日志、环境检查报告、全部网络流量）', video: '取证录像（MP4）' };

/** SHA-256 and SM3 of every file of the session (what the ledger leaf and a verifier compare). */
export function FileHashes({ files }: { files: TProcessFile[] }) {
  // on a phone the label goes above the hashes, which then get the whole width
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Descriptions size="small" column={1} bordered title="文件哈希" layout={wide ? 'horizontal' : 'vertical'}>
      {files.map((f) => (
        <Descriptions.Item key={f.role} label={ROLE_NAMES[f.role] ?? f.name}>
          <div>{f.name}（{(f.size / 1024 / 1024).toFixed(2)} MB）</div>
          <div className="ep-hash">SHA-256：{f.sha256}</div>
          <div className="ep-hash">SM3：{f.sm3}</div>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** The clean-environment report's 检查明细, as recorded before the session began. */
export function EnvironmentTable({ items }: { items: { item: string; result: string; ok: boolean; unchecked?: boolean | undefined }[] }) {
  return (
    <Table
      size="small"
      rowKey="item"
      pagination={false}
      title={() => <strong>取证环境清洁性检查</strong>}
      locale={{ emptyText: '暂无数据' }}
      dataSource={items}
      columns={[
        { title: '检查项', dataIndex: 'item', width: 120 },
        // long paths and hashes break anywhere, so the table keeps to the card at 375 px (the new-user review)
        { title: '结果', dataIndex: 'result', render: (t: string) => <span style={{ wordBreak: 'break-all' }}>{t}</span> },
        { title: '结论', dataIndex: 'ok', width: 64, render: (ok: boolean, i: { unchecked?: boolean | undefined }) => (i.unchecked ? <Tag>未检查</Tag> : ok ? <Tag color="green">通过</Tag> : <Tag color="red">异常</Tag>) },
      ]}
    />
  );
}

/** The action log (navigations with server IPs, clicks, keys as kinds; typed text never). */
export function ActionLog({ lines }: { lines: TActionLine[] }) {
  return (
    <Table
      size="small"
      rowKey={(r) => `${r.at}-${r.kind}-${r.text}`}
      pagination={lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      title={() => <strong>操作日志</strong>}
      locale={{ emptyText: '暂无数据' }}
      dataSource={lines}
      columns={[
        { title: '时间', dataIndex: 'at', width: 170, render: (ms: number) => formatDateTime(ms) },
        { title: '操作', dataIndex: 'text', render: (t: string) => <span style={{ wordBreak: 'break-all' }}>{t}</span> },
      ]}
    />
  );
}
