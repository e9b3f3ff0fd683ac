import { useState } from 'react';
import { Button, Grid, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { EVIDENCE_LIST } from '@evidence/shared/constants';
import type { TSharedRow } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { formatBytes, formatDateTime } from '@/lib/format';
import { downloadShared } from '../api/shared-list';

interface Props {
  rows: TSharedRow[];
  count: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The certificate page of a shared record: the public copy, opened with its view token (the signer is not the holder). */
export const sharedCertificateHref = (baoquan: string, viewToken: string) => `/attestation/${baoquan}?viewToken=${encodeURIComponent(viewToken)}`;

/**
 * 与我共享: records another account owns and shared with me — today the signed contracts of flows I signed.
 * 查看证书 and 下载签署文件; no 删除 (the record is the owner's).
 */
export function SharedListTable({ rows, count, page, loading, onPage }: Props) {
  const phone = Grid.useBreakpoint().sm === false;
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = (r: TSharedRow) => {
    setDownloading(r.id);
    downloadShared(r.id, r.fileName)
      .catch(reportError)
      .finally(() => setDownloading(null));
  };
  const actions = (r: TSharedRow) => (
    <Space size={4} wrap>
      <Link to={sharedCertificateHref(r.baoquan, r.viewToken)}>查看证书</Link>
      <Button type="link" size="small" loading={downloading === r.id} onClick={() => download(r)}>
        下载签署文件
      </Button>
    </Space>
  );
  // on a phone one cell per record (name, number, source, owner, time) and the actions under it
  const phoneColumns: TableColumnsType<TSharedRow> = [
    {
      title: '共享记录',
      key: 'record',
      render: (_: unknown, r) => (
        <div className="ep-list-record">
          <span>{r.fileName}</span>
          <span className="ep-mono">{r.baoquan}</span>
          <span className="ep-list-record__meta">
            {r.flowNo ? `${r.via}（${r.flowNo}）` : r.via} · {r.owner}
          </span>
          <span className="ep-list-record__meta">{formatDateTime(r.saveTime)}</span>
          {actions(r)}
        </div>
      ),
    },
  ];
  const columns: TableColumnsType<TSharedRow> = [
    { title: '保全号', dataIndex: 'baoquan', width: 180, render: (v: string) => <span className="ep-mono">{v}</span> },
    // the rest of the width, cut with … (the whole name on hover): a long contract name pushed 存证时间 out of view
    { title: '文件名称', dataIndex: 'fileName', ellipsis: { showTitle: true } },
    { title: '来源', dataIndex: 'via', width: 200, render: (v: string, r) => (r.flowNo ? `${v}（${r.flowNo}）` : v) },
    { title: '所有人', dataIndex: 'owner', width: 150, ellipsis: { showTitle: true } },
    { title: '大小', dataIndex: 'size', width: 90, render: (n: number) => formatBytes(n) },
    { title: '存证时间', dataIndex: 'saveTime', width: 165, render: (ms: number) => formatDateTime(ms) },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_: unknown, r) => actions(r),
    },
  ];
  return (
    <Table<TSharedRow>
      rowKey="id"
      size="middle"
      columns={phone ? phoneColumns : columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无与您共享的存证记录' }}
      tableLayout="fixed"
      {...(phone ? {} : { scroll: { x: 1150 } })}
      pagination={{ current: page, pageSize: EVIDENCE_LIST.pageSize, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
