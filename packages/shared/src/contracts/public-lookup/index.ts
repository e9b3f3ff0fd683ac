import { z } from 'zod';
import { MSG } from '../../constants/messages';
import { EVIDENCE_NO_PATTERN, PUBLIC_LOOKUP_MSG } from '../../constants/public-lookup';
import { requiredText, zCaptcha } from '../../validators';

/** The evidence number (保全号): 18 digits, kept a string. */
export const zEvidenceNo = z
  .string({ error: PUBLIC_LOOKUP_MSG.noRequired })
  .trim()
  .min(1, { error: PUBLIC_LOOKUP_MSG.noRequired })
  .regex(EVIDENCE_NO_PATTERN, { error: PUBLIC_LOOKUP_MSG.noFormat });

const zViewToken = requiredText(PUBLIC_LOOKUP_MSG.viewTokenInvalid, 1000);

/** POST /api/check/bqno: the evidence number and the image captcha → a short-lived viewToken. */
export const ZBqnoRequest = z.object({
  no: zEvidenceNo,
  captchaKey: requiredText(MSG.captchaExpired, 64),
  imgCode: zCaptcha,
});
export type TBqnoRequest = z.infer<typeof ZBqnoRequest>;

export const ZBqnoResponse = z.object({
  viewToken: z.string(),
  /** ms since the epoch */
  expiresAt: z.number().int(),
});
export type TBqnoResponse = z.infer<typeof ZBqnoResponse>;

/** /api/check/bqview and /api/check/downCertificate: the viewToken and the number it was given for. */
export const ZBqviewRequest = z.object({ no: zEvidenceNo, viewToken: zViewToken });
export type TBqviewRequest = z.infer<typeof ZBqviewRequest>;

const ZAnchorPublic = z.object({
  type: z.enum(['evm', 'tsa']),
  status: z.enum(['pending', 'success', 'failed']),
  statusName: z.string(),
});

/**
 * The public facts of a record: what a visitor who knows only the number may learn. No file name,
 * title, label, owner id or file: the holder only as a mask (docs/decisions.md).
 */
export const ZBqviewResponse = z.object({
  no: z.string(),
  /** 已上传 / 上传中 / 证据缺失 */
  fileStatus: z.string(),
  fileTypeName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  sm3: z.string(),
  /** ms since the epoch */
  saveTime: z.number().int(),
  /** e.g. 杭**司, 张*, 138****0001; never the full name or phone */
  holderMask: z.string(),
  leafHash: z.string(),
  leafIndex: z.number().int().nullable(),
  /** the anchor state per configured anchor; empty: only the signed checkpoint vouches */
  anchors: z.array(ZAnchorPublic),
  /** whether a certificate can be downloaded now */
  canDownloadCertificate: z.boolean(),
});
export type TBqviewResponse = z.infer<typeof ZBqviewResponse>;

export const ZDownCertificateResponse = z.object({ downUrl: z.string() });
export type TDownCertificateResponse = z.infer<typeof ZDownCertificateResponse>;
export * from './notarial';
