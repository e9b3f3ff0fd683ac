import { Button, Result, Spin } from 'antd';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { isAlreadySigned, isLinkExpired } from '../lib/h5';
import { useSearchParams } from 'react-router';
import { H5Frame } from './h5-frame';
import { useSignedState } from '../api/signed-state';
import { SignedFollowUp } from './signed-follow-up';

/** 001 §8's one message for any link that cannot be used (unknown, replaced, expired, signed, refused, ended). */
export function ExpiredLink() {
  return (
    <H5Frame step={null}>
      <Result status="warning" title={ESIGN_MSG.linkExpired} data-testid="h5-expired" />
    </H5Frame>
  );
}

/** The link that signed, opened again (decision 811): 您已签署, and where the signed contract will come from. */
const SIGNED_HINT = '全部签署方完成后，平台会以短信向本手机号发送签署文件的查看和下载链接。';
const SIGNED_DONE = '全部签署方已完成签署，签署文件已生成并存证。';
function SignedResult() {
  // every phone page keeps the link in its query (h5Path): the used link asks what became of the flow
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const done = useSignedState(token).data?.state === 'completed';
  return (
    <>
      <Result status="success" title={ESIGN_MSG.usedLink} subTitle={done ? SIGNED_DONE : SIGNED_HINT} data-testid="h5-already-signed" />
      <SignedFollowUp token={token} />
    </>
  );
}

/** Loading, or a failure, inside a page: the expired message for the link itself, else the error with 重试. */
export function InlineState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  if (error === undefined || error === null)
    return (
      <div className="ep-h5s__state" role="status">
        <Spin />
      </div>
    );
  if (isLinkExpired(error)) return <Result status="warning" title={ESIGN_MSG.linkExpired} data-testid="h5-expired" />;
  if (isAlreadySigned(error)) return <SignedResult />;
  return <Result status="error" title={errorText(error)} extra={onRetry ? <Button onClick={onRetry}>重试</Button> : null} />;
}

/** A whole page's loading or failure of its first call (the expired link: ExpiredLink). */
export function LinkState({ error, onRetry, step }: { error?: unknown; onRetry?: () => void; step: 0 | 1 | 2 | 3 | 4 | null }) {
  if (error !== undefined && error !== null && isLinkExpired(error)) return <ExpiredLink />;
  if (error !== undefined && error !== null && isAlreadySigned(error))
    return (
      <H5Frame step={null}>
        <SignedResult />
      </H5Frame>
    );
  return (
    <H5Frame step={step}>
      <InlineState error={error} onRetry={onRetry} />
    </H5Frame>
  );
}
