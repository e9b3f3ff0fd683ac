import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCertificateView, type TCertificateView } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

/**
 * GET /api/share/getView?baoquan= (000 §7): public; a logged-in owner's token makes it unmasked
 * with isSelf 1. A stale token only makes the caller anonymous (never a login redirect).
 */
export function getView(baoquan: string, viewToken?: string): Promise<TCertificateView> {
  return api.get('/api/share/getView', { params: { baoquan, ...(viewToken ? { viewToken } : {}) }, schema: ZCertificateView, onExpired: 'silent' });
}

export function certificateQuery(baoquan: string, viewToken?: string) {
  return queryOptions({
    // who is asking changes the answer (masking, isSelf)
    queryKey: ['certificate', 'view', baoquan, viewToken ?? null, session.get().token ?? null, session.get().role],
    queryFn: () => getView(baoquan, viewToken),
    retry: false,
    meta: { silentError: true },
  });
}

export function useCertificate(baoquan: string, viewToken?: string) {
  return useQuery({ ...certificateQuery(baoquan, viewToken), enabled: /^\d{18}$/.test(baoquan) });
}
