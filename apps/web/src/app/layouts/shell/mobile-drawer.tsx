import { Button, Drawer } from 'antd';
import { Link } from 'react-router';
import type { TUserInfo } from '@evidence/shared/contracts';
import { accountName } from '@/lib/access';
import { formatPoints } from '@/lib/format';
import type { NavItem } from './nav-items';
import { NavLinks } from './nav-links';

interface Props {
  open: boolean;
  onClose: () => void;
  main: NavItem[];
  account: NavItem[];
  info: TUserInfo | undefined;
  buyPath?: string;
  onLogout: () => void;
}

/** The header on narrow screens: everything of the desktop header, stacked in a drawer. */
export function MobileDrawer({ open, onClose, main, account, info, buyPath, onLogout }: Props) {
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={280} title={info ? accountName(info) : '菜单'}>
      {info && (
        <div className="ep-drawer__points">
          可用积分 <strong>{formatPoints(info.points)}</strong>
          {buyPath && (
            <Link to={buyPath} onClick={onClose}>
              购买
            </Link>
          )}
        </div>
      )}
      <nav className="ep-drawer__nav" aria-label="主菜单">
        <NavLinks items={main} className="ep-drawer__link" onNavigate={onClose} />
        <NavLinks items={[{ key: 'prices', label: '收费标准', path: '/prices' }, { key: 'help', label: '帮助中心', path: '/helpCenter' }]} className="ep-drawer__link" onNavigate={onClose} />
      </nav>
      {info ? (
        <nav className="ep-drawer__nav ep-drawer__nav--account" aria-label="账户菜单">
          <NavLinks items={account} className="ep-drawer__link" onNavigate={onClose} />
          <button
            type="button"
            className="ep-drawer__link ep-drawer__logout"
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            退出登录
          </button>
        </nav>
      ) : (
        <div className="ep-drawer__auth">
          <Link to="/login" onClick={onClose}>
            <Button type="primary" block>
              登录
            </Button>
          </Link>
          <Link to="/register" onClick={onClose}>
            <Button block>注册</Button>
          </Link>
        </div>
      )}
    </Drawer>
  );
}
