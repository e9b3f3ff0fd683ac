import { useQuery } from '@tanstack/react-query';
import { ZGetProViewResponse, type TGetProViewResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/share/getProView {id, viewToken?}: a confirmed session's public view (owner or view-token holder). */
export function getProView(id: string, viewToken: string | null): Promise<TGetProViewResponse> {
  return api.get('/api/share/getProView', { params: { id, ...(viewToken ? { viewToken } : {}) }, schema: ZGetProViewResponse, onExpired: 'silent' });
}

export function useGetProView(id: string, viewToken: string | null) {
  return useQuery({ queryKey: ['proView', id, viewToken], queryFn: () => getProView(id, viewToken), retry: false });
}
