import { z } from 'zod';
import { LEDGER_MSG } from '../../constants/ledger-messages';

/** A positive tree size or index from a query string ("12"), refused in Chinese otherwise. */
const count = (msg: string, min: number) =>
  z.coerce.number({ error: msg }).int({ error: msg }).min(min, { error: msg }).max(Number.MAX_SAFE_INTEGER, { error: msg });

const hex64 = z.string({ error: LEDGER_MSG.badLeafHash }).regex(/^[0-9a-fA-F]{64}$/, { error: LEDGER_MSG.badLeafHash }).transform((v) => v.toLowerCase());

/** GET /api/ledger/publicKey: who signs the checkpoints. */
export const ZLedgerPublicKey = z.object({
  origin: z.string(),
  /** C2SP signed-note verifier key: <name>+<key id hex>+<base64(0x01 ‖ Ed25519 public key)> */
  verifierKey: z.string(),
  keyId: z.string(),
  algorithm: z.literal('Ed25519'),
});
export type TLedgerPublicKey = z.infer<typeof ZLedgerPublicKey>;

/** GET /api/ledger/inclusionProof: by `index` or by `leafHash`, for `treeSize` (default: the latest checkpoint). */
export const ZInclusionProofQuery = z
  .object({
    index: count(LEDGER_MSG.badIndex, 0).optional(),
    leafHash: hex64.optional(),
    treeSize: count(LEDGER_MSG.badTreeSize, 1).optional(),
  })
  .refine((q) => (q.index === undefined) !== (q.leafHash === undefined), { error: LEDGER_MSG.indexOrHash });
export type TInclusionProofQuery = z.input<typeof ZInclusionProofQuery>;

export const ZInclusionProof = z.object({
  leafIndex: z.number().int(),
  leafHash: z.string(),
  treeSize: z.number().int(),
  rootHash: z.string(),
  /** RFC 9162 inclusion path, base64 hashes from the leaf upwards */
  proof: z.array(z.string()),
  /** the signed checkpoint of that size, when one was signed */
  checkpoint: z.string().nullable(),
});
export type TInclusionProof = z.infer<typeof ZInclusionProof>;

/** GET /api/ledger/consistencyProof: from tree size `first` to `second`. */
export const ZConsistencyProofQuery = z
  .object({ first: count(LEDGER_MSG.badTreeSize, 1), second: count(LEDGER_MSG.badTreeSize, 1) })
  .refine((q) => q.first <= q.second, { error: LEDGER_MSG.firstAfterSecond });
export type TConsistencyProofQuery = z.input<typeof ZConsistencyProofQuery>;

export const ZConsistencyProof = z.object({
  first: z.number().int(),
  second: z.number().int(),
  firstRoot: z.string(),
  secondRoot: z.string(),
  proof: z.array(z.string()),
});
export type TConsistencyProof = z.infer<typeof ZConsistencyProof>;

/** GET /api/ledger/anchors: the anchor receipts of one checkpoint (default: the latest). */
export const ZAnchorsQuery = z.object({ treeSize: count(LEDGER_MSG.badTreeSize, 0).optional() });
export type TAnchorsQuery = z.input<typeof ZAnchorsQuery>;

const ZAnchorType = z.enum(['evm', 'tsa']);
const ZAnchorStatus = z.enum(['pending', 'success', 'failed']);

export const ZAnchorState = z.object({
  type: ZAnchorType,
  status: ZAnchorStatus,
  /** 上链中 / 上链成功 / 上链失败 */
  statusName: z.string(),
  attempts: z.number().int(),
  /** when a failed anchor is tried again (ms since epoch); null once anchored */
  nextAttemptAt: z.number().int().nullable(),
  /** the receipt (tx hash, block number and hash, block time; or the RFC 3161 token) once anchored */
  receipt: z.unknown().nullable(),
});
export const ZConfiguredAnchor = z.object({
  type: ZAnchorType,
  /** a chain or TSA that runs only on the operator's machine (tests, demos): not an independent witness */
  local: z.boolean(),
});
export const ZAnchors = z.object({
  treeSize: z.number().int(),
  rootHash: z.string(),
  checkpoint: z.string(),
  /** the anchors this server writes; empty when none is configured */
  configured: z.array(ZConfiguredAnchor),
  /**
   * anchors of this checkpoint. Not every checkpoint is anchored: a later anchored checkpoint covers
   * it (see docs/ledger.md). With no anchor configured, only the notary's signed checkpoint vouches.
   */
  anchors: z.array(ZAnchorState),
});
export type TAnchors = z.infer<typeof ZAnchors>;

/** Per configured anchor type: whether the first anchor covering a leaf succeeded. */
export const ZLeafAnchorStatus = z.object({
  type: ZAnchorType,
  status: ZAnchorStatus,
  statusName: z.string(),
  /** the anchored (or being anchored) checkpoint's size; null while waiting for the next round */
  treeSize: z.number().int().nullable(),
});
export type TLeafAnchorStatus = z.infer<typeof ZLeafAnchorStatus>;

/** GET /api/ledger/proofBundle?leafHash=: proof.json for a leaf (by hash only, so entries cannot be listed). */
export const ZProofBundleQuery = z.object({ leafHash: hex64 });
export type TProofBundleQuery = z.input<typeof ZProofBundleQuery>;

export const ZProofBundleAnswer = z.object({
  /** proof.json, format evidence-ledger-proof version 1 (docs/ledger.md) */
  bundle: z.record(z.string(), z.unknown()),
  /** empty when no anchor is configured */
  anchorStatus: z.array(ZLeafAnchorStatus),
});
export type TProofBundleAnswer = z.infer<typeof ZProofBundleAnswer>;

/** GET /api/verify/offlineVerifierInfo: what /verify prints next to the offline verifier's download. */
export const ZOfflineVerifierInfo = z.object({
  fileName: z.string(),
  /** SHA-256 of the exact file GET /api/verify/offlineVerifier answers */
  sha256: z.string(),
  size: z.number().int(),
  verifierKey: z.string(),
  /** SHA-256 of the ledger's Ed25519 public key, in groups of four hex digits */
  keyFingerprint: z.string(),
});
export type TOfflineVerifierInfo = z.infer<typeof ZOfflineVerifierInfo>;
