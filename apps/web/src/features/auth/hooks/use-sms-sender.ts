import { useState } from 'react';
import type { FormInstance } from 'antd';
import { MSG, SMS_RESEND_SECONDS } from '@evidence/shared/constants';
import { zCaptcha } from '@evidence/shared/validators';
import type { TSendSmsRequest, TSendSmsResponse } from '@evidence/shared/contracts';
import type { CaptchaState } from '@/components/captcha-input';
import { useCountdown } from '@/components/use-countdown';
import { toast } from '@/lib/feedback';

/**
 * The "获取验证码" step shared by registration and password reset: validate phone and captcha,
 * send, remember the SMS token, count down 60 s. The captcha is spent either way, so it is
 * refreshed and cleared after every attempt.
 */
export function useSmsSender(form: FormInstance, captcha: CaptchaState, send: (body: TSendSmsRequest) => Promise<TSendSmsResponse>) {
  const [smsToken, setSmsToken] = useState<string>();
  const [sending, setSending] = useState(false);
  const { remaining, start } = useCountdown();

  async function requestCode(): Promise<void> {
    // The captcha guards the SMS send, so it is checked here; it is spent and cleared afterwards
    // (registration asks for a new one on submit, see PhoneCaptchaFields).
    let phone: string;
    try {
      phone = ((await form.validateFields(['phone'])) as { phone: string }).phone;
    } catch {
      return; // the field shows its own message
    }
    const imgCode = zCaptcha.safeParse(form.getFieldValue('imgCode') ?? '');
    if (!imgCode.success) {
      form.setFields([{ name: 'imgCode', errors: [imgCode.error.issues[0]?.message ?? MSG.captchaRequired] }]);
      return;
    }
    if (!captcha.captchaKey) {
      toast.error(MSG.captchaExpired);
      captcha.refresh();
      return;
    }
    setSending(true);
    try {
      const answer = await send({ phone: phone.trim(), captchaKey: captcha.captchaKey, imgCode: imgCode.data });
      setSmsToken(answer.smsToken);
      toast.success(MSG.smsSent);
      start(answer.resendAfter > 0 ? answer.resendAfter : SMS_RESEND_SECONDS);
    } catch {
      // the API client or the global handler already showed the server's message
    } finally {
      setSending(false);
      form.setFieldValue('imgCode', '');
      captcha.refresh();
    }
  }

  return { smsToken, sending, remaining, requestCode };
}
