import { Button, Card, Popconfirm, Tag, Typography } from 'antd';
import { SealDefault } from '@evidence/shared/constants';
import type { TSealItem } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';

interface Props {
  seal: TSealItem;
  busy: boolean;
  onSetDefault: (seal: TSealItem) => void;
  onDelete: (seal: TSealItem) => void;
}

const KIND_TEXT = { drawn: '手写签名', company: '企业印章', person: '个人名章' } as const;

/**
 * One seal (001 §2.4): its image on a checkered ground (transparency shows), name, creation time and
 * the 默认 badge; a non-default seal offers 设为默认 and 删除, each after a confirmation.
 */
export function SealCard({ seal, busy, onSetDefault, onDelete }: Props) {
  const isDefault = seal.is_default === SealDefault.yes;
  const actions = isDefault
    ? [
        <Typography.Text key="default" type="secondary" className="ep-seal-card__note">
          默认印章
        </Typography.Text>,
      ]
    : [
        <Popconfirm key="default" title="设为默认印章" description={`确定将「${seal.name}」设为默认印章吗？`} okText="确定" cancelText="取消" onConfirm={() => onSetDefault(seal)}>
          <Button type="link" disabled={busy}>
            设为默认
          </Button>
        </Popconfirm>,
        <Popconfirm
          key="delete"
          title="删除印章"
          description={`确定删除「${seal.name}」吗？删除后不能再用于签署。`}
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => onDelete(seal)}
        >
          <Button type="link" danger disabled={busy}>
            删除
          </Button>
        </Popconfirm>,
      ];
  return (
    <Card
      className="ep-seal-card"
      data-testid="seal-card"
      cover={
        <div className="ep-seal-card__image ep-seal-checker">
          <img src={seal.pic_url} alt={seal.name} loading="lazy" />
        </div>
      }
      actions={actions}
    >
      <div className="ep-seal-card__title">
        <Typography.Text strong ellipsis={{ tooltip: seal.name }} className="ep-seal-card__name">
          {seal.name}
        </Typography.Text>
        {isDefault && (
          <Tag color="red" className="ep-seal-card__badge">
            默认
          </Tag>
        )}
      </div>
      <div className="ep-seal-card__meta">
        {KIND_TEXT[seal.kind]} · 创建于 {formatDateTime(seal.add_time)}
      </div>
    </Card>
  );
}
