import { useQuery } from '@tanstack/react-query';
import { ZSignerSealsResponse, type TSignerSealsRequest, type TSignerSealsResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_FLOWS_KEY } from './keys';

/** POST /api/ElcSign/signerSeals: whether each company signer typed can stamp, and the caller's own company (本方自动盖章). */
export function signerSeals(body: TSignerSealsRequest, signal?: AbortSignal): Promise<TSignerSealsResponse> {
  return api.post('/api/ElcSign/signerSeals', { json: body, schema: ZSignerSealsResponse, signal });
}

export function useSignerSeals(signers: TSignerSealsRequest['signers'], enabled = true) {
  return useQuery({ queryKey: [...ESIGN_FLOWS_KEY, 'signer-seals', signers], queryFn: ({ signal }) => signerSeals({ signers }, signal), enabled, retry: false, staleTime: 30_000 });
}
