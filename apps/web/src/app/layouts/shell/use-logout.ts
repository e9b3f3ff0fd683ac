import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { session } from '@/lib/session';

/**
 * 退出登录: whatever the server answers, the user is out locally (000 §8: 200, 400 and 408 are
 * all "done"; a network failure still must not leave a token behind on a shared computer).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      toast.success(await logout());
    } catch (e) {
      reportError(e);
    }
    session.clear();
    queryClient.clear();
    void navigate('/', { replace: true });
  };
}
