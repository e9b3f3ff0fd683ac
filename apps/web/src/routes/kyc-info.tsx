import { useQueryClient } from '@tanstack/react-query';
import { BackBar } from '@/components/back-bar';
import { AUTH_INFO_KEY, useAuthInfo } from '@/features/auth/api/get-auth-info';
import { VERIFY_INFO_KEY } from '@/features/kyc/api/get-verify-info';
import { CompanyInfoPanel } from '@/features/kyc/components/company-info/company-info-panel';
import { isBuilt } from '@/lib/built-routes';
import { useSession } from '@/lib/use-session';

/** /kyc-info — 企业认证信息 (000 §2): what the company submitted, its state, and the changes of 000 §4. */
export function Component() {
  const { role } = useSession();
  const { data: user } = useAuthInfo();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: VERIFY_INFO_KEY });
    void queryClient.invalidateQueries({ queryKey: AUTH_INFO_KEY });
  };

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <CompanyInfoPanel role={role} accountPhone={user?.phone} isBuilt={isBuilt} onAccountChanged={refresh} onAuthorChanged={refresh} />
      </section>
    </div>
  );
}
