import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EsignSealType } from '@evidence/shared/constants';
import { ZEsignSealCreateResult, type TEsignSealItem } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_SEALS_KEY } from './seal-list';

export type EsignSealCreateInput =
  | { mode: 'generate'; sealType: EsignSealType; name?: string }
  | { mode: 'upload'; sealType: EsignSealType; name: string; file: File };

/** POST /api/ElcSign/sealCreate: generate from the verified company name (form), or upload a PNG (multipart). */
export async function createEsignSeal(input: EsignSealCreateInput): Promise<{ seal: TEsignSealItem; msg: string }> {
  let msg = '';
  const onMessage = (m: string) => (msg = m);
  if (input.mode === 'generate') {
    const body = { mode: 'generate', seal_type: input.sealType, ...(input.name ? { name: input.name } : {}) };
    const seal = await api.post('/api/ElcSign/sealCreate', { body, schema: ZEsignSealCreateResult, onMessage });
    return { seal, msg };
  }
  const form = new FormData();
  form.append('seal_type', input.sealType);
  form.append('name', input.name);
  form.append('file', input.file, input.file.name);
  const seal = await api.post('/api/ElcSign/sealCreate', { multipart: form, schema: ZEsignSealCreateResult, onMessage });
  return { seal, msg };
}

export function useCreateEsignSeal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createEsignSeal, meta: { silentError: true }, onSuccess: () => qc.invalidateQueries({ queryKey: ESIGN_SEALS_KEY }) });
}
