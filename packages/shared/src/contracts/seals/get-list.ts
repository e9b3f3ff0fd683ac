import { z } from 'zod';
import { ZSealItem } from './seal-item';

/**
 * GET /api/seal/getList (001 §7 "list"): the account's live seals, the default first, then newest
 * first. Not paged: an account holds at most SEAL_LIMITS.perAccount seals.
 */
export const ZSealList = z.object({ list: z.array(ZSealItem), count: z.number().int() });
export type TSealList = z.infer<typeof ZSealList>;
