import { LedgerError } from './errors';
import { fromBase64, HASH_SIZE, toBase64 } from './hash';
import { validateLeafEntry, type LeafEntry } from './leaf';

/**
 * proof.json, version 1: everything needed to check, offline and without trusting the server, that
 * a file is in the ledger. Verification lives in verify-bundle.ts (re-exported here).
 */

export const PROOF_BUNDLE_FORMAT = 'evidence-ledger-proof';
export const PROOF_BUNDLE_VERSION = 1;

/** A root hash written to an EVM-compatible chain. */
export interface EvmAnchorReceipt {
  type: 'evm';
  chainId: number;
  /** 0x + 64 lower-case hex. */
  txHash: string;
  blockNumber: number;
  /** 0x + 64 lower-case hex. */
  blockHash: string;
  /** Block time, Unix seconds. */
  timestamp: number;
  /** Hex of the checkpoint root this anchor vouches for. */
  rootHash: string;
  explorerUrl?: string;
}
/** A root hash stamped by an RFC 3161 time-stamp authority. */
export interface TsaAnchorReceipt {
  type: 'tsa';
  /** base64 of the DER TimeStampToken (a CMS ContentInfo). */
  token: string;
  /** The token's genTime, ISO 8601 UTC, e.g. 2026-11-22T03:00:00Z or …00.123Z. */
  genTime: string;
  rootHash: string;
  /** Name or URL of the authority. */
  tsa?: string;
}
export type AnchorReceipt = EvmAnchorReceipt | TsaAnchorReceipt;

export interface ProofBundle {
  format: typeof PROOF_BUNDLE_FORMAT;
  version: typeof PROOF_BUNDLE_VERSION;
  leaf: LeafEntry;
  leafIndex: number;
  treeSize: number;
  /** base64 of each 32-byte proof hash, from the leaf upwards (RFC 9162 §2.1.3). */
  inclusionProof: string[];
  /** The signed checkpoint note, for tree size `treeSize`. */
  checkpoint: string;
  /** The log's verifier key: `<name>+<key id>+<base64 key>`. */
  verifierKey: string;
  anchors: AnchorReceipt[];
}

export interface VerifyStep {
  id: string;
  ok: boolean;
  zh: string;
  en: string;
}

function bad(path: string, en: string, zh: string): never {
  throw new LedgerError(`invalid proof.json: ${path} ${en}`, `证明文件无效：${path} ${zh}`);
}

type Obj = Record<string, unknown>;

function object(x: unknown, path: string, required: string[], optional: string[] = []): Obj {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) bad(path, 'must be an object', '必须是对象');
  const o = x as Obj;
  for (const k of Object.keys(o)) if (!required.includes(k) && !optional.includes(k)) bad(`${path}.${k}`, 'is not allowed', '是多余的字段');
  for (const k of required) if (!Object.hasOwn(o, k)) bad(`${path}.${k}`, 'is missing', '缺失');
  return o;
}

function integer(x: unknown, path: string, min: number): number {
  if (typeof x !== 'number' || !Number.isSafeInteger(x) || x < min) bad(path, `must be an integer ≥ ${min}`, `必须是不小于 ${min} 的整数`);
  return x as number;
}

function text(x: unknown, path: string, re?: RegExp, hint = ''): string {
  if (typeof x !== 'string' || x === '' || (re && !re.test(x))) bad(path, `must be a string ${hint}`.trim(), `格式错误 ${hint}`.trim());
  return x as string;
}

const HEX64 = /^[0-9a-f]{64}$/;
const HEX32_0X = /^0x[0-9a-f]{64}$/;
const GEN_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

function base64(x: unknown, path: string, length?: number): string {
  const s = text(x, path, undefined, '(base64)');
  let bytes: Uint8Array | undefined;
  try {
    bytes = fromBase64(s);
  } catch {
    bytes = undefined;
  }
  if (!bytes || bytes.length === 0 || (length !== undefined && bytes.length !== length)) {
    bad(path, `must be standard base64${length ? ` of ${length} bytes` : ''}`, `必须是标准 base64${length ? `（${length} 字节）` : ''}`);
  }
  return s;
}

