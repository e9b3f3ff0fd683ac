import { useState } from 'react';
import { Alert, Modal } from 'antd';
import { MEMBER_MSG } from '@evidence/shared/constants';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { unbindMember } from '../api/unbind';
import { useMemberSms } from '../hooks/use-member-sms';
import { SmsCodeRow } from './sms-code-row';

interface Props {
  open: boolean;
  /** the member acting for the company */
  memberId: number;
  userId: number;
  phone: string;
  companyName: string;
  onClose: () => void;
  /** after the unbind: back to the personal role */
  onDone: () => void;
}

/** 子账号解绑 (000 §5): a code to the member's own phone (type 8); confirm disabled while it is empty; irreversible. */
export function UnbindDialog({ open, memberId, userId, phone, companyName, onClose, onDone }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const sms = useMemberSms(companyName);

  async function onOk() {
    if (!sms.token) return toast.error(MEMBER_MSG.smsTokenMissing);
    setBusy(true);
    try {
      await unbindMember({ member_id: memberId, son_uid: userId, smsCode: code, smsToken: sms.token });
      toast.success(MEMBER_MSG.unbound);
      onDone();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="解除企业绑定"
      onCancel={onClose}
      onOk={() => void onOk()}
      okText="确认解绑"
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: code === '', loading: busy, ...{ 'data-testid': 'unbind-confirm' } }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={`解绑后不可恢复：您将不能再以“${companyName}”的身份使用平台，也不能查看该企业的数据；如绑定了执法记录仪，将同时解绑。`}
      />
      <p>验证码将发送至您的手机 {phone}</p>
      <SmsCodeRow value={code} onChange={setCode} remaining={sms.remaining} sending={sms.sending} canSend onSend={() => void sms.send(phone, '8')} />
    </Modal>
  );
}
