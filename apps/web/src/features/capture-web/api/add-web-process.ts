import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddWebProcessResponse, type TAddWebProcessRequest, type TAddWebProcessResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** The captures' query family (the same key every capture page reads under): refreshed after a new capture. */
const CAPTURES_FAMILY = ['captures'] as const;

/** POST /api/Processforensics/addWebProcess {url, title, label}: accepted, charged and queued. */
export function addWebProcess(body: TAddWebProcessRequest): Promise<TAddWebProcessResponse> {
  return api.post('/api/Processforensics/addWebProcess', { body: { url: body.url, title: body.title, label: body.label ?? '' }, schema: ZAddWebProcessResponse });
}

export function useAddWebProcess() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addWebProcess, onSettled: () => qc.invalidateQueries({ queryKey: CAPTURES_FAMILY }) });
}
