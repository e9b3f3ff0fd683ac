import { z } from 'zod';
import { MSG } from '../../../constants/messages';
import { zLinkToken } from './link-token';

/** POST /api/h5elesign/identity {token, idCard}: step2. A new signer gets the face page to open. */
export const ZH5IdentityRequest = z.object({ token: zLinkToken, idCard: z.string({ error: MSG.idCardRequired }).trim().min(1, { error: MSG.idCardRequired }).max(30, { error: MSG.idCardInvalid }) });
export const ZH5IdentityResponse = z.object({ done: z.boolean(), faceUrl: z.string().nullable() });
export type TH5IdentityResponse = z.infer<typeof ZH5IdentityResponse>;
