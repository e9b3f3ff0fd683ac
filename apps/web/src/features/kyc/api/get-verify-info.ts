import { useQuery } from '@tanstack/react-query';
import { ZVerifyInfo, type TVerifyInfo } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** Prefix of both variants (masked, full): invalidate this after any change of state. */
export const VERIFY_INFO_KEY = ['verify-info'] as const;

/**
 * GET /api/user/getVerifyInfo (docs/verification.md): state, message, the current submission and a
 * change of authorised person. `full` asks for unmasked values, which the server gives only while
 * the form is editable (to fill it again after a rejection). Never cached by the browser.
 */
export function getVerifyInfo(full = false): Promise<TVerifyInfo> {
  return api.get('/api/user/getVerifyInfo', { params: full ? { full: 1 } : undefined, schema: ZVerifyInfo });
}

export function useVerifyInfo(full = false) {
  return useQuery({ queryKey: [...VERIFY_INFO_KEY, full], queryFn: () => getVerifyInfo(full) });
}
