import { Link, useLocation } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { SIGN_INTENT_MSG, SignIntentStatus } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { useIntent } from '../api/get-intent';
import { signPath } from '../lib/token-refusal';
import { SignFrame } from './sign-frame';
import type { SubmittedState } from './sign-manual-page';

const isSubmittedState = (s: unknown): s is SubmittedState => typeof s === 'object' && s !== null && typeof (s as SubmittedState).submitted === 'string';

/**
 * /signature-end — the handwriting was submitted (from this tab: the server's answer; opened again: the
 * intent's state), or the QR code cannot be used, in the server's words (expired or replaced, used,
 * unknown). Each of those says to get a new code on the computer; nothing here can renew it.
 */
export function SignEndPage({ token }: { token: string }) {
  const location = useLocation();
  const justSubmitted = isSubmittedState(location.state) ? location.state.submitted : null;
  const intent = useIntent(justSubmitted ? '' : token);

  let body: React.ReactNode;
  let failed = false;
  let step: 0 | 1 | 2 = 2;
  if (justSubmitted) body = <Result status="success" title={justSubmitted} data-testid="sign-end-result" />;
  else if (!token) {
    failed = true;
    body = <Result status="warning" title={SIGN_INTENT_MSG.badToken} data-testid="sign-end-result" />;
  } else if (intent.isPending) body = <Spin className="ep-psign__state" />;
  else if (intent.isError) {
    failed = true;
    body = <Result status="warning" title={errorText(intent.error)} data-testid="sign-end-result" />;
  } else if (intent.data.status === SignIntentStatus.submitted) body = <Result status="success" title={SIGN_INTENT_MSG.submitted} data-testid="sign-end-result" />;
  else {
    const verified = intent.data.status === SignIntentStatus.verified;
    step = verified ? 1 : 0;
    body = (
      <Result
        status="info"
        title={verified ? '签名尚未提交' : SIGN_INTENT_MSG.verifyFirst}
        data-testid="sign-end-result"
        extra={
          <Link to={signPath(verified ? 'manual' : 'code', token)}>
            <Button type="primary">{verified ? '去签名' : '去验证'}</Button>
          </Link>
        }
      />
    );
  }

  return (
    <SignFrame step={failed ? null : step} status={step === 2 ? 'finish' : 'process'}>
      {body}
    </SignFrame>
  );
}
