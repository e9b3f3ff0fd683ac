import { Badge } from 'antd';
import { Link, useLocation } from 'react-router';
import { activeNavKey, type NavItem } from './nav-items';

/** Renders menu data as links; external ones open in a new tab; the page's own item is marked (activeNavKey). */
export function NavLinks({ items, className, onNavigate }: { items: NavItem[]; className: string; onNavigate?: () => void }) {
  const active = activeNavKey(useLocation().pathname, items);
  return (
    <>
      {items.map((item) =>
        item.href ? (
          <a key={item.key} className={className} href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
            {item.label}
          </a>
        ) : (
          <Link
            key={item.key}
            to={item.path ?? '/'}
            className={`${className}${item.key === active ? ' is-active' : ''}`}
            aria-current={item.key === active ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
            {item.badge ? <Badge count={item.badge} size="small" offset={[4, -2]} aria-label={`${item.badge}个待办`} data-testid={`badge-${item.key}`} /> : null}
          </Link>
        ),
      )}
    </>
  );
}
