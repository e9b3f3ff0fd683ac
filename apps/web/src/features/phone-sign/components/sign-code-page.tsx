import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Form, Input, Result, Spin } from 'antd';
import { NOTARY_MSG, SIGN_INTENT_MSG, SMS_RESEND_SECONDS, SignIntentStatus } from '@evidence/shared/constants';
import { zSmsCode } from '@evidence/shared/validators';
import { CountdownButton } from '@/components/countdown-button';
import { useCountdown } from '@/components/use-countdown';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useCheckIntentCode } from '../api/check-code';
import { useIntent } from '../api/get-intent';
import { useSendIntentCode } from '../api/send-code';
import { isTokenRefusal, signPath } from '../lib/token-refusal';
import { IntentFacts } from './intent-facts';
import { SignFrame } from './sign-frame';

/** The sign dialog's rule (001 §5): empty says '验证码不能为空', anything else the SMS code's own rule. */
const codeRule = {
  validator: async (_: unknown, value: string | undefined) => {
    if (!value?.trim()) throw new Error(NOTARY_MSG.codeEmpty);
    const r = zSmsCode.safeParse(value);
    if (!r.success) throw new Error(r.error.issues[0]?.message);
  },
};

/**
 * /signature-code — opened from the desktop's QR code. Shows what is signed and the account's masked
 * phone, sends the code to that phone (never to a number typed here), checks it, then the canvas. A QR
 * code the server refuses (expired, replaced, used, unknown) goes to /signature-end, which says why.
 */
export function SignCodePage({ token }: { token: string }) {
  const navigate = useNavigate();
  const intent = useIntent(token);
  const send = useSendIntentCode(token);
  const check = useCheckIntentCode(token);
  const { remaining, start } = useCountdown();
  const [form] = Form.useForm<{ smsCode: string }>();
  const [smsToken, setSmsToken] = useState<string>();
  const [error, setError] = useState<string | null>(null);

  if (!token) return <Navigate to="/signature-end" replace />;
  if (intent.isError && isTokenRefusal(intent.error)) return <Navigate to={signPath('end', token)} replace />;
  if (intent.data?.status === SignIntentStatus.verified) return <Navigate to={signPath('manual', token)} replace />;
  if (intent.data && intent.data.status !== SignIntentStatus.pending) return <Navigate to={signPath('end', token)} replace />;

  const failed = (e: unknown) => {
    if (isTokenRefusal(e)) void navigate(signPath('end', token), { replace: true });
    else setError(errorText(e));
  };

  const onSend = () => {
    setError(null);
    send.mutate(undefined, {
      onSuccess: (sent) => {
        setSmsToken(sent.smsToken);
        start(sent.resendAfter > 0 ? sent.resendAfter : SMS_RESEND_SECONDS);
        toast.success(SIGN_INTENT_MSG.codeSent);
      },
      onError: failed,
    });
  };

  const onCheck = async () => {
    setError(null);
    const { smsCode } = await form.validateFields();
    // without a token (the page was reloaded after sending) the server checks the newest code of the phone
    check.mutate({ smsCode: smsCode.trim(), smsToken }, { onSuccess: () => void navigate(signPath('manual', token), { replace: true }), onError: failed });
  };

  let body: React.ReactNode;
  if (intent.isPending) body = <Spin className="ep-psign__state" />;
  else if (intent.isError) body = <Result className="ep-psign__state" status="warning" title={errorText(intent.error)} extra={<Button onClick={() => void intent.refetch()}>重试</Button>} />;
  else
    body = (
      <>
        <IntentFacts intent={intent.data} />
        <p className="ep-psign__note">为确认是本人签字，验证码将发送至该账户的登录手机号 {intent.data.phone}</p>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void onCheck().catch(() => undefined)}>
          <Form.Item label="短信验证码" required>
            <div className="ep-psign__code">
              <Form.Item name="smsCode" noStyle rules={[codeRule]}>
                <Input size="large" placeholder="请输入短信验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label="短信验证码" />
              </Form.Item>
              <CountdownButton size="large" remaining={remaining} loading={send.isPending} onClick={onSend} />
            </div>
          </Form.Item>
          {error && (
            <p className="ep-psign__error" role="alert">
              {error}
            </p>
          )}
          <div className="ep-psign__actions">
            <Button type="primary" size="large" block htmlType="submit" loading={check.isPending}>
              下一步
            </Button>
          </div>
        </Form>
      </>
    );

  return <SignFrame step={0}>{body}</SignFrame>;
}
