import { useState } from 'react';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { SEAL_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useGenerateSeal } from '../api/generate';
import { useSealPreview } from '../api/preview';

interface Props {
  active: boolean;
  onDone: () => void;
}

const KIND_LABEL = { company: '企业圆形印章', person: '个人方形名章' } as const;

/**
 * 生成印章: the server's preview of the seal of the verified name (a company's round seal or a
 * person's name stamp, by account type), then 确认生成 stores it. An unverified account sees the
 * server's message and a link to verify.
 */
export function GeneratePanel({ active, onDone }: Props) {
  const preview = useSealPreview(active);
  const generate = useGenerateSeal();
  const [error, setError] = useState<string | null>(null);

  async function onConfirm() {
    setError(null);
    try {
      const { msg } = await generate.mutateAsync();
      toast.success(msg || SEAL_MSG.generated);
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
  }

  if (preview.isPending) {
    return (
      <div className="ep-seal-preview ep-seal-preview--loading">
        <Spin tip="正在生成预览…">
          <div style={{ width: 200, height: 120 }} />
        </Spin>
      </div>
    );
  }
  if (preview.isError) {
    const msg = errorText(preview.error);
    return (
      <Alert
        type="warning"
        showIcon
        message={msg}
        action={
          msg === SEAL_MSG.notVerified ? (
            <Link to="/authentication">去实名认证</Link>
          ) : (
            <Button size="small" onClick={() => void preview.refetch()}>
              重试
            </Button>
          )
        }
      />
    );
  }
  const data = preview.data;
  return (
    <div>
      <Typography.Paragraph type="secondary">
        根据您的实名认证信息生成{KIND_LABEL[data.kind]}，印章名称为「{data.name}」。
      </Typography.Paragraph>
      <div className="ep-seal-preview ep-seal-checker">
        <img src={data.image} alt={`${data.name}的印章预览`} />
      </div>
      {error && <Alert className="ep-seal-alert" type="error" showIcon message={error} />}
      <Space className="ep-seal-actions">
        <Button type="primary" onClick={() => void onConfirm()} loading={generate.isPending}>
          确认生成
        </Button>
      </Space>
    </div>
  );
}
