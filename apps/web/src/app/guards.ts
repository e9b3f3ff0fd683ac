/**
 * Loaders that run before a protected page renders (001 §2.1): no token → login with a redirect
 * back; with a token, the user info is refreshed first (not on /mobile pages).
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ResponseCode } from '@evidence/shared/constants';
import { isApiError } from '@/lib/api-client';
import { loginUrl } from '@/lib/envelope';
import { session } from '@/lib/session';
import { queryClient } from './query-client';

function target(request: Request): { pathname: string; full: string } {
  const url = new URL(request.url);
  return { pathname: url.pathname, full: url.pathname + url.search };
}

export async function requireLogin({ request }: LoaderFunctionArgs): Promise<null> {
  const { pathname, full } = target(request);
  if (!session.get().token) throw redirect(loginUrl(full));
  if (pathname.startsWith('/mobile')) return null;
  try {
    // Loaded on demand: the user-info contract brings zod, which public pages do not need.
    const { authInfoQuery } = await import('@/features/auth/api/get-auth-info');
    await queryClient.fetchQuery({ ...authInfoQuery(), staleTime: 0 });
  } catch (e) {
    // Expiry already cleared the session; anything else (network) lets the page render with what it has.
    if (isApiError(e) && e.code === ResponseCode.sessionExpired) throw redirect(loginUrl(full));
    if (!session.get().token) throw redirect(loginUrl(full));
  }
  return null;
}

export async function requireOperator({ request }: LoaderFunctionArgs): Promise<null> {
  const { full } = target(request);
  if (!session.get().adminToken) throw redirect(loginUrl(full, '/admin/login'));
  try {
    // Checked before the console renders, so an expired operator session returns here after login.
    const { adminMeQuery } = await import('@/features/admin/api/get-me');
    await queryClient.fetchQuery(adminMeQuery);
  } catch (e) {
    if (isApiError(e) && e.code === ResponseCode.sessionExpired) throw redirect(loginUrl(full, '/admin/login'));
    if (!session.get().adminToken) throw redirect(loginUrl(full, '/admin/login'));
  }
  return null;
}
