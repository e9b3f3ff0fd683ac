import { useMutation } from '@tanstack/react-query';
import { ZAliIdentificationResponse, type TAliIdentificationResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/peruser/aliIdentification (000 §7): starts the payment-app check → certify_id and url. */
export function aliIdentification(): Promise<TAliIdentificationResponse> {
  return api.post('/api/peruser/aliIdentification', { body: { type: 1 }, schema: ZAliIdentificationResponse });
}

export function useAliIdentificationMutation() {
  return useMutation({ mutationFn: aliIdentification });
}
