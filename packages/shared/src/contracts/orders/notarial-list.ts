import { z } from 'zod';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { ORDERS, ORDERS_MSG } from '../../constants/orders';
import { zPage } from '../common/envelope';
import { optionalFilterText, optionalInt } from '../evidence-list/fields';
import { ZNotaryMoneyFacts } from '../notary/money-facts';

const MAX_SECONDS = 253_402_300_799;

/**
 * GET /api/order/notarialList (001 §7 "Notarial order list"): startTime, endTime (unix seconds,
 * endTime inclusive), page, payType (0 all, 1 unpaid, 2 paid) and notarialType (0 all, 1–7 the
 * notary order types of 001 §9). The notarization issue fills the rows.
 */
export const ZNotarialListQuery = z
  .object({
    startTime: optionalInt(EVIDENCE_LIST_MSG.badStartTime, 0, MAX_SECONDS),
    endTime: optionalInt(EVIDENCE_LIST_MSG.badEndTime, 0, MAX_SECONDS),
    page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, ORDERS.pageMax),
    payType: optionalInt(ORDERS_MSG.badPayType, 0, 2),
    notarialType: optionalInt(ORDERS_MSG.badNotarialType, 0, 7),
    v: optionalFilterText(EVIDENCE_LIST_MSG.badV, 32, EVIDENCE_LIST_MSG.badV),
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, { error: EVIDENCE_LIST_MSG.startAfterEnd });
export type TNotarialListQuery = z.input<typeof ZNotarialListQuery>;
export type TNotarialListFilters = z.output<typeof ZNotarialListQuery>;

/**
 * One notarial order (001 §3 "Notarial order"): `money` the fee (points; one point is one yuan through the
 * cashier), `pay` 0 unpaid / 1 paid, addTime in ms, `id` the money row. Ours (decision 366): the money
 * facts (pay state, how paid, the amount in the unit paid, a refund), the notary status, and
 * `notaryOrderId` for /notary/detail.
 */
export const ZNotarialOrderItem = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  addTime: z.number().int(),
  money: z.number(),
  pay: z.number().int(),
  type: z.number().int(),
  typeName: z.string(),
  notaryOrderId: z.number().int().nullable(),
  notarial: z.number().int().nullable(),
  notarialName: z.string().nullable(),
  ...ZNotaryMoneyFacts.shape,
});
export type TNotarialOrderItem = z.infer<typeof ZNotarialOrderItem>;

export const ZNotarialListResponse = zPage(ZNotarialOrderItem);
export type TNotarialListResponse = z.infer<typeof ZNotarialListResponse>;
