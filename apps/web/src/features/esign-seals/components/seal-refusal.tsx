import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { errorText, isApiError } from '@/lib/api-client';

interface Props {
  error: unknown;
  onRetry?: () => void;
}

/**
 * What a seal page shows when the server refuses or fails: its message as is (an individual, a
 * sub-account and an unverified company are each told why), with the way on where there is one.
 */
export function SealRefusal({ error, onRetry }: Props) {
  const msg = errorText(error);
  // a business refusal (code 400) stays a refusal however often it is asked: no 重试 for it
  const refused = isApiError(error) && error.code === 400;
  const extra =
    msg === ESIGN_SEAL_MSG.companyNotVerified ? (
      <Link to="/authentication">去企业认证</Link>
    ) : onRetry && !refused ? (
      <Button onClick={onRetry}>重试</Button>
    ) : null;
  return <Result status={refused ? 'info' : 'warning'} title={msg} extra={extra} data-testid="eseal-refusal" />;
}
