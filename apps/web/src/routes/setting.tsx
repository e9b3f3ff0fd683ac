import { Spin, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { SubAccountPasswordNote } from '@/features/settings/components/sub-account-password-note';
import { accountCan } from '@/lib/access';
import { toast } from '@/lib/feedback';
import { session } from '@/lib/session';

/**
 * /setting — 基本设置. Only the 修改密码 tab exists so far (the extraction-code tab comes with its
 * feature). Sub-accounts may not change the password and get an explanation instead.
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function onChanged() {
    // The server ends every session of the account; log in again with the new password (000 §5).
    toast.success(MSG.passwordChanged);
    session.clear();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }

  const body = !info ? (
    <Spin />
  ) : accountCan(info, 'password.change') ? (
    <Tabs items={[{ key: 'password', label: '修改密码', children: <ChangePasswordForm account={info.phone} onChanged={onChanged} /> }]} />
  ) : (
    <SubAccountPasswordNote />
  );

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">{body}</section>
    </div>
  );
}
