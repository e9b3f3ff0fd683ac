import { Link, useNavigate } from 'react-router';
import { MSG } from '@evidence/shared/constants';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { toast } from '@/lib/feedback';

/** /forgetpwd — reset the password with an SMS code sent to the registered phone. */
export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <h1>找回密码</h1>
      <ResetPasswordForm
        onReset={() => {
          toast.success(MSG.resetOk);
          void navigate('/login');
        }}
      />
      <p className="ep-auth__switch">
        想起密码了？<Link to="/login">返回登录</Link>
      </p>
    </>
  );
}
