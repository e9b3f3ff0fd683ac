import { useEffect } from 'react';
import { Button, Card, Form, Input, Popconfirm, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NOTARY_OFFICE, NOTARY_OFFICE_MSG, NOTARY_STANDARD_QUESTIONS } from '@evidence/shared/constants';

type Item = { q: string; a: string };

interface Props {
  /** the saved record, or null: the editor starts from the standard questions */
  saved: Item[] | null;
  saving: boolean;
  onSave: (items: Item[]) => void;
}

/**
 * 询问笔录 editor: questions and the applicant's answers, one line each (a line break could add lines that
 * read as 问/答 in the printed record, so the server refuses it). Saving makes a new version the applicant
 * must confirm by signing; until they start signing, the notary may correct it.
 */
export function NotaryInterviewEditor({ saved, saving, onSave }: Props) {
  const [form] = Form.useForm<{ items: Item[] }>();
  useEffect(() => {
    form.setFieldsValue({ items: saved ?? NOTARY_STANDARD_QUESTIONS.map((q) => ({ q, a: '' })) });
  }, [form, saved]);
  const oneLine = { pattern: /^[^\r\n]*$/, message: '请写在一行内，不要换行' };

  return (
    <Card size="small" title="询问笔录" extra={saved ? '已保存，可在申请人签署前修改' : '尚未制作'}>
      <Form form={form} layout="vertical" onFinish={(v) => onSave(v.items.map((x) => ({ q: x.q.trim(), a: x.a.trim() })))}>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <div key={field.key} className="ep-notary-qa">
                  <Form.Item name={[field.name, 'q']} label={`问 ${i + 1}`} rules={[{ required: true, whitespace: true, message: NOTARY_OFFICE_MSG.questionRequired }, { max: NOTARY_OFFICE.questionMax, message: NOTARY_OFFICE_MSG.questionTooLong }, oneLine]}>
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={NOTARY_OFFICE.questionMax} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'a']} label="答" rules={[{ required: true, whitespace: true, message: NOTARY_OFFICE_MSG.answerRequired }, { max: NOTARY_OFFICE.answerMax, message: NOTARY_OFFICE_MSG.answerTooLong }, oneLine]}>
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={NOTARY_OFFICE.answerMax} placeholder="记录申请人的回答" />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除问题 ${i + 1}`} disabled={fields.length <= 1} onClick={() => remove(field.name)} />
                </div>
              ))}
              <Space>
                <Button icon={<PlusOutlined />} disabled={fields.length >= NOTARY_OFFICE.interviewMaxItems} onClick={() => add({ q: '', a: '' })}>
                  添加问题
                </Button>
                <Popconfirm title="保存询问笔录？" description="保存后将生成新版本的询问笔录，并通知申请人阅读后签署确认。" okText="保存" cancelText="取消" onConfirm={() => form.submit()}>
                  <Button type="primary" loading={saving}>
                    保存询问笔录
                  </Button>
                </Popconfirm>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
