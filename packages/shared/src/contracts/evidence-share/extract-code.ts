import { z } from 'zod';
import { zNewExtractCode } from '../../validators/special-chars';

/**
 * GET /api/user/getExtractCode: the code that opens the caller's evidence (a sub-account sees its
 * company's and may not change it, 000 §2, §6). Served only here, never in the user info kept in
 * the browser's storage.
 */
export const ZExtractCodeInfo = z.object({
  /** null while none is set */
  extractCode: z.string().nullable(),
  /** true for a company member: the code is the company's */
  isCompanyCode: z.boolean(),
  canChange: z.boolean(),
  /** when it was last set (ms), null if never */
  updatedAt: z.number().nullable(),
  /** a code is stored but no longer opens (the key changed): nothing matches until a new one is set */
  unreadable: z.boolean(),
});
export type TExtractCodeInfo = z.infer<typeof ZExtractCodeInfo>;

/**
 * POST /api/user/setExtractCode (000 §5: required, at most 30 characters, no special characters;
 * issue 14: at least 6, letters and digits both, no spaces, emoji or invisible characters).
 */
export const ZSetExtractCodeRequest = z.object({ extractCode: zNewExtractCode });
export type TSetExtractCodeRequest = z.input<typeof ZSetExtractCodeRequest>;
