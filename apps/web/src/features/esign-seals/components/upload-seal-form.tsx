import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Upload } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, UploadOutlined } from '@ant-design/icons';
import { ESIGN_SEAL_LIMITS, EsignSealType } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { useCreateEsignSeal } from '../api/seal-create';
import { sealNameRules } from './name-rules';
import { precheckPng, type PrecheckItem } from './png-precheck';
import { SealTypeField } from './seal-type-field';

interface Props {
  onCreated: (id: number, msg: string) => void;
}

interface Values {
  seal_type: EsignSealType;
  name: string;
}

/**
 * 上传印章: a transparent PNG of the company's seal. The page checks it the way the server does and
 * lists each check before anything is sent; the server checks again and its message is shown as is.
 */
export function UploadSealForm({ onCreated }: Props) {
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [checks, setChecks] = useState<PrecheckItem[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateEsignSeal();
  const passed = file !== null && checks.length > 0 && checks.every((c) => c.ok);
  // the picked file's preview URL is released when another is picked or the page closes
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function onPick(f: File) {
    setError(null);
    setFile(f);
    setChecks(await precheckPng(f));
    setPreview(URL.createObjectURL(f));
  }

  async function onFinish(v: Values) {
    if (!file) return setError('请选择要上传的印章图片');
    setError(null);
    try {
      const { seal, msg } = await create.mutateAsync({ mode: 'upload', sealType: v.seal_type, name: v.name.trim(), file });
      onCreated(seal.id, msg);
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <Form form={form} layout="vertical" className="ep-eseal-form" initialValues={{ seal_type: EsignSealType.official }} onFinish={(v) => void onFinish(v)}>
      <Form.Item label="印章类型" name="seal_type" required>
        <SealTypeField />
      </Form.Item>
      <Form.Item label="印章名称" name="name" rules={sealNameRules(false)} required>
        <Input placeholder="如：公章、合同专用章" maxLength={ESIGN_SEAL_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item
        label="印章图片"
        required
        extra={`PNG 格式、背景透明，不超过 ${ESIGN_SEAL_LIMITS.uploadMaxBytes / 1024 / 1024}MB，宽高 ${ESIGN_SEAL_LIMITS.minSide}–${ESIGN_SEAL_LIMITS.maxSide} 像素`}
      >
        <Upload
          accept="image/png"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(f) => {
            void onPick(f);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{file ? '重新选择' : '选择图片'}</Button>
        </Upload>
        {file && (
          <div className="ep-eseal-split" style={{ marginTop: 12 }}>
            {preview && (
              <div className="ep-eseal-image ep-eseal-image--small ep-eseal-checker">
                <img src={preview} alt="所选图片" />
              </div>
            )}
            <ul className="ep-eseal-checks" data-testid="eseal-checks">
              <li>{file.name}</li>
              {checks.map((c) => (
                <li key={c.label}>
                  {c.ok ? <CheckCircleFilled style={{ color: '#52c41a' }} /> : <CloseCircleFilled style={{ color: '#ff4d4f' }} />} {c.ok ? c.label : c.msg}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="eseal-error" />}
      <Button type="primary" htmlType="submit" loading={create.isPending} disabled={!passed}>
        上传印章
      </Button>
    </Form>
  );
}
