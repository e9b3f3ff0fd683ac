import { useState } from 'react';
import { Alert, Descriptions, Modal } from 'antd';
import { MEMBER_MSG } from '@evidence/shared/constants';
import type { TMember } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useStopMember } from '../api/stop';
import { useMemberSms } from '../hooks/use-member-sms';
import { SmsCodeRow } from './sms-code-row';

/**
 * 停用 (001 §5): a code sent to the member's phone (type 8); confirm disabled while the code is
 * empty. The parent keys it by member, so each opening starts empty.
 */
export function StopDialog({ member, companyName, onClose }: { member: TMember | null; companyName: string; onClose: () => void }) {
  const [code, setCode] = useState('');
  const sms = useMemberSms(companyName);
  const stop = useStopMember();

  async function onOk() {
    if (!member) return;
    if (!sms.token) return toast.error(MEMBER_MSG.smsTokenMissing);
    try {
      await stop.mutateAsync({ member_id: String(member.member_id), mobile: member.mobile, son_uid: String(member.son_uid), smsCode: code, smsToken: sms.token });
      toast.success(MEMBER_MSG.stopped);
      onClose();
    } catch (e) {
      reportError(e);
    }
  }

  return (
    <Modal
      open={member !== null}
      title="停用成员"
      onCancel={onClose}
      onOk={() => void onOk()}
      okText="确认停用"
      okButtonProps={{ danger: true, disabled: code === '', loading: stop.isPending, ...{ 'data-testid': 'stop-confirm' } }}
      cancelText="取消"
      destroyOnHidden
    >
      <Alert type="warning" showIcon message="停用后不可恢复：该成员将立即退出登录，不能再以本企业身份使用平台，绑定的执法记录仪同时解绑。如需再次使用，请重新添加成员。" style={{ marginBottom: 16 }} />
      {member && (
        <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
          <Descriptions.Item label="成员姓名">{member.name}</Descriptions.Item>
          <Descriptions.Item label="登录账号">{member.mobile}</Descriptions.Item>
        </Descriptions>
      )}
      <SmsCodeRow value={code} onChange={setCode} remaining={sms.remaining} sending={sms.sending} canSend onSend={() => { if (member) void sms.send(member.mobile, '8'); }} placeholder="请输入成员手机号短信验证码" />
    </Modal>
  );
}
