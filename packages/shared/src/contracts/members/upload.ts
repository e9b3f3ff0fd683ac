import { z } from 'zod';

/** POST /api/companyMember/upload (multipart `file`): the letter image → path and full_path. */
export const ZMemberUploadResponse = z.object({ path: z.string(), full_path: z.string() });
export type TMemberUploadResponse = z.infer<typeof ZMemberUploadResponse>;

/** /api/companyMember/template: the authorization letter template's signed URL. */
export const ZMemberTemplateResponse = z.object({ url: z.string() });
export type TMemberTemplateResponse = z.infer<typeof ZMemberTemplateResponse>;
