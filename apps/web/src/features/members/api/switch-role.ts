import { ZSwitchRoleResponse, type TSwitchRoleResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/companyMember/switchRole with pid, uid, role, client=1. */
export function switchRole(body: { role: '1' | '2'; pid: number; uid: number }): Promise<TSwitchRoleResponse> {
  return api.post('/api/companyMember/switchRole', { body: { ...body, client: 1 }, schema: ZSwitchRoleResponse });
}
