import { Button, Form, Input } from 'antd';
import { ZResetPasswordRequest } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { contractRule } from '@/components/form-rules';
import { toast } from '@/lib/feedback';
import { useResetPasswordMutation } from '../api/reset-password';
import { useSendResetSmsMutation } from '../api/send-reset-sms';
import { useCaptcha } from '../hooks/use-captcha';
import { useSmsSender } from '../hooks/use-sms-sender';
import { PhoneCaptchaFields } from './phone-captcha-fields';
import { SmsCodeField } from './sms-code-field';

interface Values {
  phone: string;
  imgCode: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

/** Forgotten password: prove the phone with an SMS code, then set a new password. */
export function ResetPasswordForm({ onReset }: { onReset: () => void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha('reset');
  const sendSms = useSendResetSmsMutation();
  const sms = useSmsSender(form, captcha, sendSms.mutateAsync);
  const mutation = useResetPasswordMutation();
  const extra = () => ({ smsToken: sms.smsToken });

  function submit(values: Values) {
    // The code is bound to the token of the send that produced it (001 §5).
    if (!sms.smsToken) {
      toast.error(MSG.smsTokenMissing);
      return;
    }
    mutation.mutate(
      {
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
        smsToken: sms.smsToken,
        password: values.password,
        confirmPassword: values.confirmPassword,
      },
      { onSuccess: onReset },
    );
  }

  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      <PhoneCaptchaFields captcha={captcha} />
      <SmsCodeField remaining={sms.remaining} sending={sms.sending} onRequest={() => void sms.requestCode()} />
      <Form.Item label="新密码" name="password" rules={[contractRule(ZResetPasswordRequest, 'password', extra)]}>
        <Input.Password placeholder="6-18位数字字母组合" maxLength={18} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirmPassword"
        dependencies={['password']}
        rules={[contractRule(ZResetPasswordRequest, 'confirmPassword', extra)]}
      >
        <Input.Password placeholder="请再次输入新密码" maxLength={18} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        重置密码
      </Button>
    </Form>
  );
}
