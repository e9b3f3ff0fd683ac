import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * A template as the wizard needs it, read from GET /api/ElcSign/contractTempList (the templates part's call:
 * its contract lives with that part; only the fields used here are named).
 */
export interface TemplateChoice {
  id: number;
  name: string;
  categoryName?: string;
  roles: string[];
  fieldCount?: number;
  pageCount?: number;
}

interface TemplatePage {
  count: number;
  list: TemplateChoice[];
}

/** One page of the account's templates (a company's shared by its members), optionally by name. */
export function contractTempList(page: number, keyword: string, signal?: AbortSignal): Promise<TemplatePage> {
  return api.get<TemplatePage>('/api/ElcSign/contractTempList', { params: { page, ...(keyword ? { keyword } : {}) }, signal });
}

export function useContractTempList(page: number, keyword: string, enabled: boolean) {
  return useQuery({ queryKey: ['esign-flows', 'templates', page, keyword], queryFn: ({ signal }) => contractTempList(page, keyword, signal), enabled, retry: false });
}
