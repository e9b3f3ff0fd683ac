import { useMutation } from '@tanstack/react-query';
import { ZNotarialFacts, type TNotarialFacts, type TNotarialLookupRequest } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/check/notarial: a notarial certificate number + image captcha → its public facts. */
export function lookupNotarial(body: TNotarialLookupRequest): Promise<TNotarialFacts> {
  return api.post('/api/check/notarial', { body: { ...body }, schema: ZNotarialFacts });
}

export function useNotarialLookupMutation() {
  // the page shows the refusal beside the form (not found, wrong captcha)
  return useMutation({ mutationFn: lookupNotarial, meta: { silentError: true } });
}
