import { useState } from 'react';
import { Grid, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TBwcRecording } from '@evidence/shared/contracts';
import { ListError } from '@/components/list-error';
import { formatDateTime } from '@/lib/format';
import { useBwcDataList } from '../api/get-bwc-data-list';
import { RecordingFilters, type RecordingFilterValues } from './recording-filters';
import './devices.css';

interface Props {
  /** the main account's view: who recorded, with member and device filters */
  company?: { members: Array<{ value: number; label: string }>; devices: Array<{ value: number; label: string }> };
}

/**
 * 执法记录 (getBwcDataList): the recordings, newest upload first, 10 a page; each opens its certificate (with the
 * enforcement information) in a new tab.
 */
export function RecordingsTable({ company }: Props) {
  const [filters, setFilters] = useState<RecordingFilterValues>({});
  const [page, setPage] = useState(1);
  const list = useBwcDataList({ page, ...filters });
  const rows = list.isError ? [] : (list.data?.list ?? []);
  const count = list.isError ? 0 : (list.data?.count ?? 0);
  // on a phone (< 576 px) the number and the device go under the name, so name and state stay in view without
  // sideways scrolling (issue 24 item 8)
  const phone = Grid.useBreakpoint().sm === false;
  const columns: TableColumnsType<TBwcRecording> = [
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
          {phone && (
            <div className="ep-device-note">
              {r.deviceName}
              {company && r.memberName ? ` · ${r.memberName}` : ''}
            </div>
          )}
        </span>
      ),
    },
    ...(company ? [{ title: '成员', dataIndex: 'memberName', width: 110, responsive: ['sm' as const] }] : []),
    { title: '设备', dataIndex: 'deviceName', width: 130, responsive: ['sm'], render: (v: string, r: TBwcRecording) => (<span>{v}<div className="ep-device-note ep-mono">{r.deviceNo}</div></span>) },
    { title: '录制时间', key: 'time', width: 175, responsive: ['md'], render: (_: unknown, r: TBwcRecording) => (<span>{formatDateTime(r.startAt)}<div className="ep-device-note">至 {formatDateTime(r.endAt)}</div></span>) },
    { title: '上传时间', dataIndex: 'saveTime', width: 165, responsive: ['lg'], render: (ms: number) => formatDateTime(ms) },
    {
      title: '操作',
      key: 'actions',
      width: phone ? 80 : 100,
      render: (_: unknown, r: TBwcRecording) => (
        <a href={`/attestation/${r.baoquan}?isEnforce=1`} target="_blank" rel="noopener noreferrer">
          查看证书
        </a>
      ),
    },
  ];
  return (
    <>
      <div className="ep-list-head">
        <span className="ep-list-count" aria-live="polite">
          共 <strong>{count}</strong> 条执法记录
        </span>
      </div>
      <RecordingFilters
        keywordHint="名称 / 保全号"
        members={company?.members}
        devices={company?.devices}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isError && <ListError error={list.error} onRetry={() => void list.refetch()} />}
      <Table<TBwcRecording>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        locale={{ emptyText: '暂无数据' }}
        {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: count, showSizeChanger: false, onChange: setPage }}
        data-testid="recordings-table"
      />
    </>
  );
}
