import { ZCashierView, type TCashierView } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/payment/cashier/confirm with token: 确认支付 on the local test cashier. */
export async function cashierConfirm(token: string): Promise<TCashierView & { msg: string }> {
  let msg = '';
  const r = await api.post('/api/payment/cashier/confirm', { body: { token }, schema: ZCashierView, onMessage: (m) => (msg = m) });
  return { ...r, msg };
}
