import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDevice } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { DEVICES_KEY } from './keys';

/** POST /api/bwcData/retireDevice: retires a recorder for good (key erased, member freed); resolves with the server's message. */
export async function retireDevice(body: { id: number }): Promise<string> {
  let msg = '';
  await api.post('/api/bwcData/retireDevice', { body, schema: ZDevice, onMessage: (m) => (msg = m) });
  return msg;
}

export function useRetireDevice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: retireDevice, onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES_KEY }) });
}
