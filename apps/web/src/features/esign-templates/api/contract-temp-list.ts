import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZContractTempList, type TContractTempList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const TEMPLATE_KEY = ['esign', 'templates'] as const;

export interface TemplateListQuery {
  page: number;
  keyword?: string;
  category?: string;
}

/** GET /api/ElcSign/contractTempList {page, keyword?, category?}: the account's templates, 10 a page. */
export function getTemplateList(q: TemplateListQuery, signal?: AbortSignal): Promise<TContractTempList> {
  return api.get('/api/ElcSign/contractTempList', { params: { ...q }, schema: ZContractTempList, signal });
}

export function useTemplateList(q: TemplateListQuery) {
  return useQuery({
    queryKey: [...TEMPLATE_KEY, 'list', q],
    queryFn: ({ signal }) => getTemplateList(q, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
