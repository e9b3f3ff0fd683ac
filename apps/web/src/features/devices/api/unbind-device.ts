import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDevice } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { DEVICES_KEY } from './keys';

/** POST /api/bwcData/unbindDevice: frees a recorder from its member; resolves with the server's message. */
export async function unbindDevice(body: { id: number }): Promise<string> {
  let msg = '';
  await api.post('/api/bwcData/unbindDevice', { body, schema: ZDevice, onMessage: (m) => (msg = m) });
  return msg;
}

export function useUnbindDevice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: unbindDevice, onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES_KEY }) });
}
