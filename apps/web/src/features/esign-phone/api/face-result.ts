import { useQuery } from '@tanstack/react-query';
import { ESIGN } from '@evidence/shared/constants';
import { ZH5FaceResult, type TH5FaceResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL } from '../lib/h5';

/** GET /api/h5elesign/faceResult?token= — face-out polls it every ESIGN.facePollMs until SUCCESS or FAIL. */
export function getFaceResult(token: string): Promise<TH5FaceResult> {
  return api.get('/api/h5elesign/faceResult', { params: { token }, schema: ZH5FaceResult, ...H5_CALL });
}

export function useFaceResult(token: string) {
  return useQuery({
    queryKey: ['h5elesign', 'face', token],
    queryFn: () => getFaceResult(token),
    refetchInterval: (q) => (q.state.data?.result === 'PENDING' ? ESIGN.facePollMs : false),
    retry: false,
    refetchOnWindowFocus: true,
    meta: { silentError: true },
  });
}
