import { DatePicker, Form, Input, Select } from 'antd';
import { EVIDENCE_LIMITS } from '@evidence/shared/constants';
import { FILE_TYPE_OPTIONS, PRODUCT_TYPE_OPTIONS } from '@/lib/evidence-options';
import { FilterButtons } from '@/components/filter-buttons';
import { filtersOf, INITIAL_FILTER_FORM, type EvidenceFilterForm, type EvidenceFilterValues } from './filters-of';

export type { EvidenceFilterValues };
import '@/components/list-page.css';

interface Props {
  onApply: (filters: EvidenceFilterValues) => void;
  /** the caller's labels (getLabelList): the label filter matches one exactly */
  labels: readonly string[];
  labelsLoading?: boolean;
  /** the attestation list filters by product too; batch download does not (000 §2) */
  withProductType?: boolean;
  /** what the keyword searches: the list's name or number, the download's file name */
  keyword: { label: string; placeholder: string };
}

/**
 * The evidence filter row of /attestation-list and its batch download (000 §2): 保全时间 range, 文件类型,
 * (产品类型), 标签, keyword; 查询 applies, 重置 clears and applies. One component so both pages look
 * and behave alike, including at 375 px where each field takes the whole width.
 */
export function EvidenceFilters({ onApply, labels, labelsLoading = false, withProductType = false, keyword }: Props) {
  const [form] = Form.useForm<EvidenceFilterForm>();
  const apply = (v: EvidenceFilterForm) => onApply(filtersOf(v, withProductType));

  return (
    <Form<EvidenceFilterForm> form={form} layout="inline" initialValues={INITIAL_FILTER_FORM} onFinish={apply} className="ep-filter-row">
      <Form.Item name="range" label="保全时间">
        <DatePicker.RangePicker allowEmpty={[true, true]} aria-label="保全时间" />
      </Form.Item>
      <Form.Item name="type" label="文件类型">
        <Select options={FILE_TYPE_OPTIONS} style={{ width: 110 }} aria-label="文件类型" />
      </Form.Item>
      {withProductType && (
        <Form.Item name="productType" label="产品类型">
          <Select options={PRODUCT_TYPE_OPTIONS} style={{ width: 120 }} aria-label="产品类型" />
        </Form.Item>
      )}
      <Form.Item name="label" label="标签">
        <Select
          allowClear
          showSearch
          placeholder="全部"
          style={{ width: 140 }}
          loading={labelsLoading}
          options={labels.map((l) => ({ value: l, label: l }))}
          notFoundContent="暂无标签"
          aria-label="标签"
        />
      </Form.Item>
      <Form.Item name="keyword" label={keyword.label}>
        <Input allowClear maxLength={EVIDENCE_LIMITS.keywordMax} placeholder={keyword.placeholder} style={{ width: 200 }} aria-label={keyword.label} />
      </Form.Item>
      <FilterButtons
        onReset={() => {
          form.resetFields();
          apply(INITIAL_FILTER_FORM);
        }}
      />
    </Form>
  );
}
