import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

/** Renders menu data as links; external ones open in a new tab. */
export function NavLinks({ items, className, onNavigate }: { items: NavItem[]; className: string; onNavigate?: () => void }) {
  return (
    <>
      {items.map((item) =>
        item.href ? (
          <a key={item.key} className={className} href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
            {item.label}
          </a>
        ) : (
          <NavLink
            key={item.key}
            to={item.path ?? '/'}
            end={item.path === '/'}
            className={({ isActive }) => `${className}${isActive ? ' is-active' : ''}`}
            onClick={onNavigate}
          >
            {item.label}
          </NavLink>
        ),
      )}
    </>
  );
}
