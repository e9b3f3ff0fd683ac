import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@evidence/shared/constants';
import type { TAdminLoginResponse } from '@evidence/shared/contracts';
import { adminMeQuery } from '@/features/admin/api/get-me';
import { AdminLoginCard } from '@/features/admin/components/admin-login-card';
import { AdminLoginForm } from '@/features/admin/components/admin-login-form';
import { consoleHome } from '@/features/admin/lib/console-home';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import { safeRedirect } from '@/lib/envelope';
import { toast } from '@/lib/feedback';
import { session } from '@/lib/session';

/** /admin/login — operators only; returns to the console page they asked for. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const captcha = useCaptcha('admin', needCaptcha);

  function onLoggedIn(answer: TAdminLoginResponse) {
    session.adminLogin(answer.token);
    queryClient.setQueryData(adminMeQuery.queryKey, answer.operator);
    toast.success(MSG.loginOk);
    const home = consoleHome(answer.operator.role);
    const target = safeRedirect(params.get('redirect'), home);
    void navigate(target.startsWith('/admin') ? target : home, { replace: true });
  }

  return (
    <AdminLoginCard>
      <AdminLoginForm captcha={captcha} needCaptcha={needCaptcha} onNeedCaptcha={() => setNeedCaptcha(true)} onLoggedIn={onLoggedIn} />
    </AdminLoginCard>
  );
}
