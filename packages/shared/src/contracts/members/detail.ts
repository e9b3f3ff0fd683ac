import { z } from 'zod';
import { zMemberId } from './fields';

/** /api/companyMember/detail with member_id (GET or POST): the company's member, or a member's own membership. */
export const ZMemberDetailRequest = z.object({ member_id: zMemberId });
export type TMemberDetailRequest = z.input<typeof ZMemberDetailRequest>;
