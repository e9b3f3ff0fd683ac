import { Alert, Button, Descriptions, Popconfirm, Space, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { formatBytes, formatDateTime } from '@/lib/format';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useEsignSealDetail } from '../api/seal-detail';
import { useDeleteEsignSeal } from '../api/seal-delete';
import { SealRefusal } from './seal-refusal';
import './esign-seals.css';

/** 印章详情: the image large and the facts (kind, source, size, times, SHA-256 of the stored PNG); 编辑 and 删除. */
export function SealDetailView({ id }: { id: number }) {
  const detail = useEsignSealDetail(id);
  const del = useDeleteEsignSeal();
  const navigate = useNavigate();
  if (detail.isPending) return <Spin tip="加载中…"><div style={{ height: 160 }} /></Spin>;
  if (detail.isError) return <SealRefusal error={detail.error} />;
  const s = detail.data;
  const onDelete = () =>
    del.mutate(s.id, {
      onSuccess: (msg) => {
        toast.success(msg);
        void navigate('/electric-sign/seal');
      },
      onError: reportError,
    });
  return (
    <div className="ep-eseal-split">
      <div className="ep-eseal-image ep-eseal-checker">
        <img src={s.image_url} alt={s.name} />
      </div>
      <div>
        <Descriptions column={1} bordered size="small" title={s.name}>
          <Descriptions.Item label="印章类型">{s.seal_type_name}</Descriptions.Item>
          <Descriptions.Item label="来源">{s.source_name}</Descriptions.Item>
          <Descriptions.Item label="图片">
            {s.width} × {s.height} 像素，{formatBytes(s.size)}，PNG（透明背景）
          </Descriptions.Item>
          <Descriptions.Item label="创建时间">{formatDateTime(s.created_at)}</Descriptions.Item>
          <Descriptions.Item label="最后修改">{formatDateTime(s.updated_at)}</Descriptions.Item>
          <Descriptions.Item label="SHA-256">
            <Typography.Text className="ep-eseal-sha" copyable data-testid="eseal-sha256">
              {s.sha256}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <Alert
          style={{ margin: '16px 0' }}
          type="info"
          showIcon
          message="签署时盖入文件的就是这张图片；文件的签署记录页列出其 SHA-256，可与此处核对。"
        />
        <Space>
          <Button type="primary" onClick={() => void navigate(`/electric-sign/seal/edit/${s.id}`)}>
            编辑
          </Button>
          <Popconfirm
            title="删除印章"
            description={`确定删除「${s.name}」吗？删除后不能再用于新的签署，已签署文件中的印章不受影响。`}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={onDelete}
          >
            <Button danger loading={del.isPending}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      </div>
    </div>
  );
}
