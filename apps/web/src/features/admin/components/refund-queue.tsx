import { useState } from 'react';
import { Badge, Button, Grid, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE, REFUND_MSG } from '@evidence/shared/constants';
import type { TRefundQueueItem } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { useRefundQueue, type RefundQueueFilter } from '../api/get-refund-queue';
import { useRetryRefundAction } from '../api/retry-refund';

const COLOR: Record<string, string> = { processing: 'processing', succeeded: 'success', failed: 'error' };
const STATE_OPTIONS = [
  { value: 'failed', label: '退款失败' },
  { value: 'processing', label: '退款中' },
  { value: 'succeeded', label: '已退款' },
  { value: '', label: '全部退款' },
];

/**
 * 退款处理 (收款对账): every refund through WeChat Pay or Alipay, of recharges and notarial fees alike, opening on the
 * failed ones — the operator tops up the merchant account or mends the channel, then 重新退款 asks again under the
 * same refund number (audited on the server). The notary console shows the same lines on each notarial order.
 */
export function RefundQueue() {
  const [filter, setFilter] = useState<RefundQueueFilter>({ page: 1, state: 'failed' });
  const query = useRefundQueue(filter);
  const { again, pendingId } = useRetryRefundAction();
  // on a phone the amount and state go under the order, so 重新退款 never stands beside a number alone
  const narrow = !Grid.useBreakpoint().md;
  const columns: TableColumnsType<TRefundQueueItem> = [
    {
      title: '订单',
      key: 'order',
      width: narrow ? undefined : 200,
      render: (_: unknown, r) => (
        <>
          <div>{r.orderNo}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.orderKindName} · {r.payer}
          </Typography.Text>
          {narrow ? (
            <div>
              ¥{r.amount.toFixed(2)}{' '}
              <Tag color={COLOR[r.state] ?? 'default'} style={{ whiteSpace: 'normal' }}>
                {r.stateName}
              </Tag>
            </div>
          ) : null}
        </>
      ),
    },
    { title: '金额', dataIndex: 'amount', width: 100, responsive: ['md'], render: (y: number) => `¥${y.toFixed(2)}` },
    {
      title: '状态',
      key: 'state',
      width: 200,
      responsive: ['md'],
      render: (_: unknown, r) => (
        <Tag color={COLOR[r.state] ?? 'default'} style={{ whiteSpace: 'normal' }}>
          {r.stateName}
        </Tag>
      ),
    },
    {
      title: '原因与渠道',
      key: 'cause',
      width: 150,
      responsive: ['md'],
      render: (_: unknown, r) => (
        <>
          <div>{r.causeName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.isLocal ? `${r.channelName}（本地测试）` : r.channelName}
          </Typography.Text>
        </>
      ),
    },
    {
      title: '退款单号',
      key: 'refundNo',
      width: 160,
      ellipsis: true,
      responsive: ['lg'],
      render: (_: unknown, r) => (
        <>
          <Typography.Text copyable={{ text: r.refundNo }} ellipsis style={{ maxWidth: 140 }}>
            {r.refundNo}
          </Typography.Text>
          {r.round > 1 ? <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>第 {r.round} 次发起</Typography.Text></div> : null}
        </>
      ),
    },
    { title: '时间', key: 'at', width: 160, responsive: ['md'], render: (_: unknown, r) => formatDateTime(r.settledAt ?? r.createdAt) },
    {
      title: '操作',
      key: 'action',
      width: 100,
      fixed: narrow ? undefined : 'right',
      render: (_: unknown, r) =>
        // a row the job stopped because it asked more than was paid can only fail again: it needs checking, not a retry
        r.state === 'failed' && r.reason === REFUND_MSG.overPaid ? (
          <Typography.Text type="warning">请核对</Typography.Text>
        ) : r.state === 'failed' ? (
          <Popconfirm title="按原退款单号重新向支付渠道发起退款？" okText="重新退款" cancelText="取消" onConfirm={() => again(r.id)}>
            <Button size="small" loading={pendingId === r.id}>
              重新退款
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
  return (
    <>
      <div className="ep-admin-toolbar">
        <Select aria-label="退款状态" value={filter.state} options={STATE_OPTIONS} onChange={(state) => setFilter({ page: 1, state })} style={{ width: 130 }} />
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
          刷新
        </Button>
        {query.data && query.data.failed > 0 ? <Badge status="error" text={`${query.data.failed} 笔退款失败待处理`} /> : null}
      </div>
      <Table<TRefundQueueItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        locale={{ emptyText: filter.state === 'failed' ? '没有退款失败的款项' : '暂无退款记录' }}
        scroll={narrow ? undefined : { x: 1000 }}
        pagination={{ current: filter.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, showSizeChanger: false, showTotal: (n) => `共 ${n} 条`, onChange: (page) => setFilter((f) => ({ ...f, page })) }}
      />
    </>
  );
}
