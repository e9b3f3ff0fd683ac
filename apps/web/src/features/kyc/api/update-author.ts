import { useMutation } from '@tanstack/react-query';
import { ZSubmitVerificationResponse, type TUpdateAuthorRequest } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import type { SubmitAnswer } from './company-authorize';

/**
 * POST /api/user/updateAuthor: a verified company names a new authorised person; an operator
 * reviews it ('变更申请已提交，请等待审核'), meanwhile the verified data stays in force.
 */
export async function updateAuthor(body: TUpdateAuthorRequest): Promise<SubmitAnswer> {
  let msg = '';
  const data = await api.post('/api/user/updateAuthor', { body: { ...body }, schema: ZSubmitVerificationResponse, onMessage: (m) => (msg = m) });
  return { data, msg };
}

export function useUpdateAuthorMutation() {
  return useMutation({ mutationFn: updateAuthor });
}
