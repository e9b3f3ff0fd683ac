import { Button, Card, Popconfirm, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { TEsignSealItem } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';

interface Props {
  seal: TEsignSealItem;
  busy: boolean;
  onDelete: (seal: TEsignSealItem) => void;
}

/** One company seal: its image on a checkered ground (transparency shows), name, kind, source, time; 详情 / 编辑 / 删除. */
export function EsignSealCard({ seal, busy, onDelete }: Props) {
  return (
    <Card
      className="ep-eseal-card"
      data-testid="eseal-card"
      cover={
        <div className="ep-eseal-card__image ep-eseal-checker">
          <img src={seal.image_url} alt={seal.name} loading="lazy" />
        </div>
      }
      actions={[
        <Link key="detail" to={`/electric-sign/seal/detail/${seal.id}`}>
          详情
        </Link>,
        <Link key="edit" to={`/electric-sign/seal/edit/${seal.id}`}>
          编辑
        </Link>,
        <Popconfirm
          key="delete"
          title="删除印章"
          description={`确定删除「${seal.name}」吗？删除后不能再用于新的签署，已签署文件中的印章不受影响。`}
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => onDelete(seal)}
        >
          <Button type="link" danger size="small" disabled={busy}>
            删除
          </Button>
        </Popconfirm>,
      ]}
    >
      <div className="ep-eseal-card__title">
        <Typography.Text strong ellipsis={{ tooltip: seal.name }} className="ep-eseal-card__name">
          {seal.name}
        </Typography.Text>
        <Tag color={seal.seal_type === 'official' ? 'red' : 'volcano'}>{seal.seal_type_name}</Tag>
      </div>
      <div className="ep-eseal-card__meta">
        {seal.source_name} · 创建于 {formatDateTime(seal.created_at)}
      </div>
    </Card>
  );
}
