import { z } from 'zod';
import { ZSealIdRequest } from './seal-item';

/** POST /api/seal/del with id (001 §7): removes a non-default seal from the account's list. */
export const ZSealDelRequest = ZSealIdRequest;
export const ZSealDelResult = z.object({ id: z.number().int() });
export type TSealDelResult = z.infer<typeof ZSealDelResult>;
