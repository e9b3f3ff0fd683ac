import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSealCreateResult, type TSealCreateResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { SEAL_LIST_KEY } from './get-list';

/** POST /api/seal/create, multipart `name` and `file` (the drawn signature as a PNG). */
export async function createSeal(input: { name: string; png: Blob }): Promise<{ seal: TSealCreateResult; msg: string }> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('file', input.png, 'signature.png');
  let msg = '';
  const seal = await api.post('/api/seal/create', { multipart: form, schema: ZSealCreateResult, onMessage: (m) => (msg = m) });
  return { seal, msg };
}

export function useCreateSeal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createSeal, onSuccess: () => qc.invalidateQueries({ queryKey: SEAL_LIST_KEY }) });
}
