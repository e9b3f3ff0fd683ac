import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/**
 * A link that looks like a button: antd renders an <a href> (so it is announced and opened as a
 * link, also in a new tab), and a plain click navigates inside the app without a reload. Instead of
 * a <Button> inside a <Link>, which nests one control in another.
 */
export function LinkButton({ to, children, ...rest }: { to: string; children: ReactNode } & Omit<ButtonProps, 'href' | 'onClick'>) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(to);
  };
  return (
    <Button {...rest} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
