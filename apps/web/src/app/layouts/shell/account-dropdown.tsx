import { Badge, Dropdown } from 'antd';
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
export function AccountDropdown({ name, items, onLogout, todo = 0 }: Props & { todo?: number }) {
  const menuItems: MenuProps['items'] = [
    ...items.map((i) => ({ key: i.key, label: (
        <Link to={i.path ?? '/'}>
          {i.label}
          {i.badge ? <Badge count={i.badge} size="small" style={{ marginLeft: 6 }} /> : null}
        </Link>
      ),
    })),
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
        {todo > 0 && <Badge count={todo} size="small" aria-label={`${todo}个待签署`} data-testid="account-todo" />}
        <DownOutlined className="ep-header__caret" />
      </button>
    </Dropdown>
  );
}
