import { z } from 'zod';
import { NOTARY, NOTARY_MSG } from '../../constants/notary';

/** GET /api/notary/quote {records}: the fee an order of that many records costs (decision 850). */
export const ZNotaryQuoteQuery = z.object({
  records: z
    .string({ error: NOTARY_MSG.badQuoteRecords })
    .trim()
    .regex(/^\d{1,3}$/, { error: NOTARY_MSG.badQuoteRecords })
    .transform(Number)
    .refine((n) => n >= 1 && n <= NOTARY.maxRecords, { error: NOTARY_MSG.badQuoteRecords }),
});
export type TNotaryQuoteQuery = z.input<typeof ZNotaryQuoteQuery>;

/**
 * The fee of an order of `records` records, as the server will charge it when the order is made:
 * base + per record, in points (two decimals) and in yuan (points / POINTS_PER_YUAN).
 */
export const ZNotaryQuote = z.object({
  records: z.number().int(),
  basePoints: z.number(),
  perRecordPoints: z.number(),
  points: z.number(),
  yuan: z.number(),
});
export type TNotaryQuote = z.infer<typeof ZNotaryQuote>;
