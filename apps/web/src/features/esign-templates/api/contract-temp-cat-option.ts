import { useQuery } from '@tanstack/react-query';
import { ZContractTempCatOption, type TContractTempCatOption } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { TEMPLATE_KEY } from './contract-temp-list';

/** GET /api/ElcSign/contractTempCatOption: the template categories (they change only with a release). */
export function getTemplateCategories(signal?: AbortSignal): Promise<TContractTempCatOption> {
  return api.get('/api/ElcSign/contractTempCatOption', { schema: ZContractTempCatOption, signal });
}

export function useTemplateCategories() {
  return useQuery({ queryKey: [...TEMPLATE_KEY, 'categories'], queryFn: ({ signal }) => getTemplateCategories(signal), staleTime: Infinity, retry: false });
}
