import { z } from 'zod';

/** GET /api/h5elesign/entry {token}: what step1 shows and where the signer stands. */
export const ZH5Entry = z.object({
  flowNo: z.string(),
  title: z.string(),
  sender: z.string(),
  role: z.string(),
  signerName: z.string(),
  signerKind: z.enum(['person', 'company']),
  companyName: z.string().nullable(),
  phone: z.string(),
  status: z.string(),
  expiresAt: z.number().int(),
  pageCount: z.number().int(),
  /** identity: checked; intent: confirmed within the last 10 minutes (what sign needs) */
  identityDone: z.boolean(),
  /** account: a verified account's ID number; face: a new signer's real-name face check */
  identityPath: z.enum(['account', 'face']),
  intentDone: z.boolean(),
  ridingSeal: z.boolean(),
  fields: z.array(z.object({ id: z.number().int(), kind: z.string(), page: z.number().int(), label: z.string().nullable(), required: z.boolean(), xPct: z.number(), yPct: z.number(), wPct: z.number(), hPct: z.number() })),
});
export type TH5Entry = z.infer<typeof ZH5Entry>;
