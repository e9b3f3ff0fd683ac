import { Table } from 'antd';
import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TCaptureRow } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';

interface Props {
  rows: TCaptureRow[];
  count: number;
  page: number;
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onPage: (page: number) => void;
}

/** The preserved captures (web, process, OTT) to tick for 批量下载 (only 取证成功 rows have a package). */
export function CaptureDownloadTable({ rows, count, page, loading, selected, onSelect, onPage }: Props) {
  return (
    <Table<TCaptureRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无数据' }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)), getCheckboxProps: (r) => ({ disabled: r.evidenceNo === null, name: r.title }) }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
      columns={[
        { title: '取证编号', dataIndex: 'captureNo', width: 210, render: (v: string) => <span className="ep-mono">{v}</span> },
        { title: '取证名称', dataIndex: 'title', ellipsis: { showTitle: true } },
        { title: '网址', dataIndex: 'url', width: 260, ellipsis: { showTitle: true } },
        { title: '存证编号', dataIndex: 'evidenceNo', width: 200, render: (v: string | null) => v ?? '—' },
        { title: '完成时间', dataIndex: 'endedAt', width: 165, render: (ms: number | null) => formatDateTime(ms) },
      ]}
    />
  );
}
