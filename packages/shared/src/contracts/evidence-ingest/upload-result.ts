import { z } from 'zod';

/** GET /api/upload/result?id=<tus upload id>: what a finished resumable upload became. */
export const ZUploadResultQuery = z.object({
  id: z.string({ error: '上传记录不存在或已过期，请重新上传' }).regex(/^[0-9a-f]{32}$/, { error: '上传记录不存在或已过期，请重新上传' }),
});

/** Also the body of the tus request that completes an upload. */
export const ZUploadResult = z.object({
  uploadId: z.string(),
  /** the record id (the certificate page is /attestation/<id>) */
  id: z.number().int(),
  /** 保全号: 18 digits, a string */
  baoquan: z.string(),
  title: z.string(),
  fileName: z.string(),
  fileType: z.number().int(),
  fileTypeName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  sm3: z.string(),
  fileStatus: z.string(),
  /** an earlier record of the same owner with the same SHA-256, if any */
  duplicateOf: z.object({ id: z.number().int(), baoquan: z.string() }).nullable(),
  /** EVIDENCE_MSG.duplicateOfEarlier when duplicateOf is set */
  notice: z.string().nullable(),
});
export type TUploadResult = z.infer<typeof ZUploadResult>;
