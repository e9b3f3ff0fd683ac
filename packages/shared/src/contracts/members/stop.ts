import { z } from 'zod';
import { MEMBER_LIMITS, MEMBER_MSG } from '../../constants/members';
import { optionalText } from '../../validators/text';
import { zMemberId, zMemberMobile, zMemberSmsCode, zMemberSmsToken, zOptionalUserId } from './fields';

/** POST /api/companyMember/stop: mobile, pid, son_uid, smsCode, smsToken, member_id (+ optional reason); 3 → 4. */
export const ZMemberStopRequest = z.object({
  mobile: zMemberMobile,
  pid: zOptionalUserId,
  son_uid: zOptionalUserId,
  smsCode: zMemberSmsCode,
  smsToken: zMemberSmsToken,
  member_id: zMemberId,
  reason: optionalText(MEMBER_LIMITS.stopReasonMax).refine((v) => v === undefined || [...v].length <= MEMBER_LIMITS.stopReasonMax, { error: MEMBER_MSG.stopReasonTooLong }),
});
export type TMemberStopRequest = z.input<typeof ZMemberStopRequest>;
