import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { EVIDENCE_LIMITS } from '@evidence/shared/constants';
import { useLabelList } from '../api/get-label-list';
import { rangeToSeconds } from '@/lib/date-range';
import { FILE_TYPE_OPTIONS, PRODUCT_TYPE_OPTIONS } from '@/lib/evidence-options';
import { FilterButtons } from '@/components/filter-buttons';

export interface ListFilters {
  startTime?: number;
  endTime?: number;
  type: number;
  productType: number;
  label?: string;
  keyword?: string;
}

interface FormValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  type: number;
  productType: number;
  label?: string;
  keyword?: string;
}

const INITIAL: FormValues = { range: null, type: 0, productType: 0 };

/** The list's filters (000 §2): date range, file type, product, label and keyword; 查询 applies them. */
export function EvidenceListFilters({ onApply }: { onApply: (filters: ListFilters) => void }) {
  const [form] = Form.useForm<FormValues>();
  const labels = useLabelList();

  const apply = (v: FormValues) =>
    onApply({
      ...rangeToSeconds(v.range),
      type: v.type,
      productType: v.productType,
      label: v.label || undefined,
      keyword: v.keyword?.trim() || undefined,
    });

  return (
    <Form<FormValues> form={form} layout="inline" initialValues={INITIAL} onFinish={apply} className="ep-list-filters">
      <Form.Item name="range" label="保全时间">
        <DatePicker.RangePicker allowEmpty={[true, true]} aria-label="保全时间" />
      </Form.Item>
      <Form.Item name="type" label="文件类型">
        <Select options={FILE_TYPE_OPTIONS} style={{ width: 110 }} aria-label="文件类型" />
      </Form.Item>
      <Form.Item name="productType" label="产品类型">
        <Select options={PRODUCT_TYPE_OPTIONS} style={{ width: 120 }} aria-label="产品类型" />
      </Form.Item>
      <Form.Item name="label" label="标签">
        <Select
          allowClear
          showSearch
          placeholder="全部"
          style={{ width: 140 }}
          loading={labels.isLoading}
          options={(labels.data ?? []).map((l) => ({ value: l.label, label: l.label }))}
          notFoundContent="暂无标签"
          aria-label="标签"
        />
      </Form.Item>
      <Form.Item name="keyword" label="关键词">
        <Input allowClear maxLength={EVIDENCE_LIMITS.keywordMax} placeholder="文件名称 / 保全号" style={{ width: 200 }} aria-label="关键词" />
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
