import { z } from 'zod';
import { zSignId } from './flow-fields';

/** POST /api/ElcSign/delSign {sign_id}: drafts only, soft delete. */
export const ZDelSignRequest = z.object({ sign_id: zSignId });
export type TDelSignRequest = z.input<typeof ZDelSignRequest>;
export const ZDelSignResponse = z.object({ id: z.number().int() });
export type TDelSignResponse = z.infer<typeof ZDelSignResponse>;
