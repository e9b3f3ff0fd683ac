import { useState } from 'react';
import { Input, Modal } from 'antd';
import { CAPTURE_LIMITS } from '@evidence/shared/constants';
import type { TCaptureRow } from '@evidence/shared/contracts';
import { toast } from '@/lib/feedback';
import { useSaveCaptureLabel } from '../api/save-label';

/** 标签: sets or clears (empty) one capture's label; Enter saves. */
export function LabelDialog({ row, onClose }: { row: TCaptureRow | null; onClose: () => void }) {
  // the caller keys the dialog by the row, so each row opens with its own label
  const [label, setLabel] = useState(row?.label ?? '');
  const save = useSaveCaptureLabel();
  const submit = () => {
    if (!row) return;
    save
      .mutateAsync({ id: row.id, label })
      .then((msg) => {
        toast.success(msg);
        onClose();
      })
      .catch(() => undefined);
  };
  return (
    <Modal open={row !== null} title="设置标签" okText="保存" cancelText="取消" confirmLoading={save.isPending} onOk={submit} onCancel={onClose} destroyOnHidden>
      <p className="ep-capture-note">{row?.title}</p>
      <Input
        autoFocus
        value={label}
        maxLength={CAPTURE_LIMITS.labelMax}
        showCount
        placeholder="输入标签，留空则清除"
        aria-label="标签"
        onChange={(e) => setLabel(e.target.value)}
        onPressEnter={submit}
      />
    </Modal>
  );
}
