import { z } from 'zod';
import { ZEsignSealItem } from './seal-item';

/**
 * GET /api/ElcSign/sealList (001 §7): the company's live seals, newest first. Not paged: a company
 * holds at most ESIGN_SEAL_LIMITS.perCompany seals (decision 416); `limit` is that number.
 */
export const ZEsignSealList = z.object({ list: z.array(ZEsignSealItem), count: z.number().int(), limit: z.number().int() });
export type TEsignSealList = z.infer<typeof ZEsignSealList>;
