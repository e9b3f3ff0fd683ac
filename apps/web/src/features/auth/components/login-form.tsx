import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ZLoginRequest, type TLoginResponse } from '@evidence/shared/contracts';
import { zCaptcha } from '@evidence/shared/validators';
import { CaptchaInput } from '@/components/captcha-input';
import { contractRule, zodRule } from '@/components/form-rules';
import { refusalNeedsCaptcha, useLoginMutation } from '../api/login';
import { useCaptcha } from '../hooks/use-captcha';

interface Values {
  phone: string;
  password: string;
  imgCode?: string;
}

interface Props {
  onLoggedIn: (answer: TLoginResponse) => void;
}

/**
 * Phone + password; the image captcha appears once the server says it is needed (after failed
 * tries) and stays for every following try.
 */
export function LoginForm({ onLoggedIn }: Props) {
  const [form] = Form.useForm<Values>();
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const captcha = useCaptcha('login', needCaptcha);
  const mutation = useLoginMutation();

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
          if (needCaptcha || refusalNeedsCaptcha(error)) {
            setNeedCaptcha(true);
            form.setFieldValue('imgCode', '');
            if (needCaptcha) captcha.refresh();
          }
        },
      },
    );
  }

  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false} autoComplete="on">
      <Form.Item label="手机号" name="phone" rules={[contractRule(ZLoginRequest, 'phone')]}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号码" maxLength={50} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[contractRule(ZLoginRequest, 'password')]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" maxLength={50} autoComplete="current-password" />
      </Form.Item>
      {needCaptcha && (
        <Form.Item label="图形验证码" name="imgCode" rules={[zodRule(zCaptcha)]}>
          <CaptchaInput captcha={captcha} />
        </Form.Item>
      )}
      <div className="ep-form-links">
        <Link to="/forgetpwd">忘记密码</Link>
        <span>
          还没有账号？<Link to="/register">注册</Link>
        </span>
      </div>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        登录
      </Button>
    </Form>
  );
}
