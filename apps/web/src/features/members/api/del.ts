import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBERS_KEY } from './keys';

/** POST /api/companyMember/del with member_id: a pending (status 2) membership. */
export async function delMember(memberId: number): Promise<void> {
  await api.post('/api/companyMember/del', { body: { member_id: memberId } });
}

export function useDelMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: delMember, onSuccess: () => qc.invalidateQueries({ queryKey: MEMBERS_KEY }) });
}
