import { Button } from 'antd';
import { useNavigate } from 'react-router';

/**
 * A primary button that goes to another page: one control, one tab stop (a Button inside a Link
 * would nest two).
 */
export function ButtonLink({ to, children }: { to: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(to)}>
      {children}
    </Button>
  );
}
