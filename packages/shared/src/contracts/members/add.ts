import { z } from 'zod';
import { zLetterPath, zMemberMobile, zMemberSmsCode, zMemberSmsToken, zOptionalUserId } from './fields';

/** POST /api/companyMember/add: mobile, pid, son_uid, smsCode, smsToken, filePath → status 2 (pending review). */
export const ZMemberAddRequest = z.object({
  mobile: zMemberMobile,
  pid: zOptionalUserId,
  son_uid: zOptionalUserId,
  smsCode: zMemberSmsCode,
  smsToken: zMemberSmsToken,
  filePath: zLetterPath,
});
export type TMemberAddRequest = z.input<typeof ZMemberAddRequest>;
export const ZMemberIdResponse = z.object({ member_id: z.number().int() });
export type TMemberIdResponse = z.infer<typeof ZMemberIdResponse>;
