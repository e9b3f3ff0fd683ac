import { useState } from 'react';
import { Button, DatePicker, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { DownloadOutlined } from '@ant-design/icons';
import { BUS_TYPE_NAMES, PAGE_SIZE } from '@evidence/shared/constants';
import type { TMemberOrder } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { formatDateTime, formatPoints } from '@/lib/format';
import { exportMemberOrders } from '../api/export-order-list';
import { useMemberOrders } from '../api/get-order-list';
import './members.css';

const PAY_OPTIONS = [
  { value: '0', label: '全部状态' },
  { value: '1', label: '待支付' },
  { value: '2', label: '已支付' },
  { value: '3', label: '已取消' },
];
const BUS_OPTIONS = [{ value: '', label: '全部类型' }, ...Object.entries(BUS_TYPE_NAMES).map(([value, label]) => ({ value, label }))];

const columns: TableColumnsType<TMemberOrder> = [
  { title: '订单号', dataIndex: 'order_no', width: 220 },
  { title: '创建时间', dataIndex: 'create_time', width: 170, render: (ms: number) => formatDateTime(ms) },
  { title: '订单类型', dataIndex: 'type_name', width: 120 },
  { title: '消耗积分', dataIndex: 'balance', width: 100, align: 'right', render: (v: string) => formatPoints(v) },
  { title: '订单状态', dataIndex: 'pay_status_name', width: 100 },
  { title: '操作人', dataIndex: 'name', width: 100, responsive: ['md'] },
];

/**
 * 消费记录 (001 §2.6): date range (the end day counts whole: the server adds 86400 − 1 s), order
 * status and type filters, 10 a page, 导出 (.xlsx; '暂无数据' when empty).
 */
export function MemberOrders({ memberId }: { memberId: number }) {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [payStatus, setPayStatus] = useState('0');
  const [busType, setBusType] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter = {
    member_id: memberId,
    payStatus,
    ...(busType ? { busType } : {}),
    ...(range?.[0] ? { startTime: range[0].format('YYYY-MM-DD') } : {}),
    ...(range?.[1] ? { endTime: range[1].format('YYYY-MM-DD') } : {}),
  };
  const orders = useMemberOrders({ ...filter, page });

  async function onExport() {
    setExporting(true);
    try {
      await exportMemberOrders(filter);
    } catch (e) {
      reportError(e);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <div className="ep-member-orders__filters">
        <DatePicker.RangePicker value={range} onChange={(v) => (setRange(v), setPage(1))} allowEmpty={[true, true]} aria-label="时间范围" />
        <Select value={payStatus} options={PAY_OPTIONS} onChange={(v) => (setPayStatus(v), setPage(1))} style={{ width: 120 }} aria-label="订单状态" />
        <Select value={busType} options={BUS_OPTIONS} onChange={(v) => (setBusType(v), setPage(1))} style={{ width: 140 }} aria-label="订单类型" />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void onExport()} data-testid="orders-export">
          导出
        </Button>
      </div>
      <Table<TMemberOrder>
        rowKey="order_no"
        size="middle"
        columns={columns}
        dataSource={orders.data?.data ?? []}
        loading={orders.isLoading || orders.isFetching}
        locale={{ emptyText: orders.isError ? '加载失败，请刷新重试' : '暂无数据' }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: orders.data?.count ?? 0, showSizeChanger: false, showTotal: (n) => `共 ${n} 条`, onChange: setPage }}
      />
    </>
  );
}
