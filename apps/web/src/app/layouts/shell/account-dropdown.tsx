import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { NavItem } from './nav-items';

interface Props {
  name: string;
  items: NavItem[];
  onLogout: () => void;
}

/** The account name with its dropdown (001 §2.3) ending in 退出登录. */
export function AccountDropdown({ name, items, onLogout }: Props) {
  const menuItems: MenuProps['items'] = [
    ...items.map((i) => ({ key: i.key, label: <Link to={i.path ?? '/'}>{i.label}</Link> })),
    ...(items.length ? [{ type: 'divider' as const }] : []),
    { key: 'logout', label: '退出登录', danger: true, onClick: onLogout },
  ];
  return (
    <Dropdown menu={{ items: menuItems }} placement="bottomRight" trigger={['click']}>
      <button type="button" className="ep-header__account" aria-label={`账户菜单：${name}`}>
        <UserOutlined />
        <span className="ep-header__account-name" data-testid="account-name">
          {name}
        </span>
        <DownOutlined className="ep-header__caret" />
      </button>
    </Dropdown>
  );
}
