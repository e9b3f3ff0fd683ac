import { useState } from 'react';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { ESIGN_SEAL_LIMITS, ESIGN_SEAL_TYPE_NAMES, EsignSealType } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { useCreateEsignSeal } from '../api/seal-create';
import { useEsignSealPreview } from '../api/seal-preview';
import { sealNameRules } from './name-rules';
import { SealRefusal } from './seal-refusal';
import { SealTypeField } from './seal-type-field';

interface Props {
  onCreated: (id: number, msg: string) => void;
}

interface Values {
  seal_type: EsignSealType;
  name?: string;
}

/**
 * 生成印章: the server draws the round red seal of the verified company name for the chosen kind; the
 * page shows that drawing before anything is stored, then 确认生成 stores it.
 */
export function GenerateSealForm({ onCreated }: Props) {
  const [form] = Form.useForm<Values>();
  const sealType = Form.useWatch('seal_type', form) ?? EsignSealType.contract;
  const [error, setError] = useState<string | null>(null);
  const preview = useEsignSealPreview(sealType, true);
  const create = useCreateEsignSeal();
  const typeName = ESIGN_SEAL_TYPE_NAMES[sealType];

  async function onFinish(v: Values) {
    setError(null);
    try {
      const { seal, msg } = await create.mutateAsync({ mode: 'generate', sealType: v.seal_type, name: v.name?.trim() || undefined });
      onCreated(seal.id, msg);
    } catch (e) {
      setError(errorText(e));
    }
  }

  if (preview.isError) return <SealRefusal error={preview.error} onRetry={() => void preview.refetch()} />;
  return (
    <Form form={form} layout="vertical" className="ep-eseal-form" initialValues={{ seal_type: EsignSealType.contract }} onFinish={(v) => void onFinish(v)}>
      <Form.Item label="印章类型" name="seal_type" required>
        <SealTypeField />
      </Form.Item>
      <Form.Item label="预览">
        <div className="ep-eseal-image ep-eseal-image--small ep-eseal-checker" data-testid="eseal-preview">
          {preview.isPending ? <Spin /> : <img src={preview.data.image} alt={`${typeName}预览`} />}
        </div>
        {preview.data && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            根据已认证的企业名称「{preview.data.company}」生成{typeName}
            {sealType === EsignSealType.contract ? '：中央无五角星，下方印“合同专用章”。' : '：中央为五角星。'}
          </Typography.Paragraph>
        )}
      </Form.Item>
      <Form.Item label="印章名称" name="name" rules={sealNameRules(true)} extra={`选填，不填则为“${typeName}”，最多${ESIGN_SEAL_LIMITS.nameMax}个字`}>
        <Input placeholder={typeName} maxLength={ESIGN_SEAL_LIMITS.nameMax} />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="eseal-error" />}
      <Button type="primary" htmlType="submit" loading={create.isPending} disabled={!preview.data}>
        确认生成
      </Button>
    </Form>
  );
}
