import { lazy, Suspense, useState } from 'react';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TRoleOption } from '@evidence/shared/contracts';
import { MEMBER_MSG } from '@evidence/shared/constants';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { session } from '@/lib/session';
import { useCurrentRoles } from '../api/get-current-role';
import { switchRole } from '../api/switch-role';
import './role-switcher.css';

// loaded when first opened: the header is on every page's first load (the login page's budget)
const UnbindDialog = lazy(() => import('./unbind-dialog').then((m) => ({ default: m.UnbindDialog })));

interface Props {
  userId: number;
  phone: string;
}

/**
 * 切换身份 (001 §2.3, §4): shown when the account holds more than one role (personal, member of a
 * company). A choice is stored by switchRole, the role header follows, and the user goes to
 * /attestation-list; a failure shows the server's msg. Acting as a member it also offers 解除企业绑定.
 */
export function RoleSwitcher({ userId, phone }: Props) {
  const roles = useCurrentRoles(true);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [unbinding, setUnbinding] = useState(false);
  const list = roles.data?.list ?? [];
  const current = list.find((r) => r.current);
  const acting = current?.role === '2' ? current : undefined;
  if (list.length < 2) return null;

  async function choose(r: TRoleOption) {
    if (r.current) return;
    try {
      await switchRole({ role: r.role, pid: r.pid, uid: userId });
      const token = session.get().token;
      if (token) session.login(token, r.role);
      await qc.invalidateQueries();
      toast.success(MEMBER_MSG.switched);
      void navigate('/attestation-list');
    } catch (e) {
      reportError(e);
    }
  }

  function afterUnbind() {
    setUnbinding(false);
    const token = session.get().token;
    if (token) session.login(token, '1');
    void qc.invalidateQueries();
    void navigate('/attestation-list');
  }

  const items: MenuProps['items'] = [
    ...list.map((r) => ({
      key: `${r.role}-${r.pid}`,
      icon: r.current ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
      label: r.role === '1' ? `个人身份（${r.name}）` : `企业成员：${r.name}`,
      onClick: () => void choose(r),
    })),
    ...(acting ? [{ type: 'divider' as const }, { key: 'unbind', danger: true, label: '解除企业绑定', onClick: () => setUnbinding(true) }] : []),
  ];
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <button type="button" className="ep-header__role" aria-label="切换身份" data-testid="role-switcher">
          <SwapOutlined />
          <span className="ep-header__role-name">{acting ? acting.name : '个人身份'}</span>
        </button>
      </Dropdown>
      {acting && acting.member_id !== null && unbinding && (
        <Suspense fallback={null}>
          <UnbindDialog open={unbinding} memberId={acting.member_id} userId={userId} phone={phone} companyName={acting.name} onClose={() => setUnbinding(false)} onDone={afterUnbind} />
        </Suspense>
      )}
    </>
  );
}
