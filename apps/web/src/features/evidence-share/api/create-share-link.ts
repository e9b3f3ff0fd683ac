import { useMutation } from '@tanstack/react-query';
import { ZCreateShareLinkResponse, type TCreateShareLinkRequest, type TCreateShareLinkResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/share/createShareLink {dataId, days}: the 分享 dialog's link (永久, 7 or 30 days) of one of the caller's records. */
export function createShareLink(body: TCreateShareLinkRequest): Promise<TCreateShareLinkResponse> {
  return api.post('/api/share/createShareLink', { body: { dataId: String(body.dataId), days: String(body.days) }, schema: ZCreateShareLinkResponse });
}

/** The dialog shows a refusal in place, so the global toast stays quiet. */
export function useCreateShareLinkMutation() {
  return useMutation({ mutationFn: createShareLink, meta: { silentError: true } });
}
