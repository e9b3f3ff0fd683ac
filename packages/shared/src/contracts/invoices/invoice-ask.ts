import { z } from 'zod';
import { INVOICE_LIMITS, INVOICE_MSG } from '../../constants/invoices';
import { zIdList } from '../../validators/ids';
import { zInvoiceRefId, zInvoiceOptText } from './fields';

/** ids: comma-joined order ids ('[1,2]' too; the shared id rule, validators/ids.ts), at most INVOICE_LIMITS.maxOrders. */
const zOrderIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/^\[|\]$/g, '') : v),
  zIdList({ empty: INVOICE_MSG.selectOrders, bad: INVOICE_MSG.orderNotFound, tooMany: INVOICE_MSG.tooManyOrders, max: INVOICE_LIMITS.maxOrders, countRepeats: true }),
);

/** POST /api/invoice/invoiceAsk (001 §3 invoice request): ids, userInvoiceId, type, remark (≤ 50). */
export const ZInvoiceAskRequest = z.object({
  ids: zOrderIds,
  userInvoiceId: zInvoiceRefId(INVOICE_MSG.selectHeader),
  type: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(1), z.literal(2)], { error: INVOICE_MSG.selectType }),
  ),
  remark: zInvoiceOptText(INVOICE_LIMITS.remarkMax, INVOICE_MSG.remarkTooLong),
});
export type TInvoiceAskRequest = z.input<typeof ZInvoiceAskRequest>;
export type TInvoiceAsk = z.output<typeof ZInvoiceAskRequest>;

export const ZInvoiceAskResponse = z.object({ id: z.number().int(), order_no: z.string(), money: z.string(), orderCount: z.number().int() });
export type TInvoiceAskResponse = z.infer<typeof ZInvoiceAskResponse>;
