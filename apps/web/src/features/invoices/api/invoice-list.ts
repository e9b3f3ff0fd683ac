import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZInvoiceListResponse, type TInvoiceListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { INVOICE_KEY } from './rise-list';

export interface InvoiceListFilter {
  page: number;
  startTime?: number;
  endTime?: number;
  /** 0 all, 1 待开票, 2 已开票, 4 已拒绝 */
  status: number;
}

export const INVOICE_LIST_KEY = [...INVOICE_KEY, 'list'] as const;

/** POST /api/invoice/invoiceList (page, startTime, endTime, status): 10 a page. */
export function getInvoiceList(f: InvoiceListFilter, signal?: AbortSignal): Promise<TInvoiceListResponse> {
  return api.post('/api/invoice/invoiceList', {
    body: { page: f.page, startTime: f.startTime, endTime: f.endTime, status: f.status || undefined },
    schema: ZInvoiceListResponse,
    signal,
  });
}

export function invoiceListQuery(f: InvoiceListFilter) {
  return queryOptions({ queryKey: [...INVOICE_LIST_KEY, f], queryFn: ({ signal }) => getInvoiceList(f, signal), placeholderData: keepPreviousData });
}

export function useInvoiceList(f: InvoiceListFilter, enabled = true) {
  return useQuery({ ...invoiceListQuery(f), enabled });
}
