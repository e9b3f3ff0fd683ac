import { z } from 'zod';
import { ESIGN_MSG } from '../../../constants/esign';
import { MSG } from '../../../constants/messages';
import { zId } from '../../../validators/ids';
import { isPrintableLine } from '../../../validators/text';
import { zLinkToken } from './link-token';

/**
 * POST /api/h5elesign/sign and /api/h5elesign/check (JSON): the handwriting once (a PNG data URL, for every
 * signature field), a seal per seal field, a text per text field. Date and name fields are the server's.
 */
export const ZH5SignRequest = z.object({
  token: zLinkToken,
  handwriting: z.string({ error: ESIGN_MSG.handwritingRequired }).max(1_500_000, { error: ESIGN_MSG.handwritingTooLarge }).optional(),
  fields: z
    .array(z.object({ id: zId(ESIGN_MSG.fieldNotYours), sealId: zId(ESIGN_MSG.sealRequired).optional(), text: z.string({ error: ESIGN_MSG.textRequired }).trim().max(200, { error: ESIGN_MSG.textTooLong }).refine(isPrintableLine, { error: MSG.invalidChars }).optional() }), { error: ESIGN_MSG.fillAllFields })
    .max(200, { error: ESIGN_MSG.fillAllFields }),
  /** sign: the SHA-256 of the document the page showed (check answers it as X-Document-Sha256); sign refuses any other */
  documentSha256: z.string({ error: ESIGN_MSG.documentChanged }).regex(/^[0-9a-fA-F]{64}$/, { error: ESIGN_MSG.documentChanged }).optional(),
});
export type TH5SignRequest = z.input<typeof ZH5SignRequest>;
export const ZH5SignResponse = z.object({ flowDone: z.boolean() });
export type TH5SignResponse = z.infer<typeof ZH5SignResponse>;
