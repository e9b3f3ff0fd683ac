import { useState } from 'react';
import { Alert, Button, Form, Space, Steps } from 'antd';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useSaveSign } from '../../api/save-sign';
import { detailPath, MANAGE } from '../../lib/paths';
import { signersForRoles, toSaveData, type WizardValues } from '../../lib/wizard-values';
import { ConfirmStep } from './confirm-step';
import { SignersStep } from './signers-step';
import { SourceStep } from './source-step';
import './wizard.css';

interface Props {
  initial: WizardValues;
  price: number | undefined;
  balance: number | undefined;
}

const STEPS = [{ title: '选择合同' }, { title: '签署方与设置' }, { title: '确认发起' }];

/**
 * 发起签署 / 编辑草稿: choose the template, fill in its signers and the settings, confirm the price, then
 * 保存草稿 or 发送. Both are one saveSign call; the buttons stay busy while it runs so a double click sends
 * once (the server also sends a draft only once). A refusal stays on the page with the server's words.
 */
export function FlowWizard({ initial, price, balance }: Props) {
  const navigate = useNavigate();
  const [form] = Form.useForm<WizardValues>();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<WizardValues>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSign();

  /** the form holds only the fields it shows: a signer's role (fixed by the template) is kept from the values */
  const merged = (v: Partial<WizardValues>): WizardValues => ({ ...values, ...v, signers: (v.signers ?? values.signers).map((s, i) => ({ ...values.signers[i]!, ...s })) });

  async function next() {
    setFailure(null);
    if (step === 0) {
      if (!values.templateId) return setFailure('请选择合同模板');
      form.setFieldsValue(values);
      return setStep(1);
    }
    if (step === 1) {
      const v = await form.validateFields().catch(() => null);
      if (!v) return;
      setValues(merged(v));
      return setStep(2);
    }
  }

  async function submit(send: boolean) {
    setFailure(null);
    try {
      const { saved, msg } = await save.mutateAsync({ data: toSaveData(values, send) });
      toast.success(msg);
      void navigate(send ? detailPath(saved.id) : MANAGE);
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  return (
    <Form<WizardValues> form={form} layout="vertical" initialValues={values} className="ep-esign-wizard">
      <Steps current={step} items={STEPS} className="ep-esign-steps" />
      {step === 0 && (
        <SourceStep
          templateId={values.templateId}
          onPick={(t) => setValues((v) => ({ ...v, templateId: t.id, templateName: t.name, title: v.title || t.name, signers: signersForRoles(t.roles, v.signers) }))}
        />
      )}
      {step === 1 && <SignersStep />}
      {step === 2 && <ConfirmStep values={values} price={price} balance={balance} />}
      {failure && <Alert type="error" showIcon title={failure} className="ep-esign-failure" />}
      <Space className="ep-esign-actions">
        {step > 0 && (
          <Button onClick={() => (step === 1 && setValues(merged(form.getFieldsValue())), setStep(step - 1))} disabled={save.isPending}>
            上一步
          </Button>
        )}
        {step < 2 && (
          <Button type="primary" onClick={() => void next()}>
            下一步
          </Button>
        )}
        {step === 2 && (
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
