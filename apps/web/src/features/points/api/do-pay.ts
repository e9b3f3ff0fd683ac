import { useMutation } from '@tanstack/react-query';
import { ZPayStart, type TPayStart } from '@evidence/shared/contracts';
import type { PayChannel } from '@evidence/shared/constants';
import { api } from '@/lib/api-client';

/** POST /api/alipay/doPay: pay a pending order again (继续支付), by Alipay (page form) or WeChat (QR code). */
export function doPay(input: { order_no: string; type: PayChannel }): Promise<TPayStart> {
  return api.post('/api/alipay/doPay', { body: input, schema: ZPayStart });
}

export function useDoPayMutation() {
  return useMutation({ mutationFn: doPay });
}
