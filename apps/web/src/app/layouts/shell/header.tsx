import { useState } from 'react';
import { Badge, Button, Grid, Skeleton } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TUserInfo } from '@evidence/shared/contracts';
import { Logo } from '@/components/logo';
import { RoleSwitcher } from '@/features/members/components/role-switcher';
import { accountName } from '@/lib/access';
import { isBuilt } from '../../route-table';
import { AccountDropdown } from './account-dropdown';
import { NotificationBell, PointsBox } from './account-widgets';
import { MobileDrawer } from './mobile-drawer';
import { accountMenu, canBuyPoints, mainMenu, withSignTodo } from './nav-items';
import { NavLinks } from './nav-links';

interface Props {
  siteName: string | undefined;
  mediationUrl: string | null | undefined;
  /** logged in (a token exists), even while the user info is still loading */
  loggedIn: boolean;
  info: TUserInfo | undefined;
  /** unread notifications: the bell's poll, else the user info's newsNum */
  newsNum: number;
  /** flows awaiting my signature (mySignsCount, polled): 电子签约 and the account menu show it */
  signTodo?: number;
  onLogout: () => void;
}

/** Top header (001 §2.3); on screens narrower than 992px the menus move into a drawer. */
export function Header({ siteName, mediationUrl, loggedIn, info, newsNum, signTodo = 0, onLogout }: Props) {
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const { main, account } = withSignTodo(mainMenu(info, isBuilt, mediationUrl), info ? accountMenu(info, isBuilt) : [], info ? signTodo : 0);
  const buyPath = info && canBuyPoints(info, isBuilt) ? '/buyCredits' : undefined;
  const bellLink = isBuilt('/notifications') ? '/notifications' : undefined;

  return (
    <header className="ep-header">
      <div className="ep-header__inner">
        <Logo name={siteName} />
        {wide && (
          <nav className="ep-header__nav" aria-label="主菜单">
            <NavLinks items={main} className="ep-header__link" />
          </nav>
        )}
        <div className="ep-header__right">
          {wide && (
            <Link to="/prices" className="ep-header__help">
              收费标准
            </Link>
          )}
          {wide && (
            <Link to="/helpCenter" className="ep-header__help">
              帮助中心
            </Link>
          )}
          {info && <RoleSwitcher userId={info.userId} />}
          {info && <NotificationBell count={newsNum} linkTo={bellLink} />}
          {wide && info && <PointsBox points={info.points} buyPath={buyPath} />}
          {wide && info && <AccountDropdown name={accountName(info)} items={account} onLogout={onLogout} todo={signTodo} />}
          {loggedIn && !info && <Skeleton.Button active size="small" style={{ width: 120 }} />}
          {wide && !loggedIn && (
            <span className="ep-header__auth">
              <Link to="/register">注册</Link>
              <Link to="/login">
                <Button type="primary">登录</Button>
              </Link>
            </span>
          )}
          {!wide && info && (
            <span className="ep-header__account-name ep-header__account-name--compact" data-testid="account-name">
              {accountName(info)}
            </span>
          )}
          {!wide && (
            <Badge count={info ? signTodo : 0} size="small" offset={[-6, 6]} title={`${signTodo}个待签署`} data-testid="menu-todo">
              <Button type="text" icon={<MenuOutlined />} aria-label="打开菜单" onClick={() => setDrawerOpen(true)} />
            </Badge>
          )}
        </div>
      </div>
      {!wide && (
        <MobileDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          main={main}
          account={account}
          info={info}
          buyPath={buyPath}
          onLogout={onLogout}
        />
      )}
    </header>
  );
}
