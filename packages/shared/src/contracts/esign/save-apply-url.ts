import { z } from 'zod';
import { zSignId, zSignerId } from './flow-fields';

/** POST /api/ElcSign/saveApplyUrl {sign_id, signer_id}: a fresh link for one signer whose turn it is, to copy. */
export const ZSaveApplyUrlRequest = z.object({ sign_id: zSignId, signer_id: zSignerId });
export type TSaveApplyUrlRequest = z.input<typeof ZSaveApplyUrlRequest>;
export const ZSaveApplyUrlResponse = z.object({ url: z.string(), expiresAt: z.number().int() });
export type TSaveApplyUrlResponse = z.infer<typeof ZSaveApplyUrlResponse>;
