import { useEffect, useState } from 'react';
import { Alert, Button, Form, Space, Steps } from 'antd';
import { useNavigate } from 'react-router';
import type { TTemplateField } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { sealingRoles } from '../../api/contract-temp-detail';
import { useOriginalBytes } from '../../api/original-bytes';
import { useSaveSign } from '../../api/save-sign';
import { uploadFieldsProblem } from '../../lib/field-rules';
import { detailPath, MANAGE } from '../../lib/paths';
import { useFileBytes } from '@/components/pdf-view';
import { nextRole, signersForRoles, toSaveData, type WizardValues } from '../../lib/wizard-values';
import { ConfirmStep } from './confirm-step';
import { FieldsStep, type FieldEditorSlot } from './fields-step';
import { SignersStep } from './signers-step';
import { SourceStep } from './source-step';
import './wizard.css';

interface Props {
  initial: WizardValues;
  price: number | undefined;
  balance: number | undefined;
  /** the templates part's field editor, composed by the route (features do not import each other) */
  fieldEditor: FieldEditorSlot;
}

type StepKey = 'source' | 'signers' | 'fields' | 'confirm';
const TITLES: Record<StepKey, string> = { source: '选择合同', signers: '签署方与设置', fields: '放置签署位置', confirm: '确认发起' };

/**
 * 发起签署 / 编辑草稿: choose a template or upload a PDF, fill in the signers and settings, place each signer's
 * fields on an uploaded PDF, confirm the price, then 保存草稿 or 发送 — one saveSign call, the buttons busy
 * while it runs (the server also sends a draft only once). A refusal stays on the page in the server's words.
 */
export function FlowWizard({ initial, price, balance, fieldEditor }: Props) {
  const navigate = useNavigate();
  const [form] = Form.useForm<WizardValues>();
  const [values, setValues] = useState<WizardValues>(initial);
  const [step, setStep] = useState(0);
  // each step starts at its top: the next one opened where the last was scrolled to (its bottom, the buttons)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
  const [pageCount, setPageCount] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSign();
  const upload = values.source === 'upload';
  const keys: StepKey[] = upload ? ['source', 'signers', 'fields', 'confirm'] : ['source', 'signers', 'confirm'];
  const key = keys[step]!;
  const chosenBytes = useFileBytes(values.file);
  const stored = useOriginalBytes(values.id, upload && !values.file && key === 'fields');
  const bytes = values.file ? chosenBytes : (stored.data ?? null);

  /** the form holds only the fields it shows: a template signer's role is kept from the values */
  const merged = (v: Partial<WizardValues>): WizardValues => ({ ...values, ...v, signers: (v.signers ?? values.signers).map((s, i) => ({ ...values.signers[i]!, ...s })) });

  async function next() {
    setFailure(null);
    if (key === 'source') {
      if (!upload && !values.templateId) return setFailure('请选择合同模板');
      if (upload && !values.file && !(values.id && initial.source === 'upload')) return setFailure('请选择合同文件');
      const signers = upload && values.signers.length === 0 ? [{ role: nextRole([]), name: '', phone: '', kind: 'person' as const }] : values.signers;
      setValues({ ...values, signers });
      form.setFieldsValue({ ...values, signers });
      return setStep(step + 1);
    }
    if (key === 'signers') {
      const v = await form.validateFields().catch(() => null);
      if (!v) return;
      const m = merged(v);
      // a renamed or removed role takes its fields with it
      setValues({ ...m, fields: m.fields.filter((f) => m.signers.some((s) => s.role === f.role)) });
      return setStep(step + 1);
    }
    if (key === 'fields') {
      const problem = uploadFieldsProblem(values.signers, values.fields, pageCount);
      if (problem) return setFailure(problem);
      return setStep(step + 1);
    }
  }

  function back() {
    setFailure(null);
    if (key === 'signers') setValues(merged(form.getFieldsValue()));
    setStep(step - 1);
  }

  async function submit(send: boolean) {
    setFailure(null);
    try {
      const { saved, msg } = await save.mutateAsync({ data: toSaveData(values, send), file: upload ? values.file : null });
      toast.success(msg);
      void navigate(send ? detailPath(saved.id) : MANAGE);
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  return (
    <Form<WizardValues> form={form} layout="vertical" initialValues={values} className="ep-esign-wizard">
      <Steps current={step} items={keys.map((k) => ({ title: TITLES[k] }))} className="ep-esign-steps" />
      {key === 'source' && (
        <SourceStep
          source={values.source}
          templateId={values.templateId}
          file={values.file}
          storedFileName={values.id && initial.source === 'upload' ? initial.templateName : undefined}
          onSource={(source) => setValues((v) => ({ ...v, source, signers: source === v.source ? v.signers : [], fields: [] }))}
          onPickTemplate={(t) => {
            setValues((v) => ({ ...v, templateId: t.id, templateName: t.name, title: v.title || t.name, signers: signersForRoles(t.roles, v.signers) }));
            // roles that must seal become 企业 (a hint only: when the detail cannot be read the sender chooses)
            void sealingRoles(t.id).then(
              (sealing) => setValues((v) => (v.templateId === t.id ? { ...v, signers: signersForRoles(t.roles, v.signers.filter((s) => s.name || s.phone), sealing) } : v)),
              () => undefined,
            );
          }}
          onPickFile={(f) => setValues((v) => ({ ...v, file: f, templateName: f.name, title: v.title || f.name.replace(/\.pdf$/i, '').slice(0, 50), fields: [] }))}
        />
      )}
      {key === 'signers' && <SignersStep freeRoles={upload} />}
      {key === 'fields' && (
        <FieldsStep
          editor={fieldEditor}
          bytes={bytes}
          bytesError={stored.isError ? errorText(stored.error) : null}
          roles={values.signers.map((s) => s.role)}
          fields={values.fields}
          onChange={(fields: TTemplateField[]) => setValues((v) => ({ ...v, fields }))}
          onPageCount={setPageCount}
        />
      )}
      {key === 'confirm' && <ConfirmStep values={values} price={price} balance={balance} />}
      {failure && <Alert type="error" showIcon title={failure} className="ep-esign-failure" />}
      <Space className="ep-esign-actions">
        {step > 0 && (
          <Button onClick={back} disabled={save.isPending}>
            上一步
          </Button>
        )}
        {key !== 'confirm' && (
          <Button type="primary" onClick={() => void next()}>
            下一步
          </Button>
        )}
        {key === 'confirm' && (
          <>
            <Button onClick={() => void submit(false)} loading={save.isPending && !save.variables?.data.send} disabled={save.isPending}>
              保存草稿
            </Button>
            <Button type="primary" onClick={() => void submit(true)} loading={save.isPending && !!save.variables?.data.send} disabled={save.isPending}>
              发送
            </Button>
          </>
        )}
      </Space>
    </Form>
  );
}
