import { Button, Result, Spin } from 'antd';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { isLinkExpired } from '../lib/h5';
import { H5Frame } from './h5-frame';

/** 001 §8's one message for any link that cannot be used (unknown, replaced, expired, signed, refused, ended). */
export function ExpiredLink() {
  return (
    <H5Frame step={null}>
      <Result status="warning" title={ESIGN_MSG.linkExpired} data-testid="h5-expired" />
    </H5Frame>
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
  return <Result status="error" title={errorText(error)} extra={onRetry ? <Button onClick={onRetry}>重试</Button> : null} />;
}

/** A whole page's loading or failure of its first call (the expired link: ExpiredLink). */
export function LinkState({ error, onRetry, step }: { error?: unknown; onRetry?: () => void; step: 0 | 1 | 2 | 3 | 4 | null }) {
  if (error !== undefined && error !== null && isLinkExpired(error)) return <ExpiredLink />;
  return (
    <H5Frame step={step}>
      <InlineState error={error} onRetry={onRetry} />
    </H5Frame>
  );
}
