import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { CAPTURE_LIMITS, CAPTURE_STATUS_NAMES, type CaptureStatus } from '@evidence/shared/constants';
import { FilterButtons } from '@/components/filter-buttons';
import { captureFiltersOf, type CaptureFilterForm, type CaptureListFilters } from '../lib/list-filters';

type FormValues = CaptureFilterForm & { range?: [Dayjs | null, Dayjs | null] | null };

const INITIAL: FormValues = { range: null, status: '' };

interface Props {
  /** the states this kind of capture can be in (a web capture is never 待确认) */
  statuses: readonly CaptureStatus[];
  onApply: (f: CaptureListFilters) => void;
}

/** A capture list's filter row: 状态, 关键词 (名称 / 编号 / 网址), 标签, 创建时间; 查询 applies, 重置 clears. */
export function CaptureFilters({ statuses, onApply }: Props) {
  const [form] = Form.useForm<FormValues>();
  const apply = (v: FormValues) => onApply(captureFiltersOf(v));
  const options = [{ value: '', label: '全部' }, ...statuses.map((s) => ({ value: s, label: CAPTURE_STATUS_NAMES[s] }))];
  return (
    <Form<FormValues> form={form} layout="inline" initialValues={INITIAL} onFinish={apply} className="ep-filter-row">
      <Form.Item name="status" label="状态">
        <Select options={options} style={{ width: 110 }} aria-label="状态" />
      </Form.Item>
      <Form.Item name="keyword" label="关键词">
        <Input allowClear maxLength={CAPTURE_LIMITS.keywordMax} placeholder="取证名称 / 编号 / 网址" style={{ width: 220 }} aria-label="关键词" />
      </Form.Item>
      <Form.Item name="label" label="标签">
        <Input allowClear maxLength={CAPTURE_LIMITS.labelMax} placeholder="标签" style={{ width: 130 }} aria-label="标签" />
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
