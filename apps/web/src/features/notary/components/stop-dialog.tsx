import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { ZNotaryStopRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useStopNotary } from '../api/stop';

interface Props {
  /** the order to end, or null when closed */
  order: { id: number; orderNo: string } | null;
  onClose: () => void;
}

/**
 * 终止订单's confirmation (001 §4: ending an unpaid order makes it void): an optional reason, checked by
 * the contract's own rule; the server's message is shown either way and the lists are read again.
 */
export function StopDialog({ order, onClose }: Props) {
  const [form] = Form.useForm<{ reason?: string }>();
  const stop = useStopNotary();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    form.resetFields();
    setFailure(null);
    onClose();
  }

  async function submit() {
    if (!order) return;
    const { reason } = await form.validateFields();
    setFailure(null);
    try {
      toast.success(await stop.mutateAsync({ orderId: order.id, reason: reason?.trim() || undefined }));
      close();
    } catch (e) {
      setFailure(errorText(e));
    }
  }

  return (
    <Modal
      open={order !== null}
      title="终止公证订单"
      okText="确定终止"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={stop.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <p>
        确定终止订单 <span className="ep-mono">{order?.orderNo}</span> 吗？终止后订单作废，不能继续办理，也不能恢复。
      </p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="终止原因（选填）" rules={[contractRule(ZNotaryStopRequest, 'reason', () => ({ orderId: order?.id ?? 1 }))]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="可说明终止的原因" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
