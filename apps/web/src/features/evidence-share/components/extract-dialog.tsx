import { useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { EXTRACT_CODE_MAX } from '@evidence/shared/constants';
import { ZDownBaoquanRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { useExtract } from '../hooks/use-extract';
import { ExtractPreview } from './extract-preview';
import './extract-panel.css';

interface Values {
  code: string;
}

export interface ExtractDialogProps {
  /** 保全号 of the record shown on the certificate page */
  evidenceNo: string;
  /** the token of the link the page was opened by (an ended share link extracts nothing) */
  viewToken?: string | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * 提取证据 on the certificate page (000 §2, §6): for a visitor who is not the owner or not logged in.
 * Asks for the extraction code and calls downBaoquan: 提取并下载 starts the download of the evidence package
 * through a hidden frame; 在线预览 shows the original online (issue 24 item 7). The server's refusals (wrong code with the tries left, the one-hour lock,
 * 证据上传中请稍后下载, 证据缺失不可下载) are shown in the dialog.
 */
export function ExtractDialog({ evidenceNo, viewToken, open, onClose }: ExtractDialogProps) {
  const [form] = Form.useForm<Values>();
  const extraction = useExtract(evidenceNo, () => close(), viewToken);
  // which button sent the code: 在线预览 keeps the dialog open with the original, 提取并下载 downloads and closes
  const [mode, setModeState] = useState<'download' | 'preview'>('download');
  // read by onFinish, which may run before the state's re-render (validation is asynchronous)
  const modeRef = useRef<'download' | 'preview'>('download');
  const setMode = (m: 'download' | 'preview') => {
    modeRef.current = m;
    setModeState(m);
  };
  const submit = (m: 'download' | 'preview') => {
    setMode(m);
    form.submit();
  };

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
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button key="preview" loading={extraction.pending && mode === 'preview'} onClick={() => submit('preview')}>
          在线预览
        </Button>,
        <Button key="download" type="primary" loading={extraction.pending && mode === 'download'} onClick={() => submit('download')}>
          提取并下载
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        保全号 <Typography.Text strong>{evidenceNo}</Typography.Text>。请输入证据所有者提供的提取码，验证通过后可在线预览原件，或下载证据包（原始文件、保全证书与验证文件）。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={({ code }) => extraction.extract(code, modeRef.current)} onValuesChange={extraction.clearRefusal}>
        {/* contractRule checks the code against the request contract; the number comes from the page */}
        <Form.Item label="提取码" name="code" required rules={[contractRule(ZDownBaoquanRequest, 'code', () => ({ baoquan: evidenceNo }))]}>
          <Input.Password placeholder="请输入提取码" maxLength={EXTRACT_CODE_MAX} autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
      {extraction.refusal && <Alert type="error" showIcon title={extraction.refusal} role="alert" />}
      {extraction.preview && !extraction.refusal && <ExtractPreview answer={extraction.preview} />}
    </Modal>
  );
}
