import { z } from 'zod';
import { zEsignSealId } from './seal-item';

/**
 * GET /api/ElcSign/sealImage {id, token?} (ours): the PNG. With `token` (the item's image_url, signed
 * for the main account) an <img> can load it; without, the caller's session must be the main account.
 */
export const ZEsignSealImageQuery = z.object({ id: zEsignSealId, token: z.string().max(2000).optional() });
