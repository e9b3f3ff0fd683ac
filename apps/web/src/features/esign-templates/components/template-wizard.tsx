import { useMemo, useState } from 'react';
import { Alert, Button, Space, Spin, Steps } from 'antd';
import { zTemplateCategory, zTemplateName, ZTemplateRoles, templateFieldsProblem } from '@evidence/shared/contracts';
import { ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import type { PdfPageSize } from '@/components/pdf-view';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useSaveTemplate } from '../api/contract-temp-save';
import { FieldEditor } from './field-editor';
import { TemplateBasics, type TemplateDraft } from './template-basics';
import { useFileBytes } from '@/components/pdf-view';

interface Props {
  /** edit: the template's id, stored file name and bytes; create: absent */
  existing?: { id: number; fileName: string; bytes: ArrayBuffer };
  initial: TemplateDraft;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

/** The first problem of step 1, or null: a file, a name, a category, valid roles. */
function basicsProblem(d: TemplateDraft, hasStoredFile: boolean): string | null {
  if (!d.file && !hasStoredFile) return ESIGN_TEMPLATE_MSG.fileRequired;
  for (const r of [zTemplateName.safeParse(d.name), zTemplateCategory.safeParse(d.category), ZTemplateRoles.safeParse(d.roles)]) {
    if (!r.success) return r.error.issues[0]?.message ?? ESIGN_TEMPLATE_MSG.fieldsInvalid;
  }
  return null;
}

/**
 * 新建 / 编辑模板 in two steps: 1 the PDF, name, category and roles; 2 the fields on the pages (the field
 * editor). Saving checks the shared field rule first, so the server's refusal is rarely seen.
 */
export function TemplateWizard({ existing, initial, onSaved, onCancel }: Props) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<TemplateDraft>(initial);
  const [pages, setPages] = useState<PdfPageSize[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTemplate();
  const newBytes = useFileBytes(draft.file);
  // the editor's source: a newly chosen file, else the stored one
  const source = useMemo(() => newBytes ?? existing?.bytes ?? null, [newBytes, existing]);
  const outside = pages ? draft.fields.filter((f) => f.page > pages.length) : [];

  const next = () => {
    const p = basicsProblem(draft, Boolean(existing));
    setProblem(p);
    if (!p) setStep(1);
  };
  const submit = async () => {
    const p = basicsProblem(draft, Boolean(existing)) ?? (pages ? templateFieldsProblem(draft.roles, draft.fields, pages.length) : '请等待合同文件加载完成');
    setProblem(p);
    if (p) return;
    try {
      const r = await save.mutateAsync({ id: existing?.id, name: draft.name.trim(), category: draft.category, roles: draft.roles, fields: draft.fields, file: draft.file });
      toast.success(r.msg);
      onSaved(r.saved.id);
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <div className="ep-template-wizard">
      <Steps current={step} items={[{ title: '上传合同与签署方' }, { title: '放置签署位置' }]} className="ep-template-steps" />
      {problem && <Alert type="error" showIcon title={problem} className="ep-template-note" role="alert" />}
      {step === 0 && <TemplateBasics draft={draft} onChange={setDraft} storedFileName={existing?.fileName ?? null} />}
      {step === 1 && !source && <Spin className="ep-template-wait" tip="正在读取合同文件…" />}
      {step === 1 && source && (
        <>
          {outside.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className="ep-template-note"
              title={`新文件只有 ${pages?.length} 页，${outside.length} 个签署位置在超出的页上`}
              action={
                <Button size="small" danger onClick={() => setDraft({ ...draft, fields: draft.fields.filter((f) => !outside.includes(f)) })}>
                  删除这些位置
                </Button>
              }
            />
          )}
          <FieldEditor source={source} roles={draft.roles} fields={draft.fields} onChange={(fields) => setDraft((d) => ({ ...d, fields }))} onPagesLoaded={setPages} />
        </>
      )}
      <Space className="ep-template-actions">
        {step === 0 ? (
          <>
            <Button onClick={onCancel}>取消</Button>
            <Button type="primary" onClick={next}>
              下一步
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep(0)}>上一步</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              保存模板
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}
