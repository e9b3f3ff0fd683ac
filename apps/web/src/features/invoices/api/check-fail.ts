import { ZCheckFailResponse, type TCheckFailResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/invoice/checkFail: by an order id (the orders page), or by an application's id. */
export function checkFail(target: { orderId: number } | { invoiceId: number }): Promise<TCheckFailResponse> {
  const body = 'orderId' in target ? { id: target.orderId } : { invoiceId: target.invoiceId };
  return api.post('/api/invoice/checkFail', { body, schema: ZCheckFailResponse });
}
