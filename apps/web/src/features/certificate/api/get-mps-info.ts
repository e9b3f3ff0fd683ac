import { useQuery } from '@tanstack/react-query';
import { ZMpsInfo, type TMpsInfo } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

/** GET /api/share/getMpsInfo?baoquan= (000 §7): law-enforcement recorder information. */
export function getMpsInfo(baoquan: string, viewToken: string): Promise<TMpsInfo> {
  return api.get('/api/share/getMpsInfo', { params: { baoquan, viewToken }, schema: ZMpsInfo, onExpired: 'silent' });
}

export function useMpsInfo(baoquan: string, viewToken: string, enabled: boolean) {
  return useQuery({
    queryKey: ['certificate', 'mpsInfo', baoquan, session.get().token ?? null],
    queryFn: () => getMpsInfo(baoquan, viewToken),
    enabled,
    retry: false,
    meta: { silentError: true },
  });
}
