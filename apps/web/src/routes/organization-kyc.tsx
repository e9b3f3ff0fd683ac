import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { AUTH_INFO_KEY } from '@/features/auth/api/get-auth-info';
import { VERIFY_INFO_KEY } from '@/features/kyc/api/get-verify-info';
import { CompanyKycPanel } from '@/features/kyc/components/company-form/company-kyc-panel';
import { isBuilt } from '@/lib/built-routes';
import { useSession } from '@/lib/use-session';

/**
 * /organization-kyc — 企业实名认证 (000 §2, §5). `?status=2` of the entry page and the banner is
 * accepted and not needed: the server's state decides what the page shows.
 */
export function Component() {
  const { role } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function onSubmitted() {
    void queryClient.invalidateQueries({ queryKey: VERIFY_INFO_KEY });
    // the header's banner and menu read the user info (userStatus, account type)
    void queryClient.invalidateQueries({ queryKey: AUTH_INFO_KEY });
    void navigate('/kyc-info');
  }

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <CompanyKycPanel role={role} isBuilt={isBuilt} onSubmitted={onSubmitted} />
      </section>
    </div>
  );
}
