import { Alert, Form, Input, Modal, Typography } from 'antd';
import { EXTRACT_CODE_MAX } from '@evidence/shared/constants';
import { ZDownBaoquanRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { useExtract } from '../hooks/use-extract';

interface Values {
  code: string;
}

export interface ExtractDialogProps {
  /** 保全号 of the record shown on the certificate page */
  evidenceNo: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 提取证据 on the certificate page (000 §2, §6): for a visitor who is not the owner or not logged in.
 * Asks for the extraction code, calls downBaoquan and starts the download of the evidence package
 * through a hidden frame. The server's refusals (wrong code with the tries left, the one-hour lock,
 * 证据上传中请稍后下载, 证据缺失不可下载) are shown in the dialog.
 */
export function ExtractDialog({ evidenceNo, open, onClose }: ExtractDialogProps) {
  const [form] = Form.useForm<Values>();
  const extraction = useExtract(evidenceNo, () => close());

  function close() {
    form.resetFields();
    extraction.reset();
    onClose();
  }

  return (
    <Modal
      title="提取证据"
      open={open}
      onCancel={close}
      onOk={() => form.submit()}
      okText="提取并下载"
      cancelText="取消"
      confirmLoading={extraction.pending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        保全号 <Typography.Text strong>{evidenceNo}</Typography.Text>。请输入证据所有者提供的提取码，验证通过后将下载证据包（原始文件、保全证书与验证文件）。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={({ code }) => extraction.extract(code)} onValuesChange={extraction.clearRefusal}>
        {/* contractRule checks the code against the request contract; the number comes from the page */}
        <Form.Item label="提取码" name="code" required rules={[contractRule(ZDownBaoquanRequest, 'code', () => ({ baoquan: evidenceNo }))]}>
          <Input.Password placeholder="请输入提取码" maxLength={EXTRACT_CODE_MAX} autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
      {extraction.refusal && <Alert type="error" showIcon title={extraction.refusal} role="alert" />}
    </Modal>
  );
}
