import { z } from 'zod';
import { zMemberId, zMemberSmsToken, zOptionalUserId } from './fields';
import { zSmsCode } from '../../validators/codes';

/** POST /api/companyMember/unbind: member_id, son_uid, smsCode, smsToken (000 §7): a member ends its own membership. */
export const ZMemberUnbindRequest = z.object({ member_id: zMemberId, son_uid: zOptionalUserId, smsCode: zSmsCode, smsToken: zMemberSmsToken });
export type TMemberUnbindRequest = z.input<typeof ZMemberUnbindRequest>;
