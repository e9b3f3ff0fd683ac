import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { NOTARY, NOTARY_TYPE_NAMES } from '@evidence/shared/constants';
import { FilterButtons } from '@/components/filter-buttons';
import { notaryFiltersOf, type NotaryFilterForm, type NotaryListFilters } from '../lib/list-filters';

export type { NotaryListFilters };

type FormValues = NotaryFilterForm & { range?: [Dayjs | null, Dayjs | null] | null };

const INITIAL: FormValues = { range: null, payType: 0, notarialType: 0 };
const PAY_OPTIONS = [
  { value: 0, label: '全部' },
  { value: 1, label: '未支付' },
  { value: 2, label: '已支付' },
];
const TYPE_OPTIONS = [{ value: 0, label: '全部' }, ...Object.entries(NOTARY_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }))];

/** 我的公证's filter row: 申请时间, 支付状态, 公证类型, 订单号; 查询 applies, 重置 clears and applies. */
export function NotaryFilters({ onApply }: { onApply: (f: NotaryListFilters) => void }) {
  const [form] = Form.useForm<FormValues>();
  const apply = (v: FormValues) => onApply(notaryFiltersOf(v));
  return (
    <Form<FormValues> form={form} layout="inline" initialValues={INITIAL} onFinish={apply} className="ep-filter-row">
      <Form.Item name="range" label="申请时间">
        <DatePicker.RangePicker allowEmpty={[true, true]} aria-label="申请时间" />
      </Form.Item>
      <Form.Item name="payType" label="支付状态">
        <Select options={PAY_OPTIONS} style={{ width: 110 }} aria-label="支付状态" />
      </Form.Item>
      <Form.Item name="notarialType" label="公证类型">
        <Select options={TYPE_OPTIONS} style={{ width: 130 }} aria-label="公证类型" />
      </Form.Item>
      <Form.Item name="orderNo" label="订单号">
        <Input allowClear maxLength={NOTARY.orderNoMax} placeholder="订单号" style={{ width: 170 }} aria-label="订单号" />
      </Form.Item>
      <FilterButtons
        onReset={() => {
          form.resetFields();
          apply(INITIAL);
        }}
      />
    </Form>
  );
}
