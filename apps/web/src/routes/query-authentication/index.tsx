import { Navigate } from 'react-router';

/** /queryAuthentication opens its first child, 保全单查询. */
export function Component() {
  return <Navigate to="/queryAuthentication/keepSingle" replace />;
}
