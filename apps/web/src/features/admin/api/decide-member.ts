import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MEMBER_REVIEW_KEY } from './member-reviews';

/** POST /api/admin/members/approve (member_id) or /reject (member_id, reason). */
export async function decideMember(d: { memberId: number; approve: true } | { memberId: number; approve: false; reason: string }): Promise<void> {
  if (d.approve) await api.post('/api/admin/members/approve', { scope: 'admin', body: { member_id: d.memberId } });
  else await api.post('/api/admin/members/reject', { scope: 'admin', body: { member_id: d.memberId, reason: d.reason } });
}

export function useDecideMember() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: decideMember, onSuccess: () => qc.invalidateQueries({ queryKey: MEMBER_REVIEW_KEY }) });
}
