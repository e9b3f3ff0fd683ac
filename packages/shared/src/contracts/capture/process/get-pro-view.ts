import { z } from 'zod';
import { ZActionLine, ZCheckItem, ZProcessFile } from './look';

/** GET /api/share/getProView {id: capture number, viewToken?}: the public view of a confirmed session. */
export const ZGetProViewRequest = z.object({
  id: z.string().trim().regex(/^[A-Z]{2}\d{14,20}$/, { error: '取证编号不正确' }),
  viewToken: z.string().trim().max(64).optional(),
});
export type TGetProViewRequest = z.input<typeof ZGetProViewRequest>;

export const ZGetProViewResponse = z.object({
  captureNo: z.string(),
  kind: z.enum(['vm', 'ott']),
  kindName: z.string(),
  title: z.string(),
  /** the owner's name, masked unless the caller is the owner */
  ownerName: z.string(),
  startedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  confirmedAt: z.number().int().nullable(),
  usedSeconds: z.number().int().nullable(),
  evidenceNo: z.string(),
  /** the certificate's view token of evidenceNo: /attestation/{evidenceNo}?viewToken= */
  certificateViewToken: z.string(),
  packageSha256: z.string(),
  packageSm3: z.string(),
  packageSize: z.number().int(),
  ledgerIndex: z.number().int().nullable(),
  files: z.array(ZProcessFile),
  environment: z.array(ZCheckItem),
  environmentClean: z.boolean(),
  actions: z.array(ZActionLine),
  browser: z.string(),
  userAgent: z.string().nullable(),
  viewport: z.string(),
  videoUrl: z.string(),
  /** the owner's share link (with the view token); null for a visitor */
  shareUrl: z.string().nullable(),
  /** the caller may download the package (the verified owner, like the certificate's button) */
  canDownload: z.boolean(),
});
export type TGetProViewResponse = z.infer<typeof ZGetProViewResponse>;

/** POST /api/share/downProBaoquan {id: capture number}: the package download URL for the verified owner. */
export const ZDownProBaoquanRequest = z.object({ id: ZGetProViewRequest.shape.id });
export type TDownProBaoquanRequest = z.input<typeof ZDownProBaoquanRequest>;
