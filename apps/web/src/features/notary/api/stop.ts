import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTARY_DETAIL_KEY } from './detail';
import { NOTARY_LIST_KEY } from './get-list';

/** POST /api/notary/stop {orderId, reason?} (001 §7 Notary "Stop"); resolves with the server's message. */
export async function stopNotary(body: { orderId: number; reason?: string }): Promise<string> {
  let msg = '';
  await api.post('/api/notary/stop', { body: { orderId: body.orderId, ...(body.reason ? { reason: body.reason } : {}) }, onMessage: (m) => (msg = m) });
  return msg;
}

/**
 * Settled either way, the lists are read again: a refusal usually means the order changed meanwhile. The
 * dialog shows a refusal itself (meta.silentError), so it is not toasted a second time.
 */
export function useStopNotary() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: stopNotary,
    meta: { silentError: true },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: NOTARY_LIST_KEY }), qc.invalidateQueries({ queryKey: NOTARY_DETAIL_KEY })]),
  });
}
