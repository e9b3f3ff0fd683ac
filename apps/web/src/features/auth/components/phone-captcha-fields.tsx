import { Form, Input } from 'antd';
import { zPhone } from '@evidence/shared/validators';
import { CaptchaInput, type CaptchaState } from '@/components/captcha-input';
import { zodRule } from '@/components/form-rules';

/** Phone and image captcha: the pair that guards every SMS send. */
export function PhoneCaptchaFields({ captcha }: { captcha: CaptchaState }) {
  return (
    <>
      <Form.Item label="手机号" name="phone" required rules={[zodRule(zPhone)]}>
        <Input placeholder="请输入手机号码" maxLength={11} inputMode="tel" autoComplete="tel" autoFocus />
      </Form.Item>
      {/* No rules: checked when the SMS code is requested, not when the form is submitted. */}
      <Form.Item label="图形验证码" name="imgCode" required>
        <CaptchaInput captcha={captcha} />
      </Form.Item>
    </>
  );
}
