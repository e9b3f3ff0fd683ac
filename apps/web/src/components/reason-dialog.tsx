import { useState, type ReactNode } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';

interface Props {
  open: boolean;
  title: string;
  okText: string;
  /** what the action does, said before the reason is asked */
  children: ReactNode;
  reasonLabel: string;
  required: boolean;
  /** the contract's own rule for the reason (components/form-rules contractRule) */
  rule: Rule;
  placeholder: string;
  pending: boolean;
  /** does the action with the trimmed reason (undefined when left empty) and answers the success message */
  onSubmit: (reason: string | undefined) => Promise<string>;
  onClose: () => void;
}

/**
 * A destructive action's confirmation with a reason (终止公证订单, 撤销签署): the reason checked by the
 * contract's rule, the server's success message toasted, its refusal shown in the dialog, which stays open.
 */
export function ReasonDialog(p: Props) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    form.resetFields();
    setFailure(null);
    p.onClose();
  }

  async function submit() {
    const { reason } = await form.validateFields();
    setFailure(null);
    try {
      toast.success(await p.onSubmit(reason?.trim() || undefined));
      close();
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={p.okText}
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={p.pending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      {p.children}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={p.reasonLabel} required={p.required} rules={[p.rule]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={p.placeholder} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
