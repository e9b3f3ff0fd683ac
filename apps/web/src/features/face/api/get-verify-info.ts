import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVerifyInfo, type TVerifyInfo } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const FACE_KEY = ['face'] as const;

/** GET /api/user/getVerifyInfo: the face page reads the pending submission and its face result (masked). */
export function getVerifyInfo(): Promise<TVerifyInfo> {
  return api.get('/api/user/getVerifyInfo', { schema: ZVerifyInfo });
}

export function faceVerifyInfoQuery() {
  return queryOptions({ queryKey: [...FACE_KEY, 'verify-info'], queryFn: getVerifyInfo, staleTime: 0 });
}

export function useFaceVerifyInfo() {
  return useQuery(faceVerifyInfoQuery());
}
