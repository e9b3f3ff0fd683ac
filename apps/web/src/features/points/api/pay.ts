import { useMutation } from '@tanstack/react-query';
import { ZPayStart, type TPayStart } from '@evidence/shared/contracts';
import type { PayChannel } from '@evidence/shared/constants';
import { api } from '@/lib/api-client';

/** POST /api/Evidences/pay: a new recharge order of `integral` yuan, and how to pay it. */
export function pay(input: { integral: number; type: PayChannel }): Promise<TPayStart> {
  return api.post('/api/Evidences/pay', { body: { integral: input.integral, type: input.type }, schema: ZPayStart });
}

export function usePayMutation() {
  return useMutation({ mutationFn: pay });
}
