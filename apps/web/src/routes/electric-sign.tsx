import { Navigate } from 'react-router';

/** /electric-sign (001 §2.1): the section opens on 签署管理. */
export function Component() {
  return <Navigate to="/electric-sign/manage" replace />;
}
