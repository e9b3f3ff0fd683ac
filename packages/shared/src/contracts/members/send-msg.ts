import { z } from 'zod';
import { MEMBER_MSG } from '../../constants/members';
import { optionalText } from '../../validators/text';
import { zMemberMobile } from './fields';

/**
 * SMS send of the member dialogs (001 §7, 000 §7): POST /api/companyMember/sendMsg with mobile,
 * type 7 (add: to the future member) or 8 (disable: to the member; a member's own unbind), companyName.
 */
export const ZMemberSendMsgRequest = z.object({
  mobile: zMemberMobile,
  type: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['7', '8'], { error: MEMBER_MSG.badType })),
  companyName: optionalText(100),
});
export type TMemberSendMsgRequest = z.input<typeof ZMemberSendMsgRequest>;
export const ZMemberSendMsgResponse = z.object({ token: z.string(), resendAfter: z.number().int() });
export type TMemberSendMsgResponse = z.infer<typeof ZMemberSendMsgResponse>;
