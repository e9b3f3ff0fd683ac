import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBERS_KEY } from './keys';

/** POST /api/companyMember/stop with mobile, son_uid, smsCode, smsToken, member_id: disable, irreversible. */
export async function stopMember(body: { member_id: string; mobile: string; son_uid: string; smsCode: string; smsToken: string }): Promise<void> {
  await api.post('/api/companyMember/stop', { body });
}

export function useStopMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: stopMember, onSuccess: () => qc.invalidateQueries({ queryKey: MEMBERS_KEY }) });
}
