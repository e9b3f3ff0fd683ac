import { z } from 'zod';
import { MEMBER_LIMITS, MEMBER_MSG } from '../../constants/members';
import { zPage, zPageQuery } from '../common/envelope';
import { requiredText } from '../../validators/text';
import { zMemberId } from './fields';
import { ZMember } from './member';

/** GET /api/admin/members/list: memberships waiting for the operator (status 2, not rejected), oldest first. */
export const ZAdminMemberListRequest = zPageQuery;
export const ZAdminMemberList = zPage(ZMember);
export type TAdminMemberList = z.infer<typeof ZAdminMemberList>;

/** POST /api/admin/members/approve with member_id: 2 → 3. */
export const ZAdminMemberApproveRequest = z.object({ member_id: zMemberId });
/** POST /api/admin/members/reject with member_id, reason: stays 2 with audit_content. */
export const ZAdminMemberRejectRequest = z.object({
  member_id: zMemberId,
  reason: requiredText(MEMBER_MSG.rejectReasonRequired, MEMBER_LIMITS.auditContentMax, `驳回原因最多${MEMBER_LIMITS.auditContentMax}个字符`),
});
export type TAdminMemberRejectRequest = z.input<typeof ZAdminMemberRejectRequest>;
