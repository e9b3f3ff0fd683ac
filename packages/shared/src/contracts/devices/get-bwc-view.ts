import { z } from 'zod';
import { ZMpsInfo } from '../certificate';

/** GET /api/share/getBwcView {baoquan, viewToken?}: a recording's enforcement view (masked unless owner). */
export const ZBwcView = z.object({
  baoquan: z.string(),
  title: z.string(),
  fileName: z.string(),
  fileTypeName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  sm3: z.string(),
  saveTime: z.number().int(),
  holder: z.string(),
  isSelf: z.number().int(),
  viewToken: z.string(),
  enforce: ZMpsInfo,
});
export type TBwcView = z.infer<typeof ZBwcView>;

