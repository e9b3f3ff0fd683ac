import { useMutation } from '@tanstack/react-query';
import { ZH5FaceStartResponse, type TH5FaceStartResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL } from '../lib/h5';

/** POST /api/h5elesign/faceStart {token} — face-in: the provider's page for the intent check. */
export function postFaceStart(token: string): Promise<TH5FaceStartResponse> {
  return api.post('/api/h5elesign/faceStart', { json: { token }, schema: ZH5FaceStartResponse, ...H5_CALL });
}

export function useFaceStart(token: string) {
  return useMutation({ mutationFn: () => postFaceStart(token), meta: { silentError: true } });
}
