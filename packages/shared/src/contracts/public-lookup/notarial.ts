import { z } from 'zod';
import { MSG } from '../../constants/messages';
import { CERTIFICATE_NO_PATTERN, NOTARIAL_LOOKUP_LIMITS, NOTARIAL_LOOKUP_MSG, NotarialFileOutcome, normalizeCertificateNo } from '../../constants/notarial-lookup';
import { requiredText, zCaptcha } from '../../validators';

/** The certificate number as a visitor types it, normalized to the stored form (brackets, spaces, digits). */
export const zCertificateNo = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeCertificateNo(v) : v),
  z
    .string({ error: NOTARIAL_LOOKUP_MSG.noRequired })
    .min(1, { error: NOTARIAL_LOOKUP_MSG.noRequired })
    .max(NOTARIAL_LOOKUP_LIMITS.noMax, { error: NOTARIAL_LOOKUP_MSG.noFormat })
    .regex(CERTIFICATE_NO_PATTERN, { error: NOTARIAL_LOOKUP_MSG.noFormat }),
);

/** POST /api/check/notarial: the certificate number and the image captcha → the certificate's public facts. */
export const ZNotarialLookupRequest = z.object({
  certificateNo: zCertificateNo,
  captchaKey: requiredText(MSG.captchaExpired, 64),
  imgCode: zCaptcha,
});
export type TNotarialLookupRequest = z.infer<typeof ZNotarialLookupRequest>;

/**
 * What anyone may learn about an issued notarial certificate: no applicant name, ID number or phone,
 * no agent, no file name or content of the evidence; the applicant only as a mask (decision 332).
 */
export const ZNotarialFacts = z.object({
  certificateNo: z.string(),
  /** 保全证据公证 */
  matter: z.string(),
  officeName: z.string(),
  /** ms since the epoch */
  issuedAt: z.number().int(),
  recordCount: z.number().int(),
  /** e.g. 示**司, 张*; never the full name */
  applicantMask: z.string(),
  /** 出证成功 (only issued certificates are answered) */
  statusName: z.string(),
  /** the certificate PDF as preserved at issue: its hashes and its own ledger leaf */
  sha256: z.string(),
  sm3: z.string(),
  size: z.number().int(),
  leafIndex: z.number().int().nullable(),
  leafHash: z.string(),
});
export type TNotarialFacts = z.infer<typeof ZNotarialFacts>;

const ZSignatureCheck = z.object({
  /** the signer's common name as the certificate in the file says it (anyone can write any name) */
  signer: z.string().nullable(),
  /** ISO 8601; the signer's own clock, not proof */
  claimedTime: z.string().nullable(),
  /** ISO 8601 of a verified RFC 3161 time stamp */
  timeStampTime: z.string().nullable(),
  platformCertificate: z.boolean(),
  /** the notary office's signing certificate (its certification signature on the 公证书, issue 23 item 3) */
  officeCertificate: z.boolean(),
  /** the certificate it matched is a self-signed local test certificate (a demo), not a CA-issued one */
  localTestCertificate: z.boolean(),
  /** DocMDP /P when it is the file's certification signature: 1 no changes permitted; null: not one */
  certification: z.number().int().nullable(),
  /** 签名有效 / 文件在签名后被修改 / … (services/signing VERDICT) */
  verdict: z.string(),
  detail: z.string(),
});

/** POST /api/check/notarialFile (multipart `file`): the uploaded PDF checked. */
export const ZNotarialFileCheck = z.object({
  outcome: z.enum(Object.values(NotarialFileOutcome) as [NotarialFileOutcome, ...NotarialFileOutcome[]]),
  /** true only for `genuine` */
  valid: z.boolean(),
  conclusion: z.string(),
  /** the uploaded file's own hashes and size, for the visitor to compare */
  sha256: z.string(),
  sm3: z.string(),
  size: z.number().int(),
  /** the worst verdict of all signatures, or 未找到签名 */
  verdict: z.string(),
  signatures: z.array(ZSignatureCheck),
  /** the issued certificate whose file these bytes are, if any */
  certificate: ZNotarialFacts.nullable(),
});
export type TNotarialFileCheck = z.infer<typeof ZNotarialFileCheck>;
