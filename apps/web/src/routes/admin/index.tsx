import { Navigate } from 'react-router';

/** /admin — the console opens on the review queue, the operators' daily work. */
export function Component() {
  return <Navigate to="/admin/verifications" replace />;
}
