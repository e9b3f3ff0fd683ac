import { useQuery } from '@tanstack/react-query';
import { ZOfficeDetail, type TOfficeDetail } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_NOTARY_KEY } from './get-notary-list';

/**
 * GET /api/admin/notary/detail?orderId=: full identities and 10-minute document links; the server audits
 * every view, so it is fetched when the drawer opens and not kept.
 */
export function getNotaryDetail(orderId: number): Promise<TOfficeDetail> {
  return api.get('/api/admin/notary/detail', { scope: 'admin', params: { orderId }, schema: ZOfficeDetail });
}

/** `poll`: while the certificate is made (stage issuing) or the applicant signs (confirming), every 2 s; while a refund is 退款中, every 3 s. */
export function useNotaryDetail(orderId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_NOTARY_KEY, 'detail', orderId],
    queryFn: () => getNotaryDetail(orderId ?? 0),
    enabled: orderId !== null,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (q) =>
      q.state.data?.officeStage === 'issuing' || q.state.data?.officeStage === 'confirming' ? 2000 : q.state.data?.refunds.some((r) => r.state === 'processing') ? 3000 : false,
  });
}
