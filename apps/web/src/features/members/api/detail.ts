import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMember, type TMember } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { MEMBERS_KEY } from './keys';

/** GET /api/companyMember/detail with member_id. */
export function getMemberDetail(memberId: number, signal?: AbortSignal): Promise<TMember> {
  return api.get('/api/companyMember/detail', { params: { member_id: memberId }, schema: ZMember, signal });
}

export function memberDetailQuery(memberId: number) {
  return queryOptions({ queryKey: [...MEMBERS_KEY, 'detail', memberId], queryFn: ({ signal }) => getMemberDetail(memberId, signal), retry: false });
}

export function useMemberDetail(memberId: number, enabled = true) {
  return useQuery({ ...memberDetailQuery(memberId), enabled: enabled && memberId > 0 });
}
