import { z } from 'zod';

/** What the signed intake answers: the record the recording became. */
export const ZBwcUploadResult = z.object({ id: z.number().int(), baoquan: z.string(), sha256: z.string(), sm3: z.string(), size: z.number().int() });
export type TBwcUploadResult = z.infer<typeof ZBwcUploadResult>;
