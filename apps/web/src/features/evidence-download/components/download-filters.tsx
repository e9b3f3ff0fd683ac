import { AutoComplete, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { EVIDENCE_LIMITS } from '@evidence/shared/constants';
import { useLabelOptions } from '../api/get-label-options';
import { rangeToSeconds } from '@/lib/date-range';
import { FILE_TYPE_OPTIONS } from '@/lib/evidence-options';
import { FilterButtons } from '@/components/filter-buttons';

export interface DownloadFilterValues {
  startTime?: number;
  endTime?: number;
  type: number;
  label?: string;
  keyword?: string;
}

interface FormValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  type: number;
  label?: string;
  keyword?: string;
}

const INITIAL: FormValues = { range: null, type: 0 };

/** 000 §2: date range, file type, label, file-name keyword; 查询 applies them, 重置 clears them. */
export function DownloadFilters({ onApply }: { onApply: (f: DownloadFilterValues) => void }) {
  const [form] = Form.useForm<FormValues>();
  const labels = useLabelOptions();
  const apply = (v: FormValues) =>
    onApply({ ...rangeToSeconds(v.range), type: v.type, label: v.label?.trim() || undefined, keyword: v.keyword?.trim() || undefined });

  return (
    <Form<FormValues> form={form} layout="inline" initialValues={INITIAL} onFinish={apply} className="ep-download-filters">
      <Form.Item name="range" label="保全时间">
        <DatePicker.RangePicker allowEmpty={[true, true]} aria-label="保全时间" />
      </Form.Item>
      <Form.Item name="type" label="文件类型">
        <Select options={FILE_TYPE_OPTIONS} style={{ width: 110 }} aria-label="文件类型" />
      </Form.Item>
      <Form.Item name="label" label="标签">
        <AutoComplete
          allowClear
          placeholder="全部"
          style={{ width: 140 }}
          maxLength={EVIDENCE_LIMITS.labelMax}
          options={(labels.data ?? []).map((l) => ({ value: l }))}
          filterOption={(input, option) => String(option?.value ?? '').includes(input)}
          aria-label="标签"
        />
      </Form.Item>
      <Form.Item name="keyword" label="文件名称">
        <Input allowClear maxLength={EVIDENCE_LIMITS.keywordMax} placeholder="文件名关键词" style={{ width: 180 }} aria-label="文件名称" />
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
