import { ZQueryMemberResponse, type TQueryMemberResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/companyMember/queryMember with mobile: the name of the person who may become a member. */
export function queryMember(mobile: string): Promise<TQueryMemberResponse> {
  return api.post('/api/companyMember/queryMember', { body: { mobile }, schema: ZQueryMemberResponse });
}
