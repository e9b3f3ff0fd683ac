import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { ORDERS } from '@evidence/shared/constants';
import { FilterButtons } from '@/components/filter-buttons';
import { rangeToSeconds } from '@/lib/date-range';
import { BUS_TYPE_OPTIONS, CONSUMPTION_STATUS_OPTIONS, RECHARGE_STATUS_OPTIONS } from '../lib/order-view';

export type OrderTab = 'recharge' | 'consumption' | 'notarial';

export interface OrderFilters {
  startTime?: number;
  endTime?: number;
  payStatus?: number;
  busType?: number;
  payType?: number;
  keyword?: string;
}

interface FormValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  payStatus: number;
  busType: number;
  payType: number;
  keyword?: string;
}

const INITIAL: FormValues = { range: null, payStatus: 0, busType: 0, payType: 0 };
const NOTARIAL_PAY_OPTIONS = [
  { value: 0, label: '全部' },
  { value: 1, label: '未支付' },
  { value: 2, label: '已支付' },
];

/**
 * The filters of one tab (001 §2.7, §9): date range (end day through 23:59:59, 001 §5), the tab's
 * status and type, and the keyword — never offered to a sub-account (the server refuses it).
 */
export function OrderFiltersForm({ tab, allowKeyword, onApply }: { tab: OrderTab; allowKeyword: boolean; onApply: (f: OrderFilters) => void }) {
  const [form] = Form.useForm<FormValues>();
  const apply = (v: FormValues) =>
    onApply({
      ...rangeToSeconds(v.range),
      ...(tab === 'notarial' ? { payType: v.payType || undefined } : { payStatus: v.payStatus || undefined }),
      ...(tab === 'consumption' ? { busType: v.busType || undefined } : {}),
      ...(allowKeyword && tab !== 'notarial' ? { keyword: v.keyword?.trim() || undefined } : {}),
    });

  return (
    <Form<FormValues> form={form} layout="inline" initialValues={INITIAL} onFinish={apply} className="ep-filter-row">
      <Form.Item name="range" label="创建时间">
        <DatePicker.RangePicker allowEmpty={[true, true]} aria-label="创建时间" />
      </Form.Item>
      {tab === 'notarial' ? (
        <Form.Item name="payType" label="支付状态">
          <Select options={NOTARIAL_PAY_OPTIONS} style={{ width: 110 }} aria-label="支付状态" />
        </Form.Item>
      ) : (
        <Form.Item name="payStatus" label="订单状态">
          <Select options={tab === 'recharge' ? RECHARGE_STATUS_OPTIONS : CONSUMPTION_STATUS_OPTIONS} style={{ width: 110 }} aria-label="订单状态" />
        </Form.Item>
      )}
      {tab === 'consumption' && (
        <Form.Item name="busType" label="订单类型">
          <Select options={BUS_TYPE_OPTIONS} style={{ width: 130 }} aria-label="订单类型" />
        </Form.Item>
      )}
      {allowKeyword && tab !== 'notarial' && (
        <Form.Item name="keyword" label="关键词">
          <Input allowClear maxLength={ORDERS.keywordMax} placeholder="订单号 / 描述 / 姓名 / 手机号" style={{ width: 220 }} aria-label="关键词" />
        </Form.Item>
      )}
      <FilterButtons
        onReset={() => {
          form.resetFields();
          apply(INITIAL);
        }}
      />
    </Form>
  );
}
