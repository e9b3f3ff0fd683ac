import { PayStatus } from '@evidence/shared/constants';
import { ZPayState } from '@evidence/shared/contracts';
import { api, isApiError } from '@/lib/api-client';

export type PollOutcome = 'paid' | 'pending' | 'closed';

/**
 * POST /api/alipay/wxIsPay with order_no (001 §4): code 200 means paid. Any other answer carries the
 * state: still pending keeps the poll going, cancelled or failed ends it.
 */
export async function wxIsPay(orderNo: string): Promise<PollOutcome> {
  try {
    await api.post('/api/alipay/wxIsPay', { body: { order_no: orderNo }, schema: ZPayState });
    return 'paid';
  } catch (e) {
    if (isApiError(e) && e.code === 400) {
      const status = (e.data as { pay_status?: number } | null)?.pay_status;
      return status === PayStatus.cancelled || status === PayStatus.failed ? 'closed' : 'pending';
    }
    // a network hiccup or an expired session (the client handles that): try again at the next tick
    return 'pending';
  }
}
