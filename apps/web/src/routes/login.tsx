import { useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { useCompleteLogin } from '@/features/auth/hooks/use-complete-login';

/** /login — back to `?redirect=` afterwards, else home. */
export function Component() {
  const [params] = useSearchParams();
  const onLoggedIn = useCompleteLogin(params.get('redirect'));
  return (
    <>
      <h1>账号登录</h1>
      <LoginForm onLoggedIn={onLoggedIn} />
    </>
  );
}
