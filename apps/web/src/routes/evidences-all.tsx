import { Navigate } from 'react-router';
import { ONLINE_EVIDENCE_SECTIONS } from '@/components/online-evidence-nav';
import { isBuilt } from '@/lib/built-routes';

/** /evidences-all (001 §2.1): the header's 在线取证 opens its first part (网页取证). */
export function Component() {
  const first = ONLINE_EVIDENCE_SECTIONS.find((s) => isBuilt(s.key));
  return <Navigate to={first?.key ?? '/'} replace />;
}
