import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { ESIGN_FLOW_STATUS_NAMES } from '@evidence/shared/constants';
import { FilterButtons } from '@/components/filter-buttons';
import { flowFiltersOf, type FlowFilterForm, type FlowListFilters } from '../lib/list-filters';

type FormValues = FlowFilterForm & { range?: [Dayjs | null, Dayjs | null] | null };

const INITIAL: FormValues = { range: null, status: '' };
const STATUS_OPTIONS = [{ value: '', label: '全部' }, ...Object.entries(ESIGN_FLOW_STATUS_NAMES).map(([value, label]) => ({ value, label }))];

/** 签署管理's filter row: 状态, 关键词 (合同名称 / 流程编号 / 签署人), 创建时间; 查询 applies, 重置 clears. */
export function FlowFilters({ onApply }: { onApply: (f: FlowListFilters) => void }) {
  const [form] = Form.useForm<FormValues>();
  const apply = (v: FormValues) => onApply(flowFiltersOf(v));
  return (
    <Form<FormValues> form={form} layout="inline" initialValues={INITIAL} onFinish={apply} className="ep-filter-row">
      <Form.Item name="status" label="状态">
        <Select options={STATUS_OPTIONS} style={{ width: 110 }} aria-label="状态" />
      </Form.Item>
      <Form.Item name="keyword" label="关键词">
        <Input allowClear maxLength={50} placeholder="合同名称 / 流程编号 / 签署人" style={{ width: 220 }} aria-label="关键词" />
      </Form.Item>
      <Form.Item name="range" label="创建时间">
        <DatePicker.RangePicker allowEmpty={[true, true]} aria-label="创建时间" />
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
