import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG } from '@evidence/shared/constants';
import type { TLoginResponse } from '@evidence/shared/contracts';
import { safeRedirect } from '@/lib/envelope';
import { toast } from '@/lib/feedback';
import { session } from '@/lib/session';
import { AUTH_INFO_KEY } from '../api/get-auth-info';

/**
 * After a successful login: forget anything cached for a previous account, store the token and
 * the role the server reports, then go where the user was heading (same-site paths only).
 */
export function useCompleteLogin(redirect: string | null): (answer: TLoginResponse) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (answer) => {
    queryClient.clear();
    session.login(answer.token, answer.userInfo.role);
    session.cacheUserInfo(answer.userInfo);
    queryClient.setQueryData(AUTH_INFO_KEY, answer.userInfo);
    toast.success(MSG.loginOk);
    void navigate(safeRedirect(redirect), { replace: true });
  };
}
