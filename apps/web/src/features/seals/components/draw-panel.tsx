import { useRef, useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { SEAL_LIMITS, SEAL_MSG } from '@evidence/shared/constants';
import { zSealName } from '@evidence/shared/contracts';
import { zodRule } from '@/components/form-rules';
import { SignatureCanvas, type SignatureHandle } from '@/components/signature-canvas';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useCreateSeal } from '../api/create';

interface Props {
  onDone: () => void;
}

/** 手写签名: a name and a drawing; 清除 empties the canvas, 确定 uploads it as a PNG. */
export function DrawPanel({ onDone }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  const pad = useRef<SignatureHandle>(null);
  const [empty, setEmpty] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSeal();

  async function onSubmit() {
    setError(null);
    const { name } = await form.validateFields();
    if (!pad.current || pad.current.isEmpty()) {
      setError(SEAL_MSG.imageRequired);
      return;
    }
    try {
      const png = await pad.current.toPng();
      const { msg } = await create.mutateAsync({ name: name.trim(), png });
      toast.success(msg || SEAL_MSG.created);
      form.resetFields();
      pad.current.clear();
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void onSubmit().catch(() => undefined)}>
      <Form.Item label="签名名称" name="name" rules={[zodRule(zSealName)]} validateFirst>
        <Input placeholder="例如：张三的签名" maxLength={SEAL_LIMITS.nameMax} showCount autoComplete="off" />
      </Form.Item>
      <Typography.Text type="secondary">请在下方区域内用鼠标或手指书写签名</Typography.Text>
      <div className="ep-seal-canvas-box">
        <SignatureCanvas
          ref={pad}
          className="ep-seal-canvas"
          testId="seal-canvas"
          onChange={(isEmpty) => {
            setEmpty(isEmpty);
            if (!isEmpty) setError(null);
          }}
        />
        {empty && <span className="ep-seal-canvas-hint">签名区域</span>}
      </div>
      {error && <Alert className="ep-seal-alert" type="error" showIcon message={error} />}
      <Space className="ep-seal-actions">
        <Button onClick={() => pad.current?.clear()} disabled={create.isPending}>
          清除
        </Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          确定
        </Button>
      </Space>
    </Form>
  );
}
