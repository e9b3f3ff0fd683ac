import { Outlet } from 'react-router';

/** Pages that bring their own full-screen design (operator login). */
export function Component() {
  return <Outlet />;
}
