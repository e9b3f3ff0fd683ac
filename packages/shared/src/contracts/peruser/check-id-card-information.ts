import { z } from 'zod';
import { ID_CARD_OCR_MSG } from '../../constants/id-card-ocr';

/**
 * POST /api/Peruser/checkIdCardInformation with `url` (000 §7): the front photo of the caller's ID
 * card, as `data.path` or `data.url` of /api/Upload/uploadNormal. Only the caller's own upload is
 * read; anything else answers like a missing image. The server checks the shape (it is never
 * fetched as a URL).
 */
export const ZCheckIdCardInformationRequest = z.object({
  url: z.string({ error: ID_CARD_OCR_MSG.urlRequired }).trim().min(1, { error: ID_CARD_OCR_MSG.urlRequired }),
});
export type TCheckIdCardInformationRequest = z.input<typeof ZCheckIdCardInformationRequest>;

/**
 * The three fields read from the card: name, 18-character ID number (GB 11643 check character
 * verified, upper-case X) and address. A field that cannot be read reliably fails the whole call
 * (code 400, ID_CARD_OCR_MSG.failed): the page clears the fields and shows the message.
 */
export const ZCheckIdCardInformationResult = z.object({
  id_name: z.string(),
  id_code: z.string(),
  id_address: z.string(),
});
export type TCheckIdCardInformationResult = z.infer<typeof ZCheckIdCardInformationResult>;
