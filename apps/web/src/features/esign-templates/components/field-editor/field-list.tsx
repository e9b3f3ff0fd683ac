import { Button, Checkbox, Empty, Input } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ESIGN_TEMPLATE } from '@evidence/shared/constants';
import type { TTemplateField } from '@evidence/shared/contracts';
import { kindInfo, roleColour } from '../../lib/field-kinds';

interface Props {
  roles: string[];
  fields: TTemplateField[];
  selectedId: string | null;
  readOnly: boolean;
  onSelect: (id: string) => void;
  onPatch: (id: string, patch: Partial<TTemplateField>) => void;
  onDelete: (id: string) => void;
}

/** Every placed field, by page then position: select one to scroll to it; the selected one's label and 选填 are edited here. */
export function FieldList({ roles, fields, selectedId, readOnly, onSelect, onPatch, onDelete }: Props) {
  if (fields.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无签署位置" />;
  const sorted = [...fields].sort((a, b) => a.page - b.page || a.yPct - b.yPct || a.xPct - b.xPct);
  return (
    <ul className="ep-field-list" aria-label="已放置的签署位置">
      {sorted.map((f) => {
        const selected = f.id === selectedId;
        return (
          <li key={f.id} className={selected ? 'is-selected' : undefined}>
            <button type="button" className="ep-field-list-item" onClick={() => onSelect(f.id)} aria-current={selected}>
              <span className="ep-role-dot" style={{ background: roleColour(roles, f.role) }} />
              {f.role} · {kindInfo(f.kind).label} · 第 {f.page} 页
            </button>
            {!readOnly && (
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除 ${f.role} ${kindInfo(f.kind).label}`} onClick={() => onDelete(f.id)} />
            )}
            {selected && !readOnly && (
              <div className="ep-field-props">
                <Input
                  size="small"
                  placeholder="说明（选填，如：法定代表人签字）"
                  maxLength={ESIGN_TEMPLATE.labelMax}
                  value={f.label ?? ''}
                  onChange={(e) => onPatch(f.id, { label: e.target.value })}
                  aria-label="签署位置说明"
                />
                {/* a signature or seal is what signing is: never optional */}
                {f.kind !== 'signature' && f.kind !== 'seal' && (
                  <Checkbox checked={!f.required} onChange={(e) => onPatch(f.id, { required: !e.target.checked })}>
                    选填
                  </Checkbox>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
