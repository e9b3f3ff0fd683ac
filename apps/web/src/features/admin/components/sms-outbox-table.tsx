import { useState } from 'react';
import { Button, Input, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TSmsOutboxItem } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { providerLabel, purposeLabel } from './sms-labels';

const columns: TableColumnsType<TSmsOutboxItem> = [
  { title: '手机号', dataIndex: 'phone', width: 130 },
  { title: '短信内容', dataIndex: 'text' },
  // On a phone only what the operator needs to read a code out: phone, text, time.
  { title: '用途', dataIndex: 'purpose', width: 110, responsive: ['md'], render: (p: string) => <Tag>{purposeLabel(p)}</Tag> },
  { title: '服务商', dataIndex: 'provider', width: 100, responsive: ['md'], render: (p: string) => providerLabel(p) },
  { title: '发送时间', dataIndex: 'createdAt', width: 180, render: (ms: number) => formatDateTime(ms) },
];

/**
 * The local SMS provider's outbox: while SMS is not really sent, operators read codes here to
 * help users (and tests read them too). Filter by phone, 10 per page, manual refresh.
 */
export function SmsOutboxTable() {
  const [page, setPage] = useState(1);
  const [phone, setPhone] = useState('');
  const query = useSmsOutbox({ page, phone });

  return (
    <>
      <div className="ep-admin-toolbar">
        <Input.Search
          allowClear
          placeholder="按手机号筛选"
          maxLength={11}
          enterButton="查询"
          onSearch={(value) => {
            setPhone(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
          刷新
        </Button>
      </div>
      <Table<TSmsOutboxItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        scroll={{ x: 760 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPage,
        }}
      />
    </>
  );
}
