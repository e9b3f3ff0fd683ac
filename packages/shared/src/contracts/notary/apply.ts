import { z } from 'zod';
import { NOTARY, NOTARY_MSG } from '../../constants/notary';
import { zIdList } from '../../validators/ids';

/**
 * POST /api/notary/apply {ids}: comma-joined ids of the caller's records → a new notarial order. Ids that
 * are not comma-joined text (a JSON array, a letter) are a format error, not a record that cannot be
 * picked (decision 368).
 */
export const ZNotaryApplyRequest = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/^\[|\]$/g, '') : v),
    zIdList({ empty: NOTARY_MSG.selectRecords, bad: NOTARY_MSG.badRecordIds, tooMany: NOTARY_MSG.tooManyRecords, max: NOTARY.maxRecords }),
  ),
  /**
   * The fee in points the applicant confirmed (the quote's `points`, decision 851). Optional; when sent
   * and not the fee the server computes now, nothing is created and the applicant is asked to confirm again.
   */
  fee: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: NOTARY_MSG.badFee })
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: NOTARY_MSG.badFee })
      .transform((v) => Math.round(Number(v) * 100))
      .optional(),
  ),
});
export type TNotaryApplyRequest = z.input<typeof ZNotaryApplyRequest>;

/** 001 §3 "Notarial order": orderNo, addTime, money, pay, id, type. */
export const ZNotaryOrderCreated = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  addTime: z.number().int(),
  money: z.number(),
  pay: z.number().int(),
  type: z.number().int(),
  number: z.number().int(),
});
export type TNotaryOrderCreated = z.infer<typeof ZNotaryOrderCreated>;
