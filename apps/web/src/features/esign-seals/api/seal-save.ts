import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EsignSealType } from '@evidence/shared/constants';
import { ZEsignSealSaveResult, type TEsignSealItem } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_SEALS_KEY } from './seal-list';

/** POST /api/ElcSign/sealSave {id, name, seal_type}: rename or retype (the image never changes). */
export async function saveEsignSeal(input: { id: number; name: string; sealType: EsignSealType }): Promise<{ seal: TEsignSealItem; msg: string }> {
  let msg = '';
  const seal = await api.post('/api/ElcSign/sealSave', {
    body: { id: input.id, name: input.name, seal_type: input.sealType },
    schema: ZEsignSealSaveResult,
    onMessage: (m) => (msg = m),
  });
  return { seal, msg };
}

export function useSaveEsignSeal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveEsignSeal, meta: { silentError: true }, onSuccess: () => qc.invalidateQueries({ queryKey: ESIGN_SEALS_KEY }) });
}
