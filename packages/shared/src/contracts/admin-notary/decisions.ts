import { z } from 'zod';
import { MSG } from '../../constants/messages';
import { NOTARY_OFFICE, NOTARY_OFFICE_MSG } from '../../constants/notary-office';
import { isPrintableLine } from '../../validators/text';
import { zId } from '../../validators/ids';
import { zOfficeOrderId, zOfficeReason } from './fields';

/** POST /api/admin/notary/accept {orderId}: 受理. Also the body of /issue. */
export const ZOfficeOrderRequest = z.object({ orderId: zOfficeOrderId });
export type TOfficeOrderRequest = z.input<typeof ZOfficeOrderRequest>;

/** POST /api/admin/notary/terminate and /fail {orderId, reason}. */
export const ZOfficeEndRequest = z.object({ orderId: zOfficeOrderId, reason: zOfficeReason });
export type TOfficeEndRequest = z.input<typeof ZOfficeEndRequest>;

/** A printed line of the record: one printable line, so no answer can add lines that read as 问/答 (decision 272). */
const line = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong }).refine(isPrintableLine, { error: MSG.invalidChars });

export const ZInterviewItem = z.object({
  q: line(NOTARY_OFFICE_MSG.questionRequired, NOTARY_OFFICE_MSG.questionTooLong, NOTARY_OFFICE.questionMax),
  a: line(NOTARY_OFFICE_MSG.answerRequired, NOTARY_OFFICE_MSG.answerTooLong, NOTARY_OFFICE.answerMax),
});

/** POST /api/admin/notary/interview {orderId, items}: items as a JSON array (a form field carries it as JSON text). */
export const ZOfficeInterviewRequest = z.object({
  orderId: zOfficeOrderId,
  items: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z
      .array(ZInterviewItem, { error: NOTARY_OFFICE_MSG.interviewRequired })
      .min(1, { error: NOTARY_OFFICE_MSG.interviewRequired })
      .max(NOTARY_OFFICE.interviewMaxItems, { error: NOTARY_OFFICE_MSG.interviewTooMany }),
  ),
});
export type TOfficeInterviewRequest = z.input<typeof ZOfficeInterviewRequest>;

/** GET /api/admin/notary/original {orderId, evidenceId}: a signed link to the original (the custody log says the office opened it). */
export const ZOfficeOriginalQuery = z.object({ orderId: zOfficeOrderId, evidenceId: zId('请选择存证记录') });
export const ZOfficeOriginal = z.object({ url: z.string() });
