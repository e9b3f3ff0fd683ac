import { z } from 'zod';
import { MSG } from '../../constants/messages';
import { MEMBER_MSG } from '../../constants/members';
import { SMS_CODE_PATTERN } from '../../validators/codes';
import { zId, zOptionalId } from '../../validators/ids';
import { phoneField } from '../../validators/phone';
import { optionalText, requiredText } from '../../validators/text';

/** A membership id (`member_id`), from a form or a query. */
export const zMemberId = zId(MEMBER_MSG.notFound);

/** A user id the page sends back (`pid`, `son_uid`, `uid`); optional: the server knows who is who. */
export const zOptionalUserId = zOptionalId(MSG.badRequest);

export const zMemberMobile = phoneField(MEMBER_MSG.mobileRequired);
export const zMemberSmsCode = requiredText(MEMBER_MSG.smsCodeRequired, 6, MSG.smsWrong).pipe(z.string().regex(SMS_CODE_PATTERN, { error: MSG.smsWrong }));
export const zMemberSmsToken = requiredText(MEMBER_MSG.smsTokenMissing, 64, MSG.smsExpired);

/** uploaded image reference: companyMember/upload's path (images/<yyyymm>/<name>) or url; answers the name. */
const LETTER_REF = /^(?:images\/\d{6}\/|\/api\/upload\/image\/)([0-9a-f]{32}\.(?:png|jpg|gif))$/i;
export const zLetterPath = requiredText(MEMBER_MSG.letterRequired, 300, MEMBER_MSG.letterGone).pipe(
  z
    .string()
    .regex(LETTER_REF, { error: MEMBER_MSG.letterGone })
    .transform((v) => LETTER_REF.exec(v)?.[1]?.toLowerCase() ?? v),
);

/** A 'YYYY-MM-DD' date of a filter, or absent. */
export const zOptionalDay = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim() : v),
  z.string({ error: '日期格式不正确' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确' }).optional(),
);

export const zKeyword = optionalText(30);
