import { useState } from 'react';
import { Grid, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TAppRecord } from '@evidence/shared/contracts';
import { ListError } from '@/components/list-error';
import { formatDateTime } from '@/lib/format';
import { useIosDataList } from '../api/get-ios-data-list';
import { RecordingFilters, type RecordingFilterValues } from './recording-filters';
import './devices.css';

/** App取证 (getIosDataList): the account's app evidence with the phone's facts, 10 a page; 查看证书 in a new tab. */
export function AppRecordsTable() {
  const [filters, setFilters] = useState<RecordingFilterValues>({});
  const [page, setPage] = useState(1);
  const list = useIosDataList({ page, ...filters });
  const rows = list.isError ? [] : (list.data?.list ?? []);
  const count = list.isError ? 0 : (list.data?.count ?? 0);
  const device = (r: TAppRecord) => [r.configName, r.configModelName].filter(Boolean).join(' ') || '-';
  // on a phone (< 576 px) the number and the device go under the name, so name and state stay in view without
  // sideways scrolling (issue 24 item 8)
  const phone = Grid.useBreakpoint().sm === false;
  const columns: TableColumnsType<TAppRecord> = [
    { title: '保全号', dataIndex: 'baoquan', width: 190, responsive: ['sm'], render: (v: string) => <span className="ep-mono">{v}</span> },
    {
      title: '名称',
      dataIndex: 'title',
      ...(phone ? {} : { ellipsis: { showTitle: true } }),
      render: (v: string, r) => (
        <span>
          {v}
          <div className="ep-device-note">
            {r.fileTypeName} · {r.fileStatus}
          </div>
          {phone && <div className="ep-device-note ep-mono">{r.baoquan}</div>}
          {phone && <div className="ep-device-note">{device(r)}</div>}
        </span>
      ),
    },
    { title: '设备', key: 'device', width: 170, responsive: ['sm'], render: (_: unknown, r) => (<span>{device(r)}<div className="ep-device-note">{[r.appType, r.configVersion && `系统 ${r.configVersion}`].filter(Boolean).join(' · ')}</div></span>) },
    { title: '位置', dataIndex: 'location', width: 160, responsive: ['lg'], ellipsis: true, render: (v: string) => v || '-' },
    { title: '保存时间', dataIndex: 'saveTime', width: 165, responsive: ['md'], render: (ms: number) => formatDateTime(ms) },
    {
      title: '操作',
      key: 'actions',
      width: phone ? 80 : 100,
      render: (_: unknown, r) => (
        <a href={`/attestation/${r.baoquan}`} target="_blank" rel="noopener noreferrer">
          查看证书
        </a>
      ),
    },
  ];
  return (
    <>
      <div className="ep-list-head">
        <span className="ep-list-count" aria-live="polite">
          共 <strong>{count}</strong> 条App取证记录
        </span>
      </div>
      <RecordingFilters
        keywordHint="名称 / 保全号"
        mediaTypes
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isError && <ListError error={list.error} onRetry={() => void list.refetch()} />}
      <Table<TAppRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        locale={{ emptyText: '暂无数据' }}
        {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: count, showSizeChanger: false, onChange: setPage }}
        data-testid="app-records-table"
      />
    </>
  );
}
