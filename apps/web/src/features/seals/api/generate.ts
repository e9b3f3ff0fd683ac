import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSealGenerateResult, type TSealGenerateResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { SEAL_LIST_KEY } from './get-list';

/** POST /api/seal/generate: stores the seal of the verified name. */
export async function generateSeal(): Promise<{ seal: TSealGenerateResult; msg: string }> {
  let msg = '';
  const seal = await api.post('/api/seal/generate', { body: {}, schema: ZSealGenerateResult, onMessage: (m) => (msg = m) });
  return { seal, msg };
}

export function useGenerateSeal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: generateSeal, onSuccess: () => qc.invalidateQueries({ queryKey: SEAL_LIST_KEY }) });
}
