import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMemberIdResponse, type TMemberAddRequest, type TMemberIdResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { MEMBERS_KEY } from './keys';

/** POST /api/companyMember/add with mobile, son_uid, smsCode, smsToken, filePath. */
export function addMember(body: Record<keyof TMemberAddRequest, string | undefined>): Promise<TMemberIdResponse> {
  return api.post('/api/companyMember/add', { body, schema: ZMemberIdResponse });
}

export function useAddMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addMember, onSuccess: () => qc.invalidateQueries({ queryKey: MEMBERS_KEY }) });
}
