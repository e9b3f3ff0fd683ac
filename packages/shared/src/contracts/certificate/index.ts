import { z } from 'zod';
import { CERT_MSG } from '../../constants/certificate';
import { zId } from '../../validators/ids';

/** 保全号: 18 digits, always a string. */
const zEvidenceNo = z.string({ error: CERT_MSG.badNumber }).trim().regex(/^\d{18}$/, { error: CERT_MSG.badNumber });

/**
 * GET /api/share/getView?baoquan=&viewToken= (000 §7): the certificate of one record. The owner needs
 * no token; everyone else opens it with the record's view token (QR code, share link), so a bare
 * number reveals nothing (the number lookup guards numbers with a captcha).
 */
export const ZGetViewQuery = z.object({
  baoquan: zEvidenceNo,
  /** the record's view token (QR code, share link, /mobile/attestation/:no/:token); required unless owner */
  viewToken: z.string().max(100, { error: CERT_MSG.badViewToken }).optional(),
});
export type TGetViewQuery = z.input<typeof ZGetViewQuery>;

export const ZCertificateAnchor = z.object({
  type: z.enum(['evm', 'tsa']),
  status: z.enum(['pending', 'success', 'failed']),
  /** 上链中 / 上链成功 / 上链失败 */
  statusName: z.string(),
  /** a chain or TSA that runs only on the operator's machine: not an independent witness */
  local: z.boolean(),
  /** the checkpoint size the anchor covers (null while no round covers the leaf) */
  treeSize: z.number().int().nullable(),
  chainId: z.number().int().nullable(),
  /** 链上哈希: the anchor transaction's hash (evm) */
  txHash: z.string().nullable(),
  blockNumber: z.number().int().nullable(),
  blockHash: z.string().nullable(),
  /** the explorer link from ANCHOR_EVM_EXPLORER_URL, when configured */
  explorerUrl: z.string().nullable(),
  /** anchor time, unix seconds (block time or the TSA's genTime) */
  timestamp: z.number().nullable(),
});
export type TCertificateAnchor = z.infer<typeof ZCertificateAnchor>;

export const ZCertificateLedger = z.object({
  origin: z.string(),
  verifierKey: z.string(),
  leafIndex: z.number().int().nullable(),
  leafHash: z.string(),
  /** the checkpoint the record's proof.json is built on (null before the leaf is appended) */
  checkpoint: z
    .object({ treeSize: z.number().int(), rootHash: z.string(), note: z.string() })
    .nullable(),
  /** whether an RFC 9162 inclusion proof to that checkpoint can be served now */
  inclusionProof: z.boolean(),
  /** configured anchors; empty when only the signed checkpoint vouches (nothing claims a chain) */
  anchors: z.array(ZCertificateAnchor),
  /** the honest one-line statement of what vouches for the record */
  statement: z.string(),
});
export type TCertificateLedger = z.infer<typeof ZCertificateLedger>;

/** Certificate info (000 §3), from structured data; there is no `html` field. */
export const ZCertificateView = z.object({
  /** the record's id, for downBaoquan: given only to the owner (others never learn ids) */
  dataId: z.number().int().nullable(),
  baoquan: z.string(),
  title: z.string(),
  fileName: z.string(),
  fileType: z.number().int(),
  fileTypeName: z.string(),
  size: z.number().int(),
  saveTime: z.number().int(),
  /** the holder; masked unless the caller is the owner */
  holder: z.string(),
  holderMasked: z.boolean(),
  /** the owner's page only, when verified: the company's credit code or the person's ID number partly masked (decision 886) */
  holderId: z.object({ kind: z.enum(['company', 'person']), value: z.string() }).optional(),
  /** who issues the certificate: the platform operator (its name, and credit code when configured), whose e-seal it carries */
  issuer: z.string(),
  filehash: z.string(),
  sm3: z.string(),
  /** 链上哈希: the evm anchor's tx hash once anchored, else '' */
  chainhash: z.string(),
  fileStatus: z.string(),
  /** 000 §5: 1 downloadable, 2 still uploading, 0 missing */
  isDownload: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** 1 only for the logged-in, verified owner (visible to the caller's account scope) */
  isSelf: z.union([z.literal(0), z.literal(1)]),
  /** 1 when the record came from the app (device information below) */
  isApp: z.union([z.literal(0), z.literal(1)]),
  /** 1 when the record carries law-enforcement information (/api/share/getMpsInfo) */
  isEnforce: z.union([z.literal(0), z.literal(1)]),
  appType: z.string(),
  configName: z.string(),
  configModelName: z.string(),
  configVersion: z.string(),
  configProcessor: z.string(),
  configCore: z.string(),
  /** the record's view token: /mobile/attestation/:baoquan/:viewToken, /attestation/:baoquan?viewToken= */
  viewToken: z.string(),
  /** the QR code's target (absolute when PUBLIC_URL is configured, else site-relative) */
  mobileUrl: z.string(),
  /** the PDF certificate alone, signed and expiring */
  certificateUrl: z.string(),
  /** the owner's inline preview of the original (signed, expiring); null for everyone else */
  previewUrl: z.string().nullable(),
  mime: z.string().nullable(),
  ledger: ZCertificateLedger,
});
export type TCertificateView = z.infer<typeof ZCertificateView>;

/** /api/data/downBaoquan (000 §7): dataId of one of the caller's records. */
export const ZDataDownBaoquanRequest = z.object({
  dataId: zId(CERT_MSG.badDataId),
});
export type TDataDownBaoquanRequest = z.input<typeof ZDataDownBaoquanRequest>;
export const ZDownUrl = z.object({ downUrl: z.string() });
export type TDownUrl = z.infer<typeof ZDownUrl>;

/** /api/share/getMpsInfo?baoquan= (000 §7): enforcement info (000 §3), masked unless owner. */
export const ZGetMpsInfoQuery = z.object({ baoquan: zEvidenceNo, viewToken: z.string().max(100, { error: CERT_MSG.badViewToken }).optional() });
export const ZMpsInfo = z.object({
  userName: z.string(),
  mobile: z.string(),
  idCard: z.string(),
  deviceId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  uploadTime: z.string(),
  chainTime: z.string(),
  address: z.string(),
});
export type TMpsInfo = z.infer<typeof ZMpsInfo>;
