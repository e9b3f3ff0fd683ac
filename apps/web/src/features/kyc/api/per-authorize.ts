import { useMutation } from '@tanstack/react-query';
import { ZSubmitVerificationResponse, type TPerAuthorizeRequest, type TSubmitVerificationResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export interface PerAuthorizeResult {
  data: TSubmitVerificationResponse;
  /** the server's own words ('提交成功，请等待审核'), shown as they are */
  msg: string;
}

/** POST /api/peruser/perAuthorize (000 §5, §7): the individual verification form, form-encoded. */
export async function perAuthorize(body: TPerAuthorizeRequest): Promise<PerAuthorizeResult> {
  let msg = '';
  const data = await api.post('/api/peruser/perAuthorize', { body: { ...body }, schema: ZSubmitVerificationResponse, onMessage: (m) => (msg = m) });
  return { data, msg };
}

export function usePerAuthorizeMutation() {
  return useMutation({ mutationFn: perAuthorize });
}
