import { useState } from 'react';
import { Alert, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { CUSTODY_PAGE_SIZE } from '@evidence/shared/constants';
import type { TCustodyItem } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCustody } from '../api/get-custody';

const TAG_COLOR: Record<string, string> = { extracted: 'blue', extract_refused: 'red', deleted: 'default', found_missing: 'orange', saved: 'green' };

const columns: TableColumnsType<TCustodyItem> = [
  { title: '时间', dataIndex: 'at', width: 180, render: (ms: number) => formatDateTime(ms) },
  { title: '操作', dataIndex: 'actionName', width: 140, render: (name: string, row) => <Tag color={TAG_COLOR[row.action]}>{name}</Tag> },
  { title: '操作人', dataIndex: 'actor' },
  { title: '方式', dataIndex: 'how', responsive: ['md'] },
];

export interface CustodyLogProps {
  /** 保全号; or dataId (the record id) */
  evidenceNo?: string;
  dataId?: number;
}

/**
 * The record's custody log (issue 4 §6), shown to its owner on the certificate page: every save,
 * extraction, refused extraction and download, with the time, who or which address (partly masked)
 * and how. Newest first, 10 a page.
 */
export function CustodyLog({ evidenceNo, dataId }: CustodyLogProps) {
  const [page, setPage] = useState(1);
  const query = useCustody({ evidenceNo, dataId }, page);
  if (query.isError) return <Alert type="warning" showIcon title={errorText(query.error)} />;
  return (
    <Table<TCustodyItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      locale={{ emptyText: '暂无保管记录' }}
      pagination={{
        current: page,
        pageSize: CUSTODY_PAGE_SIZE,
        total: query.data?.count ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => `共 ${total} 条`,
        onChange: setPage,
      }}
    />
  );
}
