import { z } from 'zod';
import { ESIGN_MSG } from '../../../constants/esign';

/**
 * The signing link's token (or the result link's): any malformed one answers 001 §8's expired-link
 * message, exactly like an unknown one, so the shape tells nothing (the server checks it again).
 */
export const zLinkToken = z.string({ error: ESIGN_MSG.linkExpired }).trim().min(1, { error: ESIGN_MSG.linkExpired }).max(100, { error: ESIGN_MSG.linkExpired });
export const ZH5TokenRequest = z.object({ token: zLinkToken });
export type TH5TokenRequest = z.infer<typeof ZH5TokenRequest>;
