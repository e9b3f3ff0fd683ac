import { z } from 'zod';
import { MEMBER_MSG } from '../../constants/members';
import { zOptionalUserId } from './fields';

/** Role option (001 §3): role (1 personal, 2 company), pid (the company, 0 for personal), user_id, name. */
export const ZRoleOption = z.object({
  role: z.enum(['1', '2']),
  pid: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  member_id: z.number().int().nullable(),
  /** the role the account acts in now */
  current: z.boolean(),
});
export type TRoleOption = z.infer<typeof ZRoleOption>;
export const ZCurrentRoles = z.object({ list: z.array(ZRoleOption) });
export type TCurrentRoles = z.infer<typeof ZCurrentRoles>;

/** POST /api/companyMember/switchRole: pid, uid, role, client=1. */
export const ZSwitchRoleRequest = z.object({
  // the personal role's pid is 0 (001 §3, the role list's own answer): absent, not a bad id (the new-user review
  // found the header's 个人身份 refused since the id rule of issue 14)
  pid: z.preprocess((v) => (v === 0 || v === '0' ? undefined : v), zOptionalUserId),
  uid: zOptionalUserId,
  role: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['1', '2'], { error: MEMBER_MSG.roleInvalid })),
  client: z.unknown().optional(),
});
export type TSwitchRoleRequest = z.input<typeof ZSwitchRoleRequest>;
export const ZSwitchRoleResponse = z.object({ role: z.enum(['1', '2']), pid: z.number().int() });
export type TSwitchRoleResponse = z.infer<typeof ZSwitchRoleResponse>;
