import { Spin, Tabs, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { ExtractCodePanel } from '@/features/evidence-share/components/extract-code-panel';
import { CompanyBindingPanel } from '@/features/members/components/company-binding-panel';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { accountCan } from '@/lib/access';
import { toast } from '@/lib/feedback';
import { session } from '@/lib/session';

/**
 * /setting — 基本设置 (000 §2): tabs 修改密码 and 证据提取码. A sub-account sees only the
 * extraction-code tab, with the company's code and an explanation (000 §6); a line below says why
 * the password cannot be changed here. `?tab=extractCode` opens the second tab directly. Acting as a
 * member, a 企业绑定 tab (`?tab=companyBinding`) holds 解除企业绑定 with its SMS step (issue 24 item 8).
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();

  function onChanged() {
    // The server ends every session of the account; log in again with the new password (000 §5).
    toast.success(MSG.passwordChanged);
    session.clear();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }

  let body;
  if (!info) body = <Spin />;
  else {
    const canPassword = accountCan(info, 'password.change');
    const items = [
      ...(canPassword ? [{ key: 'password', label: '修改密码', children: <ChangePasswordForm account={info.phone} onChanged={onChanged} /> }] : []),
      { key: 'extractCode', label: '证据提取码', children: <ExtractCodePanel /> },
      ...(session.get().role === '2' ? [{ key: 'companyBinding', label: '企业绑定', children: <CompanyBindingPanel userId={info.userId} phone={info.phone} /> }] : []),
    ];
    const requested = params.get('tab');
    const active = items.some((i) => i.key === requested) ? requested! : items[0]!.key;
    body = (
      <>
        <Tabs activeKey={active} items={items} onChange={(key) => setParams({ tab: key }, { replace: true })} />
        {!canPassword && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
            {MSG.subAccountNoPassword}：登录密码属于您本人的账号，如需更改，可在登录页通过“忘记密码”用本人手机号重新设置。
          </Typography.Paragraph>
        )}
      </>
    );
  }

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">{body}</section>
    </div>
  );
}
