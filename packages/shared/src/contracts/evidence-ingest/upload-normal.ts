import { z } from 'zod';

/** POST /api/Upload/uploadNormal (000 §7): multipart `file`; msg '上传成功'. */
export const ZUploadNormalResult = z.object({
  /** the stored image's path, to send back in other forms */
  path: z.string(),
  /** where the logged-in uploader can fetch it (bearer header required) */
  url: z.string(),
});
export type TUploadNormalResult = z.infer<typeof ZUploadNormalResult>;
