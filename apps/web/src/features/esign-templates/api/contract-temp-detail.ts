import { useQuery } from '@tanstack/react-query';
import { ZTemplateDetail, type TTemplateDetail } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { TEMPLATE_KEY } from './contract-temp-list';

/** GET /api/ElcSign/contractTempDetail {id}: roles, fields, page sizes, hashes, flows made from it. */
export function getTemplateDetail(id: number, signal?: AbortSignal): Promise<TTemplateDetail> {
  return api.get('/api/ElcSign/contractTempDetail', { params: { id }, schema: ZTemplateDetail, signal });
}

export function templateDetailQuery(id: number) {
  return { queryKey: [...TEMPLATE_KEY, 'detail', id], queryFn: ({ signal }: { signal: AbortSignal }) => getTemplateDetail(id, signal), retry: false } as const;
}

export function useTemplateDetail(id: number) {
  return useQuery({ ...templateDetailQuery(id), enabled: id > 0 });
}
