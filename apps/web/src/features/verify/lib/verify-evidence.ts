import { allStepsOk, verifyProofBundle, type ProofBundle, type VerifyStep } from '@evidence/ledger';
import { VERIFY_CHUNK_BYTES } from '@evidence/shared/constants';
import { hashBlob, type FileHashes } from './hash-blob';
import { MAX_PROOF_BYTES, openEvidencePackage, PackageError, parseProofText } from './read-package';

/**
 * The verify page's pipeline, the browser twin of the command-line verifier
 * (apps/server/src/verify/verify-evidence.ts): (package | proof) → file SHA-256 and SM3 → leaf hash →
 * inclusion proof → verifier key → checkpoint signature → checkpoint root → each anchor's root.
 * Everything runs on this machine: the file is read in slices and hashed here, never uploaded.
 */
export type VerifyInput = { kind: 'files'; file: Blob; proof: Blob; proofName?: string } | { kind: 'package'; zip: Blob };

export interface VerifyOptions {
  /** the notary's published key (GET /api/ledger/publicKey); null when it could not be fetched */
  publishedKey?: () => Promise<{ key: string; from: string } | null>;
  onProgress?: (done: number, total: number) => void;
  chunkBytes?: number;
}

export interface Note {
  zh: string;
  en: string;
}

export interface VerifyResult {
  ok: boolean;
  steps: VerifyStep[];
  /** what a passed run did not check, which the reader must know */
  notChecked: Note[];
  bundle: ProofBundle | null;
  /** the original's name inside a package */
  originalName?: string;
}

const notRun = (id: string): VerifyStep => ({ id, ok: false, zh: '未执行：前面的步骤未通过', en: 'not run: an earlier step failed' });
const LATER = ['file-sha256', 'file-sm3', 'leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature', 'checkpoint-root'];

function failedAt(first: VerifyStep): VerifyResult {
  return { ok: false, steps: [first, ...LATER.map(notRun)], notChecked: [], bundle: null };
}

async function readProof(proof: Blob, name: string): Promise<ProofBundle> {
  if (proof.size > MAX_PROOF_BYTES) throw new PackageError(`${name} 过大，不是证明文件`);
  return parseProofText(await proof.text(), name);
}

function notCheckedNotes(bundle: ProofBundle, trusted: boolean): Note[] {
  const notes: Note[] = [];
  if (!trusted) {
    notes.push({ zh: '未能获取本平台公布的公钥：公钥取自证明文件本身，请与公证方公布的公钥核对', en: "the platform's published key could not be fetched: the key came from the proof itself; compare it with the notary's published key" });
  }
  if (bundle.anchors.some((a) => a.type === 'evm')) {
    notes.push({ zh: '区块链上的锚定交易未在浏览器中核验：请在区块链浏览器中查看该交易，或请技术人员用平台的命令行验证工具连接该区块链核验', en: 'the anchor transaction was not checked on chain in the browser: look it up in a block explorer or use the command-line verifier with --rpc' });
  }
  if (bundle.anchors.some((a) => a.type === 'tsa')) {
    notes.push({ zh: '时间戳令牌的签名未在浏览器中核验：可请技术人员用平台的命令行验证工具，对照时间戳机构的证书核验', en: "the time-stamp token's signature was not checked in the browser: use the command-line verifier with --tsa-cert" });
  }
  return notes;
}

export async function verifyEvidence(input: VerifyInput, opts: VerifyOptions = {}): Promise<VerifyResult> {
  const chunk = opts.chunkBytes ?? VERIFY_CHUNK_BYTES;
  const before: VerifyStep[] = [];
  let bundle: ProofBundle;
  let hashes: FileHashes | null = null;
  let originalName: string | undefined;
  try {
    if (input.kind === 'package') {
      const pkg = await openEvidencePackage(input.zip, chunk, opts.onProgress);
      bundle = pkg.bundle;
      hashes = pkg.original?.hashes ?? null;
      originalName = pkg.original?.name;
      before.push(pkg.step);
    } else {
      const name = input.proofName ?? 'proof.json';
      bundle = await readProof(input.proof, name);
      before.push({ id: 'proof', ok: true, zh: `证明文件 ${name} 格式正确（evidence-ledger-proof 第 1 版）`, en: `${name} is a valid proof (evidence-ledger-proof version 1)` });
    }
  } catch (e) {
    const zh = e instanceof PackageError ? e.zh : `无法读取：${(e as Error).message}`;
    return failedAt({ id: input.kind === 'package' ? 'package' : 'proof', ok: false, zh, en: zh });
  }
  if (input.kind === 'files') {
    try {
      hashes = await hashBlob(input.file, chunk, (done) => opts.onProgress?.(done, input.file.size));
    } catch (e) {
      const zh = `无法读取或计算所选文件的哈希：${(e as Error).message}`;
      return { ...failedAt(before[0]!), steps: [before[0]!, { id: 'file-sha256', ok: false, zh, en: zh }, ...LATER.slice(1).map(notRun)] };
    }
  }

  // offline, or the platform unreachable: the bundle's own key is used, and the result says so
  const trusted = await Promise.resolve(opts.publishedKey?.()).then((k) => k ?? null, () => null);
  const core = verifyProofBundle(bundle, {
    ...(hashes ? { fileSha256: hashes.sha256, fileSm3: hashes.sm3 } : {}),
    ...(trusted ? { trustedVerifierKey: trusted.key } : {}),
  });
  const steps: VerifyStep[] = [];
  let stopped = false;
  const push = (s: VerifyStep) => {
    steps.push(stopped ? notRun(s.id) : s);
    if (!s.ok) stopped = true;
  };
  before.forEach(push);
  if (!hashes) for (const id of ['file-sha256', 'file-sm3']) push({ id, ok: false, zh: '没有可核验的文件', en: 'there is no file to check' });
  for (const s of core) {
    // the site, not the API path: a reader compares the address with the platform's, not with an endpoint
    if (s.id === 'verifier-key' && s.ok && trusted) push({ ...s, zh: `${s.zh}（公钥取自本平台 ${siteOf(trusted.from)} 公布的公钥）`, en: `${s.en} (key published by ${siteOf(trusted.from)})` });
    else push(s);
  }
  const ok = allStepsOk(steps);
  return { ok, steps, notChecked: ok ? notCheckedNotes(bundle, trusted !== null) : [], bundle, ...(originalName ? { originalName } : {}) };
}

/** The site part of the address the key came from (https://host[:port]); the address itself when it is not one. */
function siteOf(from: string): string {
  try {
    return new URL(from).origin;
  } catch {
    return from;
  }
}
