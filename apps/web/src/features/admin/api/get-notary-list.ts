import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOfficeListResponse, type TOfficeListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const ADMIN_NOTARY_KEY = ['admin', 'notary'] as const;

export interface OfficeListFilter {
  page: number;
  /** an office stage, or 'all' */
  stage: string;
  /** 0 all, 1–4 */
  status: number;
  orderNo: string;
}

/** GET /api/admin/notary/list (page, stage, status, orderNo): the office's queue, 10 a page. */
export function getNotaryList(f: OfficeListFilter): Promise<TOfficeListResponse> {
  return api.get('/api/admin/notary/list', { scope: 'admin', params: { page: f.page, stage: f.stage, status: f.status, orderNo: f.orderNo }, schema: ZOfficeListResponse });
}

export function useNotaryList(f: OfficeListFilter) {
  return useQuery(queryOptions({ queryKey: [...ADMIN_NOTARY_KEY, 'list', f], queryFn: () => getNotaryList(f), placeholderData: keepPreviousData }));
}
