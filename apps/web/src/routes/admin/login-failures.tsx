import { LoginFailuresTables } from '@/features/admin/components/login-failures-tables';

/** /admin/login-failures — bursts of failed logins (issue 14). */
export function Component() {
  return (
    <>
      <h1 className="ep-admin__page-title">登录失败记录</h1>
      <LoginFailuresTables />
    </>
  );
}
