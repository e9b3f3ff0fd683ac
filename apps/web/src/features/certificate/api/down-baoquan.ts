import { useMutation } from '@tanstack/react-query';
import { ZDownUrl, type TDownUrl } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/data/downBaoquan with dataId (000 §7): the owner's signed package URL. */
export function downBaoquan(dataId: number): Promise<TDownUrl> {
  return api.post('/api/data/downBaoquan', { body: { dataId }, schema: ZDownUrl });
}

export function useDownBaoquanMutation() {
  return useMutation({ mutationFn: downBaoquan });
}
