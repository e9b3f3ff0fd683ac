import { Link, useNavigate } from 'react-router';
import { MSG } from '@evidence/shared/constants';
import { RegisterForm } from '@/features/auth/components/register-form';
import { toast } from '@/lib/feedback';

/** /register — on success the user logs in with the new account. */
export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <h1>注册账号</h1>
      <RegisterForm
        onRegistered={() => {
          toast.success(MSG.registerOk);
          void navigate('/login');
        }}
      />
      <p className="ep-auth__switch">
        已有账号？<Link to="/login">立即登录</Link>
      </p>
    </>
  );
}
