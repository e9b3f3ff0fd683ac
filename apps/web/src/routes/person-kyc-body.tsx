/**
 * Shared by the individual verification routes (/authentication for an individual account,
 * /personage-kyc): the page frame, loading and error states, and what happens after a submission.
 * Not a route itself.
 */
import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TVerifyInfo } from '@evidence/shared/contracts';
import { VERIFY_MSG } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { AUTH_INFO_KEY, useAuthInfo } from '@/features/auth/api/get-auth-info';
import { VERIFY_INFO_KEY } from '@/features/kyc/api/get-verify-info';
import { PersonVerification } from '@/features/kyc/components/person-form/person-verification';
import { isBuilt } from '@/lib/built-routes';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useSession } from '@/lib/use-session';

export function KycFrame({ children }: { children: ReactNode }) {
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">{children}</section>
    </div>
  );
}

/** Skeleton while loading; an error with 重试 (the toast already said what went wrong). */
export function queryState(q: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }): ReactNode | null {
  if (q.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.isError) {
    return (
      <Result
        status="error"
        title="认证信息加载失败"
        subTitle={errorText(q.error)}
        extra={
          <Button type="primary" onClick={() => void q.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return null;
}

/** The individual form or its state, and after a submission on to face verification (000 §4). */
export function PersonKycBody({ info }: { info: TVerifyInfo }) {
  const { role } = useSession();
  const { data: account } = useAuthInfo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function onSubmitted(msg: string) {
    toast.success(msg || VERIFY_MSG.submitted);
    void queryClient.invalidateQueries({ queryKey: VERIFY_INFO_KEY });
    void queryClient.invalidateQueries({ queryKey: AUTH_INFO_KEY });
    // The face check follows the form (built on its own branch; it reads its query from the server).
    void navigate('/personage-face-kyc');
  }

  return (
    <PersonVerification
      info={info}
      role={role}
      accountPhone={account?.phone}
      infoPath={isBuilt('/person-info') ? '/person-info' : null}
      onSubmitted={onSubmitted}
    />
  );
}
