import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminInvoiceListResponse, type TAdminInvoiceListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const ADMIN_INVOICE_KEY = ['admin', 'invoice'] as const;
export const ADMIN_INVOICE_LIST_KEY = [...ADMIN_INVOICE_KEY, 'list'] as const;

/** GET /api/admin/invoice/list (page, status: 1 待开票 by default, 0 all). */
export function getAdminInvoiceList(f: { page: number; status: number }): Promise<TAdminInvoiceListResponse> {
  return api.get('/api/admin/invoice/list', { scope: 'admin', params: { page: f.page, status: f.status }, schema: ZAdminInvoiceListResponse });
}

export function adminInvoiceListQuery(f: { page: number; status: number }) {
  return queryOptions({ queryKey: [...ADMIN_INVOICE_LIST_KEY, f], queryFn: () => getAdminInvoiceList(f), placeholderData: keepPreviousData });
}

export function useAdminInvoiceList(f: { page: number; status: number }) {
  return useQuery(adminInvoiceListQuery(f));
}
