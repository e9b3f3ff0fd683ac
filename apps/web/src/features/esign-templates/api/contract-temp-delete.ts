import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContractTempSaved } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { TEMPLATE_KEY } from './contract-temp-list';

/** POST /api/ElcSign/contractTempDelete {id}: flows already made from the template keep their copy. */
export async function deleteTemplate(id: number): Promise<string> {
  let msg = '';
  await api.post('/api/ElcSign/contractTempDelete', { body: { id }, schema: ZContractTempSaved, onMessage: (m) => (msg = m) });
  return msg;
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: () => qc.invalidateQueries({ queryKey: TEMPLATE_KEY }) });
}
