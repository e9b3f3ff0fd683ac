import { z } from 'zod';
import { EVIDENCE_MSG } from '../../constants/evidence';
import { SHARE_LINK_DAYS, SHARE_MSG, type ShareLinkDays } from '../../constants/evidence-share';
import { zId } from '../../validators/ids';

/**
 * POST /api/share/createShareLink {dataId, days}: the 分享 dialog's link for one of the caller's records (issue 24
 * item 7). days 0 (永久) answers the certificate's own view token; 7 or 30 a new stored token that ends then.
 */
export const ZCreateShareLinkRequest = z.object({
  dataId: zId(EVIDENCE_MSG.badIds),
  days: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: SHARE_MSG.badShareDays })
      .refine((d) => (SHARE_LINK_DAYS as readonly number[]).includes(d), { error: SHARE_MSG.badShareDays })
      .transform((d) => d as ShareLinkDays),
  ),
});
export type TCreateShareLinkRequest = z.input<typeof ZCreateShareLinkRequest>;

export const ZCreateShareLinkResponse = z.object({
  baoquan: z.string(),
  title: z.string(),
  viewToken: z.string(),
  /** the in-site path the link opens: /attestation/{baoquan}?viewToken=… (the page prefixes its origin) */
  path: z.string(),
  /** ms since the epoch, null for 永久 */
  expiresAt: z.number().nullable(),
});
export type TCreateShareLinkResponse = z.infer<typeof ZCreateShareLinkResponse>;
