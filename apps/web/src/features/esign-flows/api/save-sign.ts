import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSaveSignResponse, type TSaveSignData, type TSaveSignResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_FLOWS_KEY, USER_KEY } from './keys';

export interface SaveSignInput {
  data: TSaveSignData;
  file?: File | null;
}

/** POST /api/ElcSign/saveSign (multipart `data` JSON, optional `file`): a draft, or with send: 1 the flow sent. */
export async function saveSign(input: SaveSignInput): Promise<{ saved: TSaveSignResponse; msg: string }> {
  const form = new FormData();
  form.append('data', JSON.stringify(input.data));
  if (input.file) form.append('file', input.file, input.file.name);
  let msg = '';
  const saved = await api.post('/api/ElcSign/saveSign', { multipart: form, schema: ZSaveSignResponse, onMessage: (m) => (msg = m) });
  return { saved, msg };
}

/** The wizard shows a refusal itself (meta.silentError); the lists and details are read again either way. */
export function useSaveSign() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveSign, meta: { silentError: true }, onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ESIGN_FLOWS_KEY }), qc.invalidateQueries({ queryKey: USER_KEY })]) });
}
