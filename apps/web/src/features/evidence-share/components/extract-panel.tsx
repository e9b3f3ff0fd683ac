import './extract-panel.css';
import { useRef, useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { EyeOutlined, KeyOutlined } from '@ant-design/icons';
import { EXTRACT_CODE_MAX, SHARE_MSG } from '@evidence/shared/constants';
import { ZDownBaoquanRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { useExtract } from '../hooks/use-extract';
import { ExtractPreview } from './extract-preview';

const TEXTS = {
  zh: {
    title: '凭提取码提取证据',
    intro: '持有保全号和证据所有者提供的提取码，即可在线预览原件或下载证据包（原始文件、保全证书与验证文件），无需登录。',
    no: '保全号',
    code: '提取码',
    placeholder: '请输入提取码',
    submit: '提取证据',
    preview: '在线预览',
  },
  en: {
    title: 'Extract the evidence with its code',
    intro: "With the evidence number and the extraction code the owner gave you, view the original online or download the evidence package (the original file, the certificate and the proof files); no login needed. The server's messages are in Chinese.",
    no: 'Evidence No.',
    code: 'Extraction code',
    placeholder: 'Extraction code',
    submit: 'Extract evidence',
    preview: 'View online',
  },
} as const;

/**
 * 提取证据 as a form in the page (not a dialog): for the certificate URL opened with a bare number,
 * where the visitor has no view token and this form is the way on (000 §1, §6). The number comes
 * from the URL and is shown, not typed.
 */
export function ExtractPanel({ evidenceNo, lang = 'zh' }: { evidenceNo: string; lang?: 'zh' | 'en' }) {
  const t = TEXTS[lang];
  const [form] = Form.useForm<{ code: string }>();
  const extraction = useExtract(evidenceNo, () => form.resetFields());
  // 在线预览 (issue 24 item 7) shows the original here; 提取证据 downloads the package as before
  const [mode, setModeState] = useState<'download' | 'preview'>('download');
  // read by onFinish, which may run before the state's re-render (validation is asynchronous)
  const modeRef = useRef<'download' | 'preview'>('download');
  const setMode = (m: 'download' | 'preview') => {
    modeRef.current = m;
    setModeState(m);
  };
  return (
    <section className="ep-extract-panel" aria-label={t.title}>
      <Typography.Title level={2} className="ep-extract-panel__title">
        {t.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={({ code }) => extraction.extract(code, modeRef.current)} onValuesChange={extraction.clearRefusal}>
        <Form.Item label={t.no}>
          <Typography.Text strong className="ep-extract-panel__no" data-testid="extract-evidence-no">
            {evidenceNo}
          </Typography.Text>
        </Form.Item>
        <Form.Item label={t.code} name="code" rules={[contractRule(ZDownBaoquanRequest, 'code', () => ({ baoquan: evidenceNo }))]}>
          <Input.Password placeholder={t.placeholder} maxLength={EXTRACT_CODE_MAX} autoComplete="off" />
        </Form.Item>
        <Space.Compact block>
          <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={extraction.pending && mode === 'download'} onClick={() => setMode('download')} block>
            {t.submit}
          </Button>
          <Button htmlType="submit" icon={<EyeOutlined />} loading={extraction.pending && mode === 'preview'} onClick={() => setMode('preview')} block>
            {t.preview}
          </Button>
        </Space.Compact>
      </Form>
      {extraction.refusal && <Alert className="ep-extract-panel__alert" type="error" showIcon title={extraction.refusal} role="alert" />}
      {extraction.preview && !extraction.refusal && <ExtractPreview answer={extraction.preview} />}
      {extraction.done && !extraction.preview && !extraction.refusal && <Alert className="ep-extract-panel__alert" type="success" showIcon title={SHARE_MSG.extracted} />}
    </section>
  );
}
