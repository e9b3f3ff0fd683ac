import { z } from 'zod';
import { CERT_MSG } from '../../../constants/certificate';
import { zCaptureNo } from './capture-no';

/** GET /api/share/getElecView?baoquan=&viewToken= (001 §7): a web capture's view; the owner, or the record's view token. */
export const ZGetElecViewQuery = z.object({
  baoquan: zCaptureNo,
  viewToken: z.string().max(100, { error: CERT_MSG.badViewToken }).optional(),
});
export type TGetElecViewQuery = z.input<typeof ZGetElecViewQuery>;

const zDigest = z.object({ path: z.string(), size: z.number().int(), sha256: z.string(), sm3: z.string() });
/** `unchecked`: nothing was tested (shown 未检查, never 通过) */
const zItem = z.object({ item: z.string(), result: z.string(), ok: z.boolean(), unchecked: z.boolean().optional() });

export const ZElecView = z.object({
  /** the capture's id, for its owner only (batch download); null for others */
  id: z.number().int().nullable(),
  captureNo: z.string(),
  title: z.string(),
  url: z.string(),
  status: z.string(),
  statusName: z.string(),
  failReason: z.string().nullable(),
  queuePosition: z.number().int().nullable(),
  /** while 取证中: the job's progress (0–100) and its note, for the owner; else null */
  progress: z.number().int().nullable(),
  progressNote: z.string().nullable(),
  createdAt: z.number().int(),
  startedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  /** the caller is the owner (account scope): package download, share link */
  isOwner: z.boolean(),
  /** the certificate's view token of the package's record, for the owner's share link; null for others */
  viewToken: z.string().nullable(),
  evidence: z
    .object({ id: z.number().int().nullable(), evidenceNo: z.string(), sha256: z.string(), sm3: z.string(), size: z.number().int(), leafIndex: z.number().int().nullable(), fileName: z.string() })
    .nullable(),
  facts: z
    .object({
      finalUrl: z.string(),
      pageTitle: z.string(),
      httpStatus: z.number().int(),
      serverIp: z.string().nullable(),
      dns: z.string(),
      tls: z.array(z.object({ label: z.string(), value: z.string() })),
      environment: z.array(zItem),
      blocked: z.array(z.object({ target: z.string(), reason: z.string() })),
      /** refused connections that were the capture browser's own background ones (counted, not named; decision 836) */
      browserOwnBlocked: z.number().int(),
      innerFiles: z.array(zDigest),
      signature: z.object({ created: z.string(), keyFingerprint: z.string() }),
    })
    .nullable(),
  /** the package, the report and the screenshot (digests of the stored bytes) */
  files: z.array(z.object({ role: z.string(), name: z.string(), size: z.number().int(), sha256: z.string(), sm3: z.string(), mime: z.string() })),
});
export type TElecView = z.infer<typeof ZElecView>;

/** GET /api/share/getElecFile?baoquan=&role=report|screenshot&viewToken=: the bytes, for whoever may open the view. */
export const ZGetElecFileQuery = ZGetElecViewQuery.extend({ role: z.enum(['report', 'screenshot'], { error: '文件类型不正确' }) });
export type TGetElecFileQuery = z.input<typeof ZGetElecFileQuery>;
