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

interface Props {
  userId: number;
}

/**
 * 切换身份 (001 §2.3, §4): shown when the account holds more than one role (personal, member of a
 * company). A choice is stored by switchRole, the role header follows, and the user goes to
 * /attestation-list; a failure shows the server's msg. Acting as a member it links to /setting's 企业绑定
 * tab, where the irreversible 解除企业绑定 lives with its SMS step (issue 24 item 8), not in this quick menu.
 */
export function RoleSwitcher({ userId }: Props) {
  const roles = useCurrentRoles(true);
  const qc = useQueryClient();
  const navigate = useNavigate();
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

  const items: MenuProps['items'] = [
    ...list.map((r) => ({
      key: `${r.role}-${r.pid}`,
      icon: r.current ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
      label: r.role === '1' ? `个人身份（${r.name}）` : `企业成员：${r.name}`,
      onClick: () => void choose(r),
    })),
    ...(acting ? [{ type: 'divider' as const }, { key: 'binding', label: '企业绑定管理', onClick: () => void navigate('/setting?tab=companyBinding') }] : []),
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="ep-header__role" aria-label="切换身份" data-testid="role-switcher">
        <SwapOutlined />
        <span className="ep-header__role-name">{acting ? acting.name : '个人身份'}</span>
      </button>
    </Dropdown>
  );
}
