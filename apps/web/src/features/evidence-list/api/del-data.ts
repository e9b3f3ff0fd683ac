import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { EVIDENCE_LIST_KEY } from './get-list';
import { LABEL_LIST_KEY } from './get-label-list';

/** POST /api/data/delData with dataId; resolves with the server's msg, which the page shows (000 §8). */
export async function delData(dataId: number): Promise<string> {
  let msg = '';
  await api.post('/api/data/delData', { body: { dataId }, onMessage: (m) => (msg = m) });
  return msg;
}

export function useDelDataMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delData,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: EVIDENCE_LIST_KEY }), queryClient.invalidateQueries({ queryKey: LABEL_LIST_KEY })]);
    },
  });
}
