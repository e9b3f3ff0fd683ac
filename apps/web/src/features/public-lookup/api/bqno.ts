import { useMutation } from '@tanstack/react-query';
import { ZBqnoResponse, type TBqnoRequest, type TBqnoResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/check/bqno: evidence number + image captcha → a short-lived viewToken. */
export function bqno(body: TBqnoRequest): Promise<TBqnoResponse> {
  return api.post('/api/check/bqno', { body: { ...body }, schema: ZBqnoResponse });
}

export function useBqnoMutation() {
  return useMutation({ mutationFn: bqno });
}
