import { z } from 'zod';
import { zMemberMobile, zOptionalUserId } from './fields';

/** POST /api/companyMember/queryMember: mobile, pid → the person who may become a member. */
export const ZQueryMemberRequest = z.object({ mobile: zMemberMobile, pid: zOptionalUserId });
export type TQueryMemberRequest = z.input<typeof ZQueryMemberRequest>;
export const ZQueryMemberResponse = z.object({ user_id: z.number().int(), name: z.string() });
export type TQueryMemberResponse = z.infer<typeof ZQueryMemberResponse>;
