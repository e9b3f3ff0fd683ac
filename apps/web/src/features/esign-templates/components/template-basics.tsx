import { Alert, Button, Form, Input, Select, Upload } from 'antd';
import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { ESIGN_TEMPLATE, ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import type { TTemplateField } from '@evidence/shared/contracts';
import { toast } from '@/lib/feedback';
import { formatBytes } from '@evidence/shared/format';
import { useTemplateCategories } from '../api/contract-temp-cat-option';
import { pdfProblem } from '@/components/pdf-view';
import { RolesEditor } from './roles-editor';

export interface TemplateDraft {
  name: string;
  category: string;
  roles: string[];
  fields: TTemplateField[];
  /** a newly chosen PDF (create, or replacing the file on edit) */
  file: File | null;
}

interface Props {
  draft: TemplateDraft;
  onChange: (next: TemplateDraft) => void;
  /** the stored file's name on edit (null on create) */
  storedFileName: string | null;
}

/** Step 1: the PDF (checked for type and size before upload), name, category and signer roles. */
export function TemplateBasics({ draft, onChange, storedFileName }: Props) {
  const categories = useTemplateCategories();
  const pick = async (file: File) => {
    const problem = await pdfProblem(file);
    if (problem) toast.error(problem);
    else onChange({ ...draft, file });
  };
  return (
    <Form layout="vertical" className="ep-template-basics" requiredMark>
      <Form.Item label="合同文件" required extra="PDF 格式，不超过 20MB；签署位置按页面百分比保存，任意纸张尺寸均可。">
        <Upload accept=".pdf,application/pdf" showUploadList={false} maxCount={1} beforeUpload={(f) => (void pick(f), false)}>
          <Button icon={<UploadOutlined />}>{draft.file || storedFileName ? '更换文件' : '上传 PDF'}</Button>
        </Upload>
        {(draft.file || storedFileName) && (
          <div className="ep-template-file">
            <FilePdfOutlined /> {draft.file ? `${draft.file.name}（${formatBytes(draft.file.size)}）` : storedFileName}
          </div>
        )}
        {draft.file && storedFileName && <Alert type="info" showIcon className="ep-template-note" title="保存后模板将使用新文件；已发起的签署仍使用原文件。" />}
      </Form.Item>
      <Form.Item label="模板名称" required>
        <Input value={draft.name} maxLength={ESIGN_TEMPLATE.nameMax} showCount placeholder="如：房屋租赁合同" onChange={(e) => onChange({ ...draft, name: e.target.value })} aria-label="模板名称" />
      </Form.Item>
      <Form.Item label="模板分类" required>
        <Select
          value={draft.category || undefined}
          placeholder={ESIGN_TEMPLATE_MSG.categoryInvalid}
          options={categories.data?.list ?? []}
          loading={categories.isLoading}
          onChange={(category: string) => onChange({ ...draft, category })}
          style={{ width: 240 }}
          aria-label="模板分类"
        />
      </Form.Item>
      <Form.Item label="签署方" required extra="每个签署方至少需要一个个人签名或企业印章位置；发起签署时再为每个签署方填写姓名和手机号。">
        <RolesEditor roles={draft.roles} fields={draft.fields} onChange={(next) => onChange({ ...draft, ...next })} />
      </Form.Item>
    </Form>
  );
}
