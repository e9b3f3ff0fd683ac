import { useMutation, useQuery } from '@tanstack/react-query';
import { ZNotaryDecodeStarted, ZNotaryDecodeStatus, type TNotaryDecodeStatus } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

const POLL_MS = 1000;

/** POST /api/notary/deCode: starts the re-check of every original (a second click joins the running one); resolves with the server's msg. */
export async function startDecode(orderId: number): Promise<string> {
  let msg = '';
  await api.post('/api/notary/deCode', { body: { orderId }, schema: ZNotaryDecodeStarted, onMessage: (m) => (msg = m) });
  return msg;
}

export function useStartDecode() {
  return useMutation({ mutationFn: startDecode });
}

export function getDecodeStatus(orderId: number, signal?: AbortSignal): Promise<TNotaryDecodeStatus> {
  return api.get('/api/notary/deCodeStatus', { params: { orderId }, schema: ZNotaryDecodeStatus, signal });
}

/** The re-check's progress, asked every second while its job runs. */
export function useDecodeStatus(orderId: number) {
  return useQuery({
    queryKey: ['notary', 'deCodeStatus', orderId],
    queryFn: ({ signal }) => getDecodeStatus(orderId, signal),
    retry: false,
    refetchInterval: (q) => {
      const job = q.state.data?.job;
      return job && (job.status === 'queued' || job.status === 'running') ? POLL_MS : false;
    },
  });
}
