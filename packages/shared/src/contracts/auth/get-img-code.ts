import { z } from 'zod';

/** GET /api/Register/getImgCode: a new 4-character image captcha. */
export const ZGetImgCodeResponse = z.object({
  /** sent back with the typed text; single use */
  captchaKey: z.string(),
  /** data URL of the SVG image */
  img: z.string(),
});
export type TGetImgCodeResponse = z.infer<typeof ZGetImgCodeResponse>;
