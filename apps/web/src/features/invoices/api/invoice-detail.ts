import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZInvoiceDetail, type TInvoiceDetail } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { INVOICE_KEY } from './rise-list';

/** POST /api/invoice/invoiceDetail (id). */
export function getInvoiceDetail(id: number, signal?: AbortSignal): Promise<TInvoiceDetail> {
  return api.post('/api/invoice/invoiceDetail', { body: { id }, schema: ZInvoiceDetail, signal });
}

export function invoiceDetailQuery(id: number) {
  return queryOptions({ queryKey: [...INVOICE_KEY, 'detail', id], queryFn: ({ signal }) => getInvoiceDetail(id, signal), retry: false });
}

export function useInvoiceDetail(id: number, enabled = true) {
  return useQuery({ ...invoiceDetailQuery(id), enabled });
}
