import { Navigate } from 'react-router';

/** /verify — a short address for the verify page, /queryAuthentication/electronicData. */
export function Component() {
  return <Navigate to="/queryAuthentication/electronicData" replace />;
}
