import { z } from 'zod';
import { zMemberId, zOptionalUserId } from './fields';

/** POST /api/companyMember/del: pid, member_id; a pending (status 2) membership only. */
export const ZMemberDelRequest = z.object({ pid: zOptionalUserId, member_id: zMemberId });
export type TMemberDelRequest = z.input<typeof ZMemberDelRequest>;
