import { useState } from 'react';
import { Button, Input, Modal, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ESIGN, ESIGN_TEMPLATE, ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import { zRoleName, type TTemplateField } from '@evidence/shared/contracts';
import { toast } from '@/lib/feedback';
import { roleColour } from '../lib/field-kinds';
import { nextRoleName, removeRole, renameRole } from '../lib/roles';

interface Props {
  roles: string[];
  fields: TTemplateField[];
  onChange: (next: { roles: string[]; fields: TTemplateField[] }) => void;
}

/** One role's name box: edited freely, committed on blur or Enter when valid and unique (else put back). */
function RoleInput({ roles, index, onCommit }: { roles: string[]; index: number; onCommit: (name: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const parsed = zRoleName.safeParse(draft);
    setDraft(null);
    if (!parsed.success) return toast.error(parsed.error.issues[0]?.message ?? ESIGN_TEMPLATE_MSG.roleInvalid);
    if (parsed.data === roles[index]) return;
    if (roles.includes(parsed.data)) return toast.error(ESIGN_TEMPLATE_MSG.roleDuplicate);
    onCommit(parsed.data);
  };
  return (
    <Input
      value={draft ?? roles[index]}
      maxLength={ESIGN_TEMPLATE.roleMax}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      aria-label={`签署方 ${index + 1} 名称`}
      prefix={<span className="ep-role-dot" style={{ background: roleColour(roles, roles[index]!) }} />}
      style={{ width: 180 }}
    />
  );
}

/** The signer roles (甲方 / 乙方 / …): add, rename (fields follow), remove (its fields too, confirmed). */
export function RolesEditor({ roles, fields, onChange }: Props) {
  const [modal, holder] = Modal.useModal();
  const remove = (i: number) => {
    const n = fields.filter((f) => f.role === roles[i]).length;
    if (n === 0) return onChange(removeRole(roles, fields, i));
    void modal.confirm({
      title: '删除签署方',
      content: `“${roles[i]}”已放置 ${n} 个签署位置，删除签署方将一并删除这些位置。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => onChange(removeRole(roles, fields, i)),
    });
  };
  return (
    <Space direction="vertical" size={8}>
      {holder}
      {roles.map((r, i) => (
        <Space key={`${i}-${r}`}>
          <RoleInput roles={roles} index={i} onCommit={(name) => onChange(renameRole(roles, fields, i, name))} />
          <Button icon={<DeleteOutlined />} aria-label={`删除签署方 ${r}`} disabled={roles.length <= 1} onClick={() => remove(i)} />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} disabled={roles.length >= ESIGN.maxRoles} onClick={() => onChange({ roles: [...roles, nextRoleName(roles)], fields })}>
        添加签署方
      </Button>
    </Space>
  );
}
