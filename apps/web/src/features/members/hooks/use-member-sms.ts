import { useState } from 'react';
import { MSG, SMS_RESEND_SECONDS } from '@evidence/shared/constants';
import { useCountdown } from '@/components/use-countdown';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { sendMemberSms } from '../api/send-msg';

/**
 * The "获取验证码" step of the three member dialogs (新增/编辑成员 type 7, 停用 and 解绑 type 8): send the
 * code, keep its token, count down the resend (the server's `resendAfter`, else 60 s), say 验证码已发送
 * or show the server's message. `clear` forgets the token (the form's phone changed).
 */
export function useMemberSms(companyName: string) {
  const [token, setToken] = useState('');
  const [sending, setSending] = useState(false);
  const { remaining, start } = useCountdown();

  async function send(mobile: string, type: '7' | '8'): Promise<void> {
    setSending(true);
    try {
      const sent = await sendMemberSms(mobile, type, companyName);
      setToken(sent.token);
      start(sent.resendAfter || SMS_RESEND_SECONDS);
      toast.success(MSG.smsSent);
    } catch (e) {
      reportError(e);
    } finally {
      setSending(false);
    }
  }

  return { token, sending, remaining, send, clear: () => setToken('') };
}
