import { z } from 'zod';
import { SHARE_MSG } from '../../constants/evidence-share';
import { zExtractCode } from '../../validators/special-chars';

/** 保全号: 18 digits, a string end to end. */
export const zBaoquan = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.string({ error: SHARE_MSG.baoquanRequired }).min(1, { error: SHARE_MSG.baoquanRequired }).regex(/^\d{18}$/, { error: SHARE_MSG.baoquanInvalid }),
);

/** POST /api/share/downBaoquan with code and baoquan, returns downUrl (000 §7); anonymous allowed. */
export const ZDownBaoquanRequest = z.object({ code: zExtractCode, baoquan: zBaoquan });
export type TDownBaoquanRequest = z.input<typeof ZDownBaoquanRequest>;

export const ZDownBaoquanResponse = z.object({ downUrl: z.string() });
export type TDownBaoquanResponse = z.infer<typeof ZDownBaoquanResponse>;
