import { Outlet, useMatches } from 'react-router';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useSiteConfig } from '@/features/home/api/get-site-config';
import { useNewsNotice } from '@/features/notifications/api/notice';
import { useMySignsCount } from '@/features/esign-flows/api/my-signs-count';
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
  // the bell's count, polled (60 s and on focus) so notices written by others show without a reload
  const notice = useNewsNotice({ enabled: Boolean(token && info), silent: access === 'public' });
  const newsNum = notice.data?.newsNum ?? current?.newsNum ?? 0;
  // the 待办 count (flows awaiting my signature), polled like the bell
  const signTodo = useMySignsCount(Boolean(token && info)).data ?? 0;

  return (
    <div className="ep-shell">
      <Header siteName={site?.siteName} mediationUrl={site?.mediationUrl} loggedIn={Boolean(token)} info={current} newsNum={newsNum} signTodo={signTodo} onLogout={() => void onLogout()} />
      {current && <VerificationBanner facts={current} isBuilt={isBuilt} />}
      <main className="ep-shell__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
