import { useState } from 'react';
import { Alert, Modal } from 'antd';
import { MEMBER_MSG, MSG, SMS_RESEND_SECONDS } from '@evidence/shared/constants';
import { useCountdown } from '@/components/use-countdown';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { sendMemberSms } from '../api/send-msg';
import { unbindMember } from '../api/unbind';
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
  const [token, setToken] = useState('');
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const { remaining, start } = useCountdown();

  async function onSend() {
    setSending(true);
    try {
      const sent = await sendMemberSms(phone, '8', companyName);
      setToken(sent.token);
      start(sent.resendAfter || SMS_RESEND_SECONDS);
      toast.success(MSG.smsSent);
    } catch (e) {
      reportError(e);
    } finally {
      setSending(false);
    }
  }

  async function onOk() {
    if (!token) return toast.error(MEMBER_MSG.smsTokenMissing);
    setBusy(true);
    try {
      await unbindMember({ member_id: memberId, son_uid: userId, smsCode: code, smsToken: token });
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
      <SmsCodeRow value={code} onChange={setCode} remaining={remaining} sending={sending} canSend onSend={() => void onSend()} />
    </Modal>
  );
}
