import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSaveCaptureLabelResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { CAPTURES_KEY } from './keys';

/** POST /api/processlist/saveLabel {id, label}: resolves with the server's message. */
export async function saveCaptureLabel(v: { id: number; label: string }): Promise<string> {
  let msg = '';
  await api.post('/api/processlist/saveLabel', { body: v, schema: ZSaveCaptureLabelResponse, onMessage: (m) => (msg = m) });
  return msg;
}

export function useSaveCaptureLabel() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveCaptureLabel, onSettled: () => qc.invalidateQueries({ queryKey: CAPTURES_KEY }) });
}
