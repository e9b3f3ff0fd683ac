import { useState } from 'react';
import { Button, Input, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TSmsDeliveryItem, TSmsDeliveryOutcome } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { useSmsDeliveries } from '../api/get-sms-deliveries';
import { OUTCOME_LABEL, providerLabel, purposeLabel } from './sms-labels';

const OUTCOME_OPTIONS = [
  { value: '', label: '全部结果' },
  ...Object.entries(OUTCOME_LABEL).map(([value, { text }]) => ({ value, label: text })),
];

const columns: TableColumnsType<TSmsDeliveryItem> = [
  { title: '手机号', dataIndex: 'phone', width: 120 },
  { title: '结果', dataIndex: 'outcome', width: 110, render: (o: string) => <Tag color={OUTCOME_LABEL[o]?.color}>{OUTCOME_LABEL[o]?.text ?? o}</Tag> },
  {
    title: '说明',
    key: 'reason',
    render: (_: unknown, r) =>
      r.outcome === 'sent' ? (
        <Typography.Text type="secondary">{r.providerRef ? `运营商回执号 ${r.providerRef}` : '已交给短信服务'}</Typography.Text>
      ) : (
        <>
          <div>{r.reason ?? '—'}</div>
          {r.providerCode && <Typography.Text type="secondary" style={{ fontSize: 12 }}>错误码 {r.providerCode}</Typography.Text>}
        </>
      ),
  },
  { title: '用途', dataIndex: 'purpose', width: 110, responsive: ['md'], render: (p: string) => <Tag>{purposeLabel(p)}</Tag> },
  { title: '模板', dataIndex: 'template', width: 170, responsive: ['lg'] },
  { title: '服务商', dataIndex: 'provider', width: 90, responsive: ['md'], render: (p: string) => providerLabel(p) },
  { title: '时间', dataIndex: 'createdAt', width: 170, render: (ms: number) => formatDateTime(ms) },
];

/**
 * 发送记录: one row per message the platform asked its SMS provider to send, with what became of it — for the
 * operator answering "my code never came" (a carrier's refusal says why, with its code for the carrier's
 * support). Phones are masked; typing a number in full finds its messages.
 */
export function SmsDeliveriesTable() {
  const [page, setPage] = useState(1);
  const [phone, setPhone] = useState('');
  const [outcome, setOutcome] = useState<TSmsDeliveryOutcome | ''>('');
  const query = useSmsDeliveries({ page, phone, outcome });

  return (
    <>
      <div className="ep-admin-toolbar">
        <Input.Search
          allowClear
          placeholder="输入完整手机号筛选"
          maxLength={11}
          enterButton="查询"
          onSearch={(value) => {
            setPhone(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label="发送结果"
          value={outcome}
          options={OUTCOME_OPTIONS}
          onChange={(v) => {
            setOutcome(v);
            setPage(1);
          }}
          style={{ width: 130 }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
          刷新
        </Button>
      </div>
      <Table<TSmsDeliveryItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        locale={{ emptyText: phone || outcome ? '没有符合条件的发送记录' : '暂无发送记录' }}
        scroll={{ x: 720 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setPage,
        }}
      />
      {query.data && <Typography.Paragraph type="secondary">发送记录保留 {query.data.retentionDays} 天，到期自动删除；短信内容（验证码、签署链接）不记录。</Typography.Paragraph>}
    </>
  );
}
