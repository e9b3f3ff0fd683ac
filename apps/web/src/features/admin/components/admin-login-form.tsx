import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ZAdminLoginRequest, ZLoginRefusal, type TAdminLoginResponse } from '@evidence/shared/contracts';
import { zCaptcha } from '@evidence/shared/validators';
import { CaptchaInput, type CaptchaState } from '@/components/captcha-input';
import { contractRule, zodRule } from '@/components/form-rules';
import { isApiError } from '@/lib/api-client';
import { useAdminLoginMutation } from '../api/login';

interface Values {
  phone: string;
  password: string;
  imgCode?: string;
}

interface Props {
  /** the route supplies the captcha (its endpoint belongs to the auth feature) */
  captcha: CaptchaState;
  needCaptcha: boolean;
  onNeedCaptcha: () => void;
  onLoggedIn: (answer: TAdminLoginResponse) => void;
}

/** Operator sign-in: phone and password; a captcha once the server asks for one. */
export function AdminLoginForm({ captcha, needCaptcha, onNeedCaptcha, onLoggedIn }: Props) {
  const [form] = Form.useForm<Values>();
  const mutation = useAdminLoginMutation();

  function submit(values: Values) {
    mutation.mutate(
      {
        phone: values.phone.trim(),
        password: values.password,
        captchaKey: needCaptcha ? captcha.captchaKey : undefined,
        imgCode: needCaptcha ? values.imgCode?.trim() : undefined,
      },
      {
        onSuccess: onLoggedIn,
        onError: (error) => {
          const refusal = isApiError(error) ? ZLoginRefusal.safeParse(error.data) : null;
          if (needCaptcha) {
            form.setFieldValue('imgCode', '');
            captcha.refresh();
          } else if (refusal?.success && refusal.data.needCaptcha) onNeedCaptcha();
        },
      },
    );
  }

  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
      <Form.Item label="手机号" name="phone" rules={[contractRule(ZAdminLoginRequest, 'phone')]}>
        <Input prefix={<UserOutlined />} placeholder="请输入工作人员手机号" maxLength={50} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[contractRule(ZAdminLoginRequest, 'password')]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" maxLength={50} autoComplete="current-password" />
      </Form.Item>
      {needCaptcha && (
        <Form.Item label="图形验证码" name="imgCode" rules={[zodRule(zCaptcha)]}>
          <CaptchaInput captcha={captcha} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        登录运营后台
      </Button>
    </Form>
  );
}
