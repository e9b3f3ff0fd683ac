import { Outlet, useMatches } from 'react-router';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useSiteConfig } from '@/features/home/api/get-site-config';
import { VerificationBanner } from '@/features/kyc/components/verification-banner';
import { useSession } from '@/lib/use-session';
import { isBuilt, type RouteHandle } from '../../route-table';
import { SiteFooter } from '../site-footer';
import { Header } from './header';
import { useLogout } from './use-logout';
import './shell.css';

/** The account shell: header, verification banner, page, footer. */
export function Component() {
  const { token } = useSession();
  const matches = useMatches();
  const access = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.access ?? 'public';
  // On public pages a stale token should quietly log the visitor out, not bounce them to /login.
  const { data: info } = useAuthInfo({ silent: access === 'public' });
  const { data: site } = useSiteConfig();
  const onLogout = useLogout();
  const current = token ? info : undefined;

  return (
    <div className="ep-shell">
      <Header siteName={site?.siteName} mediationUrl={site?.mediationUrl} loggedIn={Boolean(token)} info={current} onLogout={() => void onLogout()} />
      {current && <VerificationBanner facts={current} isBuilt={isBuilt} />}
      <main className="ep-shell__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
