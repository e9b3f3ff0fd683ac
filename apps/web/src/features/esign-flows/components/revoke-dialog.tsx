import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { ZStopSignRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useStopSign } from '../api/stop-sign';

interface Props {
  /** the flow to revoke, or null when closed */
  flow: { id: number; flowNo: string; title: string } | null;
  onClose: () => void;
}

/**
 * 撤销's confirmation: a reason (required, told to the signers), what happens to the links and the points.
 * The server's answer is shown either way; the lists are read again.
 */
export function RevokeDialog({ flow, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const stop = useStopSign();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    form.resetFields();
    setFailure(null);
    onClose();
  }

  async function submit() {
    if (!flow) return;
    const { reason } = await form.validateFields();
    setFailure(null);
    try {
      const r = await stop.mutateAsync({ signId: flow.id, reason: reason.trim() });
      toast.success(r.refunded > 0 ? `${r.msg}，已退还 ${r.refunded} 积分` : r.msg);
      close();
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  return (
    <Modal
      open={flow !== null}
      title="撤销签署"
      okText="确定撤销"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={stop.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <p>
        确定撤销《{flow?.title}》（<span className="ep-mono">{flow?.flowNo}</span>）吗？撤销后所有签署链接立即失效，签署人会收到短信通知，流程不能恢复。
        若尚无人签署，发起时扣除的积分将退还。
      </p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="撤销原因" required rules={[contractRule(ZStopSignRequest, 'reason', () => ({ sign_id: flow?.id ?? 1 }))]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="将通过短信告知签署人" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
