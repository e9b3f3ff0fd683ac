import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetExtractCodeRequest } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { EXTRACT_CODE_KEY } from './get-extract-code';

/** POST /api/user/setExtractCode (000 §5). Not for sub-accounts; the server refuses them. */
export function setExtractCode(body: TSetExtractCodeRequest): Promise<unknown> {
  return api.post('/api/user/setExtractCode', { body: { ...body } });
}

export function useSetExtractCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExtractCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXTRACT_CODE_KEY }),
  });
}
