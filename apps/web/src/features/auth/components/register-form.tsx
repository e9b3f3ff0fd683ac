import { Button, Checkbox, Form, Input } from 'antd';
import { ZRegisterRequest } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { contractRule } from '@/components/form-rules';
import { toast } from '@/lib/feedback';
import { useRegisterMutation } from '../api/register';
import { useSendSmsMutation } from '../api/send-sms';
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
  agree: boolean;
}

/**
 * Registration: phone, captcha, SMS code, password twice, consent to the service agreement. Sending
 * the SMS spends the captcha, so the registration asks for a new one, which the server checks too.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha('register');
  const sendSms = useSendSmsMutation();
  const sms = useSmsSender(form, captcha, sendSms.mutateAsync);
  const mutation = useRegisterMutation();
  const extra = () => ({ smsToken: sms.smsToken });

  function submit(values: Values) {
    // The code is bound to the token of the send that produced it (001 §5).
    if (!sms.smsToken) {
      toast.error(MSG.smsTokenMissing);
      return;
    }
    if (!captcha.captchaKey) {
      toast.error(MSG.captchaExpired);
      captcha.refresh();
      return;
    }
    mutation.mutate(
      {
        phone: values.phone.trim(),
        captchaKey: captcha.captchaKey,
        imgCode: values.imgCode.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        smsCode: values.smsCode.trim(),
        smsToken: sms.smsToken,
        agree: '1',
      },
      {
        onSuccess: onRegistered,
        // the server may have spent the captcha: a new image for the next try
        onError: () => {
          form.setFieldValue('imgCode', '');
          captcha.refresh();
        },
      },
    );
  }

  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false} initialValues={{ agree: false }}>
      <PhoneCaptchaFields captcha={captcha} submitsCaptcha />
      <SmsCodeField remaining={sms.remaining} sending={sms.sending} onRequest={() => void sms.requestCode()} />
      <Form.Item label="设置密码" name="password" rules={[contractRule(ZRegisterRequest, 'password', extra)]}>
        <Input.Password placeholder="6-18位数字字母组合" maxLength={18} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPassword"
        dependencies={['password']}
        rules={[contractRule(ZRegisterRequest, 'confirmPassword', extra)]}
      >
        <Input.Password placeholder="请再次输入密码" maxLength={18} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={[contractRule(ZRegisterRequest, 'agree', extra)]}>
        <Checkbox>
          我已阅读并同意
          <a href="/clause" target="_blank" rel="noopener noreferrer">
            《平台服务协议》
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        注册
      </Button>
    </Form>
  );
}
