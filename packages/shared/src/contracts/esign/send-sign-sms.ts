import { z } from 'zod';
import { zOptionalSignerId, zSignId } from './flow-fields';

/** POST /api/ElcSign/sendSignSms {sign_id, signer_id?}: new links for the signers whose turn it is (or one), texted. */
export const ZSendSignSmsRequest = z.object({ sign_id: zSignId, signer_id: zOptionalSignerId });
export type TSendSignSmsRequest = z.input<typeof ZSendSignSmsRequest>;
export const ZSendSignSmsResponse = z.object({ texted: z.number().int() });
export type TSendSignSmsResponse = z.infer<typeof ZSendSignSmsResponse>;
