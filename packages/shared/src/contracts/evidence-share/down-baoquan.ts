import { z } from 'zod';
import { CERT_MSG } from '../../constants/certificate';
import { SHARE_MSG } from '../../constants/evidence-share';
import { zExtractCode } from '../../validators/special-chars';

/** 保全号: 18 digits, a string end to end. */
export const zBaoquan = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.string({ error: SHARE_MSG.baoquanRequired }).min(1, { error: SHARE_MSG.baoquanRequired }).regex(/^\d{18}$/, { error: SHARE_MSG.baoquanInvalid }),
);

/**
 * POST /api/share/downBaoquan with code and baoquan, returns downUrl (000 §7); anonymous allowed. viewToken (ours,
 * issue 24 item 7): the token of the link the visitor came by, so a share link past its end extracts nothing.
 */
export const ZDownBaoquanRequest = z.object({
  code: zExtractCode,
  baoquan: zBaoquan,
  viewToken: z.string().max(100, { error: CERT_MSG.badViewToken }).optional(),
});
export type TDownBaoquanRequest = z.input<typeof ZDownBaoquanRequest>;

export const ZDownBaoquanResponse = z.object({
  downUrl: z.string(),
  /** a short-lived inline view of the original (PDF, image, audio, video); null for types a browser could run (HTML, SVG) */
  previewUrl: z.string().nullable(),
  /** the stored file's sniffed type, so the page picks <img> or the browser's PDF viewer */
  mime: z.string().nullable(),
  fileName: z.string(),
});
export type TDownBaoquanResponse = z.infer<typeof ZDownBaoquanResponse>;
