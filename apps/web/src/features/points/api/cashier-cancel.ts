import { ZCashierView, type TCashierView } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/payment/cashier/cancel with token: 取消支付 on the local test cashier. */
export async function cashierCancel(token: string): Promise<TCashierView & { msg: string }> {
  let msg = '';
  const r = await api.post('/api/payment/cashier/cancel', { body: { token }, schema: ZCashierView, onMessage: (m) => (msg = m) });
  return { ...r, msg };
}
