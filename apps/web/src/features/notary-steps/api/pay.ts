import { useQuery } from '@tanstack/react-query';
import { ZNotaryDetailResponse, ZNotaryPaid, ZPayStart, type TPayStart } from '@evidence/shared/contracts';
import type { PayChannel } from '@evidence/shared/constants';
import { api } from '@/lib/api-client';

/** POST /api/notary/payByPoints: the fee from the account's points; the order goes to the office. */
export async function payByPoints(orderId: number): Promise<string> {
  let msg = '';
  await api.post('/api/notary/payByPoints', { body: { orderId }, schema: ZNotaryPaid, onMessage: (m) => (msg = m) });
  return msg;
}

/** POST /api/notary/payOnline: WeChat (QR code) or Alipay (page form); then wxIsPay is polled every 3 s. */
export function payOnline(orderId: number, type: PayChannel): Promise<TPayStart> {
  return api.post('/api/notary/payOnline', { body: { orderId, type }, schema: ZPayStart });
}

/** GET /api/notary/detail (first page): the order's fee and payment state for the pay step. */
export function useNotaryInfo(orderId: number) {
  return useQuery({
    queryKey: ['notary', 'detail', orderId, 1],
    queryFn: ({ signal }) => api.get('/api/notary/detail', { params: { orderId, page: 1 }, schema: ZNotaryDetailResponse, signal }),
    retry: false,
  });
}
