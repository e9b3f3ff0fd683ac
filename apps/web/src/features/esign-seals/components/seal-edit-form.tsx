import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { ESIGN_SEAL_LIMITS, ESIGN_SEAL_MSG, type EsignSealType } from '@evidence/shared/constants';
import type { TEsignSealItem } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useEsignSealDetail } from '../api/seal-detail';
import { useSaveEsignSeal } from '../api/seal-save';
import { sealNameRules } from './name-rules';
import { SealRefusal } from './seal-refusal';
import { SealTypeField } from './seal-type-field';
import './esign-seals.css';

interface Values {
  name: string;
  seal_type: EsignSealType;
}

/** 编辑印章: its name, and its kind when it was uploaded (a generated seal prints its kind). The image never changes. */
export function SealEditForm({ id }: { id: number }) {
  const detail = useEsignSealDetail(id);
  if (detail.isPending) return <Spin tip="加载中…"><div style={{ height: 160 }} /></Spin>;
  if (detail.isError) return <SealRefusal error={detail.error} />;
  return <EditForm seal={detail.data} />;
}

function EditForm({ seal }: { seal: TEsignSealItem }) {
  const save = useSaveEsignSeal();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const generated = seal.source === 'generated';

  async function onFinish(v: Values) {
    setError(null);
    try {
      const { msg } = await save.mutateAsync({ id: seal.id, name: v.name.trim(), sealType: v.seal_type });
      toast.success(msg);
      void navigate(`/electric-sign/seal/detail/${seal.id}`);
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <div className="ep-eseal-split">
      <div className="ep-eseal-image ep-eseal-image--small ep-eseal-checker">
        <img src={seal.image_url} alt={seal.name} />
      </div>
      <Form<Values> layout="vertical" className="ep-eseal-form" initialValues={{ name: seal.name, seal_type: seal.seal_type }} onFinish={(v) => void onFinish(v)}>
        <Form.Item label="印章名称" name="name" rules={sealNameRules(false)} required>
          <Input maxLength={ESIGN_SEAL_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item label="印章类型" name="seal_type" required extra={generated ? ESIGN_SEAL_MSG.generatedTypeFixed : undefined}>
          <SealTypeField disabled={generated} />
        </Form.Item>
        <Alert style={{ marginBottom: 16 }} type="info" showIcon message="印章图片不能修改；如需更换图片，请新建印章并删除旧印章。" />
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="eseal-error" />}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={() => void navigate(-1)}>取消</Button>
        </Space>
      </Form>
    </div>
  );
}
