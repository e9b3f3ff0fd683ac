import { useMutation } from '@tanstack/react-query';
import { ZSubmitVerificationResponse, type TCompanyAuthorizeRequest, type TSubmitVerificationResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** The answer with the server's message, which the page shows as it is ('提交成功，请等待审核'). */
export interface SubmitAnswer {
  data: TSubmitVerificationResponse;
  msg: string;
}

/** POST /api/user/companyAuthorize (000 §7): the whole company form; images by their uploadNormal path. */
export async function companyAuthorize(body: TCompanyAuthorizeRequest): Promise<SubmitAnswer> {
  let msg = '';
  const data = await api.post('/api/user/companyAuthorize', { body: { ...body }, schema: ZSubmitVerificationResponse, onMessage: (m) => (msg = m) });
  return { data, msg };
}

export function useCompanyAuthorizeMutation() {
  return useMutation({ mutationFn: companyAuthorize });
}
