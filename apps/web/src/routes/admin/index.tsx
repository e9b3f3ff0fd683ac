import { Navigate } from 'react-router';

/** /admin — the console opens on its only page so far. */
export function Component() {
  return <Navigate to="/admin/sms" replace />;
}
