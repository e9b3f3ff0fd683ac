import { Form, Input } from 'antd';
import { zCaptcha, zPhone } from '@evidence/shared/validators';
import { CaptchaInput, type CaptchaState } from '@/components/captcha-input';
import { zodRule } from '@/components/form-rules';

interface Props {
  captcha: CaptchaState;
  /** the submission sends the captcha too (registration), so the form checks it on submit */
  submitsCaptcha?: boolean;
}

/** Phone and image captcha: the pair that guards every SMS send. */
export function PhoneCaptchaFields({ captcha, submitsCaptcha = false }: Props) {
  return (
    <>
      <Form.Item label="手机号" name="phone" required rules={[zodRule(zPhone)]}>
        <Input placeholder="请输入手机号码" maxLength={11} inputMode="tel" autoComplete="tel" autoFocus />
      </Form.Item>
      {/* Always checked when the SMS code is requested (use-sms-sender); on submit only where the
          submission carries it, since sending spends the captcha and clears the field. */}
      <Form.Item label="图形验证码" name="imgCode" required rules={submitsCaptcha ? [zodRule(zCaptcha)] : []}>
        <CaptchaInput captcha={captcha} />
      </Form.Item>
    </>
  );
}
