import { Button, Form, Input, Select } from 'antd';
import { useTemplateCategories } from '../api/contract-temp-cat-option';

export interface TemplateFilterValues {
  keyword?: string;
  category?: string;
}

/** 模板名称 and 分类, applied by 查询 (or Enter); 重置 clears both. */
export function TemplateFilters({ onApply }: { onApply: (v: TemplateFilterValues) => void }) {
  const [form] = Form.useForm<TemplateFilterValues>();
  const categories = useTemplateCategories();
  const apply = () => {
    const v = form.getFieldsValue();
    onApply({ keyword: v.keyword?.trim() || undefined, category: v.category || undefined });
  };
  return (
    <Form form={form} layout="inline" className="ep-filter-row" onFinish={apply}>
      <Form.Item name="keyword" label="模板名称">
        <Input allowClear placeholder="请输入模板名称" maxLength={50} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="category" label="分类">
        <Select allowClear placeholder="全部" style={{ width: 160 }} loading={categories.isLoading} options={categories.data?.list ?? []} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onApply({});
          }}
        >
          重置
        </Button>
      </Form.Item>
    </Form>
  );
}
