import { z } from 'zod';
import { INVOICE_LIMITS, INVOICE_MSG } from '../../constants/invoices';
import { zInvoiceRefId, zInvoiceOptText } from './fields';

/** ids: comma-joined order ids (a JSON list is accepted too), at most INVOICE_LIMITS.maxOrders, no repeats. */
const zOrderIds = z.preprocess(
  (v) => {
    if (Array.isArray(v)) return v.map(String);
    if (typeof v !== 'string') return v;
    const t = v.trim().replace(/^\[|\]$/g, '');
    return t === '' ? [] : t.split(',').map((s) => s.trim());
  },
  z
    .array(z.string().regex(/^[1-9]\d{0,14}$/, { error: INVOICE_MSG.orderNotFound }), { error: INVOICE_MSG.selectOrders })
    .min(1, { error: INVOICE_MSG.selectOrders })
    .max(INVOICE_LIMITS.maxOrders, { error: INVOICE_MSG.tooManyOrders })
    .transform((a) => [...new Set(a.map(Number))]),
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
