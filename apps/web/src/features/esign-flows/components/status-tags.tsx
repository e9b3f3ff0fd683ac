import { Tag } from 'antd';

const FLOW_COLORS: Record<string, string> = { draft: 'default', signing: 'processing', completed: 'success', rejected: 'error', revoked: 'warning', expired: 'default' };
const SIGNER_COLORS: Record<string, string> = { waiting: 'default', unread: 'orange', read: 'blue', signed: 'green', rejected: 'red' };

/** A flow's status as a tag (草稿 / 签署中 / 已完成 / 已拒签 / 已撤销 / 已过期). */
export function FlowStatusTag({ status, name }: { status: string; name: string }) {
  return <Tag color={FLOW_COLORS[status] ?? 'default'}>{name}</Tag>;
}

/** A signer's status as a tag (待签署 / 未读 / 已读 / 已签 / 已拒签). */
export function SignerStatusTag({ status, name }: { status: string; name: string }) {
  return (
    <Tag color={SIGNER_COLORS[status] ?? 'default'} bordered={false}>
      {name}
    </Tag>
  );
}
