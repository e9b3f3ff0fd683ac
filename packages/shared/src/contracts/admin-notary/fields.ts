import { z } from 'zod';
import { MSG } from '../../constants/messages';
import { NOTARY_MSG } from '../../constants/notary';
import { NOTARY_OFFICE, NOTARY_OFFICE_MSG } from '../../constants/notary-office';
import { isPrintableLine } from '../../validators/text';
import { zId } from '../../validators/ids';

/** The order every console call names (`orderId`), by the shared id rule. */
export const zOfficeOrderId = zId(NOTARY_MSG.badOrderId);

/** A reason the applicant reads in a notice and the documents keep: required, one printable line (decision 272). */
export const zOfficeReason = z
  .string({ error: NOTARY_OFFICE_MSG.reasonRequired })
  .trim()
  .min(1, { error: NOTARY_OFFICE_MSG.reasonRequired })
  .max(NOTARY_OFFICE.reasonMax, { error: NOTARY_OFFICE_MSG.reasonTooLong })
  .refine(isPrintableLine, { error: MSG.invalidChars });

/** The result of a decision: the order's status and stage as they now stand. */
export const ZOfficeDecision = z.object({
  id: z.number().int(),
  notarial: z.number().int(),
  officeStage: z.string().nullable(),
  officeStageName: z.string().nullable(),
  /** points given back by this decision (终止 / 出证失败), 0 otherwise */
  refunded: z.number(),
  /** money (yuan) this decision refunds by the original payment route (a refund through the provider, 退款中), 0 when none */
  refundDue: z.number(),
});
export type TOfficeDecision = z.infer<typeof ZOfficeDecision>;