function anchor(x: unknown, path: string): AnchorReceipt {
  const type = (x as Obj | null)?.type;
  if (type === 'evm') {
    const o = object(x, path, ['type', 'chainId', 'txHash', 'blockNumber', 'blockHash', 'timestamp', 'rootHash'], ['explorerUrl']);
    const a: EvmAnchorReceipt = {
      type, chainId: integer(o.chainId, `${path}.chainId`, 1),
      txHash: text(o.txHash, `${path}.txHash`, HEX32_0X, '(0x + 64 lower-case hex)'),
      blockNumber: integer(o.blockNumber, `${path}.blockNumber`, 0),
      blockHash: text(o.blockHash, `${path}.blockHash`, HEX32_0X, '(0x + 64 lower-case hex)'),
      timestamp: integer(o.timestamp, `${path}.timestamp`, 0),
      rootHash: text(o.rootHash, `${path}.rootHash`, HEX64, '(64 lower-case hex)'),
    };
    if (o.explorerUrl !== undefined) a.explorerUrl = text(o.explorerUrl, `${path}.explorerUrl`, /^https?:\/\/\S+$/, '(http(s) URL)');
    return a;
  }
  if (type === 'tsa') {
    const o = object(x, path, ['type', 'token', 'genTime', 'rootHash'], ['tsa']);
    const a: TsaAnchorReceipt = {
      type, token: base64(o.token, `${path}.token`),
      genTime: text(o.genTime, `${path}.genTime`, GEN_TIME, '(ISO 8601 UTC)'),
      rootHash: text(o.rootHash, `${path}.rootHash`, HEX64, '(64 lower-case hex)'),
    };
    if (o.tsa !== undefined) a.tsa = text(o.tsa, `${path}.tsa`);
    return a;
  }
  return bad(`${path}.type`, 'must be "evm" or "tsa"', '必须是 "evm" 或 "tsa"');
}

/**
 * Strictly parses proof.json (an object, or its JSON text). Checks structure and formats; the
 * cryptographic checks are verifyProofBundle's.
 */
export function parseProofBundle(json: unknown): ProofBundle {
  let x = json;
  if (typeof json === 'string') {
    try {
      x = JSON.parse(json) as unknown;
    } catch {
      throw new LedgerError('invalid proof.json: not JSON', '证明文件无效：不是 JSON');
    }
  }
  const o = object(x, 'proof', ['format', 'version', 'leaf', 'leafIndex', 'treeSize', 'inclusionProof', 'checkpoint', 'verifierKey', 'anchors']);
  if (o.format !== PROOF_BUNDLE_FORMAT) bad('proof.format', `must be "${PROOF_BUNDLE_FORMAT}"`, `必须是 "${PROOF_BUNDLE_FORMAT}"`);
  if (o.version !== PROOF_BUNDLE_VERSION) bad('proof.version', 'must be 1 (unsupported version)', '必须是 1（不支持的版本）');
  let leaf: LeafEntry;
  try {
    leaf = validateLeafEntry(o.leaf);
  } catch (e) {
    const le = e as LedgerError;
    return bad('proof.leaf', `is invalid: ${le.en}`, `无效：${le.zh}`);
  }
  const treeSize = integer(o.treeSize, 'proof.treeSize', 1);
  const leafIndex = integer(o.leafIndex, 'proof.leafIndex', 0);
  if (leafIndex >= treeSize) bad('proof.leafIndex', 'must be below treeSize', '必须小于 treeSize');
  if (!Array.isArray(o.inclusionProof)) bad('proof.inclusionProof', 'must be an array', '必须是数组');
  const inclusionProof = (o.inclusionProof as unknown[]).map((p, i) => base64(p, `proof.inclusionProof[${i}]`, HASH_SIZE));
  const checkpoint = text(o.checkpoint, 'proof.checkpoint');
  const verifierKey = text(o.verifierKey, 'proof.verifierKey');
  if (!Array.isArray(o.anchors)) bad('proof.anchors', 'must be an array', '必须是数组');
  const anchors = (o.anchors as unknown[]).map((a, i) => anchor(a, `proof.anchors[${i}]`));
  return { format: PROOF_BUNDLE_FORMAT, version: PROOF_BUNDLE_VERSION, leaf, leafIndex, treeSize, inclusionProof, checkpoint, verifierKey, anchors };
}

export interface ProofBundleInput {
  leaf: LeafEntry;
  leafIndex: number;
  treeSize: number;
  inclusionProof: Uint8Array[];
  checkpoint: string;
  verifierKey: string;
  anchors?: AnchorReceipt[];
}

/** Builds a bundle (and checks it with parseProofBundle, so the server never hands out a malformed one). */
export function createProofBundle(input: ProofBundleInput): ProofBundle {
  return parseProofBundle({
    format: PROOF_BUNDLE_FORMAT, version: PROOF_BUNDLE_VERSION,
    leaf: input.leaf, leafIndex: input.leafIndex, treeSize: input.treeSize,
    inclusionProof: input.inclusionProof.map(toBase64),
    checkpoint: input.checkpoint, verifierKey: input.verifierKey, anchors: input.anchors ?? [],
  });
}

export { verifyProofBundle, allStepsOk, type VerifyBundleOptions } from './verify-bundle';
