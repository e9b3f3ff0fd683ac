import type { PointerEvent } from 'react';
import { Button, Radio, Typography } from 'antd';
import type { EsignFieldKind } from '@evidence/shared/constants';
import { FIELD_KINDS, roleColour } from '../../lib/field-kinds';

interface Props {
  roles: string[];
  role: string;
  onRole: (role: string) => void;
  armed: EsignFieldKind | null;
  onArm: (kind: EsignFieldKind | null) => void;
  onDragStart: (kind: EsignFieldKind, label: string) => (e: PointerEvent<HTMLElement>) => void;
}

/**
 * Who the next field is for (a role, in its colour) and what it is: click a kind, then click the page;
 * or drag the kind onto the page.
 */
export function FieldPalette({ roles, role, onRole, armed, onArm, onDragStart }: Props) {
  return (
    <div className="ep-palette">
      <div className="ep-palette-title">签署方</div>
      <Radio.Group value={role} onChange={(e) => onRole(e.target.value as string)} className="ep-palette-roles" aria-label="选择签署方">
        {roles.map((r) => (
          <Radio.Button key={r} value={r} style={{ color: roleColour(roles, r) }}>
            <span className="ep-role-dot" style={{ background: roleColour(roles, r) }} /> {r}
          </Radio.Button>
        ))}
      </Radio.Group>
      <div className="ep-palette-title">签署位置</div>
      <div className="ep-palette-kinds" role="group" aria-label="签署位置类型">
        {FIELD_KINDS.map((k) => (
          <Button
            key={k.kind}
            block
            type={armed === k.kind ? 'primary' : 'default'}
            aria-pressed={armed === k.kind}
            data-kind={k.kind}
            onPointerDown={onDragStart(k.kind, k.label)}
            onClick={() => onArm(armed === k.kind ? null : k.kind)}
          >
            {k.label}
          </Button>
        ))}
      </div>
      <Typography.Paragraph type="secondary" className="ep-palette-help">
        {armed ? '在页面上点击放置（Esc 取消）' : '点选类型后在页面上点击，或直接拖到页面上。'}
        拖动签署位置可移动，拖右下角可调整大小；选中后方向键微调（Shift 加大步长，Alt 调整大小），Delete 删除。
        企业印章仅对“企业”签署方有效，个人签署方请放置个人签名。
      </Typography.Paragraph>
    </div>
  );
}
