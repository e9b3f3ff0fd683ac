import { useQuery } from '@tanstack/react-query';
import { ZAdminInvoiceDetail, type TAdminInvoiceDetail } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_INVOICE_KEY } from './get-invoice-list';

/** GET /api/admin/invoice/detail (id): audited on the server, so not refetched on focus. */
export function getAdminInvoiceDetail(id: number): Promise<TAdminInvoiceDetail> {
  return api.get('/api/admin/invoice/detail', { scope: 'admin', params: { id }, schema: ZAdminInvoiceDetail });
}

export function useAdminInvoiceDetail(id: number | null) {
  return useQuery({
    queryKey: [...ADMIN_INVOICE_KEY, 'detail', id],
    queryFn: () => getAdminInvoiceDetail(id ?? 0),
    enabled: id !== null,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
