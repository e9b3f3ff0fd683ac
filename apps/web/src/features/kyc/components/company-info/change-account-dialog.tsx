import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { MSG, SMS_RESEND_SECONDS, VERIFY_MSG } from '@evidence/shared/constants';
import { ZUpdateAccountRequest } from '@evidence/shared/contracts';
import { CountdownButton } from '@/components/countdown-button';
import { contractRule } from '@/components/form-rules';
import { useCountdown } from '@/components/use-countdown';
import { toast } from '@/lib/feedback';
import { useAccountCodeMutation } from '../../api/account-code';
import { useUpdateAccountMutation } from '../../api/update-account';

interface Props {
  open: boolean;
  /** the account's login phone now, masked */
  currentPhone: string;
  onClose: () => void;
  onChanged: (phone: string) => void;
}

interface Values {
  contactPhone: string;
  smsCode: string;
}

/**
 * 变更企业账号 (000 §2 dialog, §5): the new phone, a code sent to it (60 s resend), then updateAccount.
 * The account then logs in with the new phone (decision 78).
 */
export function ChangeAccountDialog({ open, currentPhone, onClose, onChanged }: Props) {
  const [form] = Form.useForm<Values>();
  const [token, setToken] = useState<string>();
  const { remaining, start } = useCountdown();
  const sendCode = useAccountCodeMutation();
  const update = useUpdateAccountMutation();
  const extra = () => ({ smsCodeToken: token ?? 'pending' });

  async function requestCode() {
    let mobile: string;
    try {
      mobile = ((await form.validateFields(['contactPhone'])) as Values).contactPhone.trim();
    } catch {
      return; // the field shows its message
    }
    sendCode.mutate(
      { mobile },
      {
        onSuccess: (answer) => {
          setToken(answer.smsCodeToken);
          toast.success(MSG.smsSent);
          start(answer.resendAfter > 0 ? answer.resendAfter : SMS_RESEND_SECONDS);
        },
      },
    );
  }

  function submit(values: Values) {
    // 000 §5: submitting before a code was requested says so, rather than sending a request
    if (!token) {
      form.setFields([{ name: 'smsCode', errors: [MSG.smsTokenMissing] }]);
      return toast.error(MSG.smsTokenMissing);
    }
    update.mutate(
      { contactPhone: values.contactPhone.trim(), smsCode: values.smsCode.trim(), smsCodeToken: token },
      {
        onSuccess: ({ data, msg }) => {
          toast.success(msg || VERIFY_MSG.accountChanged);
          form.resetFields();
          setToken(undefined);
          onChanged(data.phone);
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      title="变更企业账号"
      okText="确认变更"
      cancelText="取消"
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">
        企业账号即企业登录平台所用的手机号（当前 {currentPhone}）。变更后请使用新手机号登录，密码不变。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item label="新手机号" name="contactPhone" required rules={[contractRule(ZUpdateAccountRequest, 'contactPhone', extra)]}>
          <Input placeholder="请输入新手机号" maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="短信验证码" htmlFor="change-account-sms" required>
          <div className="ep-inline-field">
            <Form.Item name="smsCode" noStyle rules={[contractRule(ZUpdateAccountRequest, 'smsCode', extra)]}>
              <Input id="change-account-sms" placeholder="请输入短信验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <CountdownButton remaining={remaining} loading={sendCode.isPending} onClick={() => void requestCode()} />
          </div>
        </Form.Item>
        {/* Enter in either field confirms, as the dialog's 确认变更 does (implicit submission needs a submit button) */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
