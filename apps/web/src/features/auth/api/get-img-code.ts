import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZGetImgCodeResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/Register/getImgCode. `testText` only exists when the server runs with
 * CAPTCHA_TEST_ECHO=1 (end-to-end tests); the UI never shows it.
 */
const ZImgCode = ZGetImgCodeResponse.extend({ testText: z.string().optional() });
export type TImgCode = z.infer<typeof ZImgCode>;

export function getImgCode(): Promise<TImgCode> {
  return api.get('/api/Register/getImgCode', { schema: ZImgCode });
}

/** Each form owns its captcha (scope); captchas are single use, so never reuse a cached one. */
export function imgCodeQuery(scope: string) {
  return queryOptions({
    queryKey: ['auth', 'imgCode', scope],
    queryFn: getImgCode,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { silentError: true },
  });
}

export function useImgCodeQuery(scope: string, enabled = true) {
  return useQuery({ ...imgCodeQuery(scope), enabled });
}
