import { useState } from 'react';
import { Alert, Modal, Select } from 'antd';
import type { TDevice } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useBindDevice } from '../api/bind-device';

export interface MemberOption {
  member_id: number;
  label: string;
  /** the member already holds a recorder (one per member) */
  hasDevice: boolean;
}

interface Props {
  device: TDevice | null;
  /** the company's bound members (the page reads them from the member list) */
  members: MemberOption[];
  loading: boolean;
  /** a name or phone typed in the picker: the page looks the company's members up by it */
  onSearch: (keyword: string) => void;
  onClose: () => void;
}

/** 绑定成员: one bound member of the company; members that already hold a recorder are shown but not selectable. */
export function BindDialog({ device, members, loading, onSearch, onClose }: Props) {
  const [memberId, setMemberId] = useState<number | undefined>(undefined);
  const bind = useBindDevice();
  const submit = async () => {
    if (!device || memberId === undefined) return;
    try {
      toast.success(await bind.mutateAsync({ id: device.id, member_id: memberId }));
      onClose();
    } catch (e) {
      reportError(e);
    }
  };
  return (
    <Modal open={device !== null} title={`绑定成员：${device?.name ?? ''}`} okText="绑定" cancelText="取消" okButtonProps={{ disabled: memberId === undefined }} confirmLoading={bind.isPending} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <p>每个成员只能绑定一台记录仪，每台记录仪只能绑定一个成员。成员被停用或自行解绑时，记录仪自动解绑。</p>
      {!loading && members.length === 0 ? (
        <Alert type="info" showIcon message="暂无已绑定的企业成员，请先在成员管理中添加成员" />
      ) : (
        <Select
          style={{ width: '100%' }}
          placeholder="请选择成员（可输入姓名或手机号搜索）"
          loading={loading}
          showSearch={{ filterOption: false, onSearch }}
          value={memberId}
          onChange={setMemberId}
          aria-label="成员"
          options={members.map((m) => ({ value: m.member_id, label: m.hasDevice ? `${m.label}（已绑定记录仪）` : m.label, disabled: m.hasDevice }))}
        />
      )}
    </Modal>
  );
}
