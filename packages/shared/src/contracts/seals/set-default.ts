import { z } from 'zod';
import { ZSealIdRequest } from './seal-item';

/** POST /api/seal/setDefault with id (001 §7): makes that seal the account's one default. */
export const ZSealSetDefaultRequest = ZSealIdRequest;
export const ZSealSetDefaultResult = z.object({ id: z.number().int() });
export type TSealSetDefaultResult = z.infer<typeof ZSealSetDefaultResult>;
