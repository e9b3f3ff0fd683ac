import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContractTempSaved, type TContractTempSaved } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { TEMPLATE_KEY } from './contract-temp-list';

/** POST /api/ElcSign/contractTempCopy {id}: a copy named "…（副本）". */
export async function copyTemplate(id: number): Promise<{ saved: TContractTempSaved; msg: string }> {
  let msg = '';
  const saved = await api.post('/api/ElcSign/contractTempCopy', { body: { id }, schema: ZContractTempSaved, onMessage: (m) => (msg = m) });
  return { saved, msg };
}

export function useCopyTemplate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: copyTemplate, onSuccess: () => qc.invalidateQueries({ queryKey: TEMPLATE_KEY }) });
}
