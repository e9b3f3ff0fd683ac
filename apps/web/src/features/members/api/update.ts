import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMemberIdResponse, type TMemberIdResponse, type TMemberUpdateRequest } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { MEMBERS_KEY } from './keys';

/** POST /api/companyMember/update with mobile, member_id, smsCode, smsToken, filePath (status 2 only). */
export function updateMember(body: Record<keyof TMemberUpdateRequest, string>): Promise<TMemberIdResponse> {
  return api.post('/api/companyMember/update', { body, schema: ZMemberIdResponse });
}

export function useUpdateMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateMember, onSuccess: () => qc.invalidateQueries({ queryKey: MEMBERS_KEY }) });
}
