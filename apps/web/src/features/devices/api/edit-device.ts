import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDevice } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { DEVICES_KEY } from './keys';

/** POST /api/bwcData/editDevice: renames a recorder; resolves with the server's message. */
export async function editDevice(body: { id: number; name: string }): Promise<string> {
  let msg = '';
  await api.post('/api/bwcData/editDevice', { body, schema: ZDevice, onMessage: (m) => (msg = m) });
  return msg;
}

export function useEditDevice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: editDevice, onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES_KEY }) });
}
