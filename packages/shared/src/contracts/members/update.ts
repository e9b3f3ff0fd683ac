import { z } from 'zod';
import { zLetterPath, zMemberId, zMemberMobile, zMemberSmsCode, zMemberSmsToken } from './fields';

/** POST /api/companyMember/update: mobile, member_id, smsCode, smsToken, filePath; status 2 only, back to 待审核. */
export const ZMemberUpdateRequest = z.object({
  mobile: zMemberMobile,
  member_id: zMemberId,
  smsCode: zMemberSmsCode,
  smsToken: zMemberSmsToken,
  filePath: zLetterPath,
});
export type TMemberUpdateRequest = z.input<typeof ZMemberUpdateRequest>;
