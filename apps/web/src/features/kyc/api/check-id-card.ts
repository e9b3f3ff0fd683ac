import { useMutation } from '@tanstack/react-query';
import { ZCheckIdCardInformationResult, type TCheckIdCardInformationResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/Peruser/checkIdCardInformation with `url` (000 §7): the `path` of the caller's uploaded
 * ID-card front → id_name, id_code, id_address. A photo it cannot read answers code 400 with a
 * message such as '识别失败，请手动填写'; the form then clears the fields and shows it.
 */
export function checkIdCard(url: string, signal?: AbortSignal): Promise<TCheckIdCardInformationResult> {
  return api.post('/api/Peruser/checkIdCardInformation', { body: { url }, schema: ZCheckIdCardInformationResult, signal });
}

/** Failures are the form's to show (it clears the fields too), not the global toast's. */
export function useCheckIdCardMutation() {
  return useMutation({ mutationFn: (url: string) => checkIdCard(url), meta: { silentError: true } });
}
