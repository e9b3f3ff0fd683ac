import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDevice } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { DEVICES_KEY } from './keys';

/** POST /api/bwcData/bindDevice: binds a recorder to a bound member; resolves with the server's message. */
export async function bindDevice(body: { id: number; member_id: number }): Promise<string> {
  let msg = '';
  await api.post('/api/bwcData/bindDevice', { body, schema: ZDevice, onMessage: (m) => (msg = m) });
  return msg;
}

export function useBindDevice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: bindDevice, onSuccess: () => qc.invalidateQueries({ queryKey: DEVICES_KEY }) });
}
