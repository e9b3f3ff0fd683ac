import type { AnchorReceipt, ProofBundle, VerifyStep } from './bundle';
import { LedgerError } from './errors';
import { equalBytes, fromBase64, toHex } from './hash';
import { leafHashOfEntry } from './leaf';
import { openNote, parseVerifierKey, type Checkpoint, type VerifierKey } from './note';
import { rootFromInclusionProof } from './verify';

export interface VerifyBundleOptions {
  /** The log's published verifier key; when given, the bundle's key must be this one. */
  trustedVerifierKey?: string;
  /** SHA-256 of the file being checked (hex), computed by the caller. */
  fileSha256?: string;
  /** SM3 of the file being checked (hex), computed by the caller. */
  fileSm3?: string;
}

type Outcome = Omit<VerifyStep, 'id'>;
const pass = (zh: string, en: string): Outcome => ({ ok: true, zh, en });
const failed = (zh: string, en: string): Outcome => ({ ok: false, zh, en });

/** True when there is at least one step and every step passed. */
export function allStepsOk(steps: VerifyStep[]): boolean {
  return steps.length > 0 && steps.every((s) => s.ok);
}

function fileHashStep(kind: 'SHA-256' | 'SM3', given: string, expected: string): Outcome {
  const g = given.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(g)) return failed(`给出的文件 ${kind} 不是 64 位十六进制`, `the given file ${kind} is not 64 hex digits`);
  return g === expected
    ? pass(`文件 ${kind} 与存证记录一致：${g}`, `file ${kind} matches the leaf: ${g}`)
    : failed(`文件 ${kind}（${g}）与存证记录（${expected}）不一致：文件已被修改，或不是该存证的原件`,
      `file ${kind} (${g}) differs from the leaf's (${expected}): the file was changed or is not this evidence's original`);
}

/** A time as a Chinese reader reads it: 2026-12-03 15:08:21（北京时间）; the text itself when it is not a time. */
function beijingTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  // China has kept UTC+8 without daylight saving since 1991: an offset, not a time-zone database
  const d = new Date(t + 8 * 3_600_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 19)}（北京时间）`;
}

function anchorStep(a: AnchorReceipt, i: number, root: string): Outcome {
  const what = a.type === 'evm'
    ? { zh: `EVM 链（chainId ${a.chainId}）交易 ${a.txHash}，区块 ${a.blockNumber}`, en: `EVM chain ${a.chainId}, transaction ${a.txHash}, block ${a.blockNumber}` }
    : { zh: `可信时间戳（${beijingTime(a.genTime)}${a.tsa ? `，${a.tsa}` : ''}）`, en: `RFC 3161 time stamp (${a.genTime}${a.tsa ? `, ${a.tsa}` : ''})` };
  const elsewhere = a.type === 'evm'
    ? { zh: '链上交易本身须另行核对（本步骤不查询区块链）', en: 'the transaction itself is checked elsewhere (this step does not query the chain)' }
    : { zh: '时间戳令牌的签名须另行核对（本步骤不验证令牌）', en: "the token's signature is checked elsewhere (this step does not verify the token)" };
  return a.rootHash === root
    ? pass(`锚定 ${i + 1}：${what.zh} 记录的根哈希与检查点一致；${elsewhere.zh}`, `anchor ${i + 1}: ${what.en} records the checkpoint's root hash; ${elsewhere.en}`)
    : failed(`锚定 ${i + 1}：${what.zh} 记录的根哈希 ${a.rootHash} 与检查点根哈希 ${root} 不一致`,
      `anchor ${i + 1}: ${what.en} records root hash ${a.rootHash}, not the checkpoint's ${root}`);
}

/**
 * Checks a proof bundle step by step: file hashes (when given) → leaf hash → inclusion proof →
 * verifier key → checkpoint signature → checkpoint size and root → each anchor's root hash.
 * Never throws. After the first failure the remaining steps are listed as not run (ok: false).
 */
export function verifyProofBundle(bundle: ProofBundle, opts: VerifyBundleOptions = {}): VerifyStep[] {
  const steps: VerifyStep[] = [];
  let stopped = false;
  const run = (id: string, check: () => Outcome): void => {
    if (stopped) {
      steps.push({ id, ok: false, zh: '未执行：前面的步骤未通过', en: 'not run: an earlier step failed' });
      return;
    }
    let out: Outcome;
    try {
      out = check();
    } catch (e) {
      out = e instanceof LedgerError ? failed(e.zh, e.en) : failed(`无法检查：${String(e)}`, `cannot check: ${String(e)}`);
    }
    steps.push({ id, ...out });
    if (!out.ok) stopped = true;
  };

  let leafHash: Uint8Array = new Uint8Array(0);
  let computedRoot: Uint8Array | null = null;
  let key: VerifierKey | null = null;
  let checkpoint: Checkpoint | null = null;

  if (opts.fileSha256 !== undefined) run('file-sha256', () => fileHashStep('SHA-256', opts.fileSha256!, bundle.leaf.sha256));
  if (opts.fileSm3 !== undefined) run('file-sm3', () => fileHashStep('SM3', opts.fileSm3!, bundle.leaf.sm3));
  run('leaf-hash', () => {
    leafHash = leafHashOfEntry(bundle.leaf);
    return pass(`存证记录在账本中的叶子哈希：${toHex(leafHash)}`, `leaf hash SHA-256(0x00 ‖ canonical JSON): ${toHex(leafHash)}`);
  });
  run('inclusion-proof', () => {
    const proof = bundle.inclusionProof.map((p) => fromBase64(p));
    computedRoot = rootFromInclusionProof(leafHash, bundle.leafIndex, bundle.treeSize, proof);
    return computedRoot
      ? pass(`包含证明（${proof.length} 个哈希）从第 ${bundle.leafIndex} 号叶子推算出大小为 ${bundle.treeSize} 的树根：${toHex(computedRoot)}`,
        `the inclusion proof (${proof.length} hashes) leads from leaf ${bundle.leafIndex} to the root of a tree of ${bundle.treeSize} leaves: ${toHex(computedRoot)}`)
      : failed(`包含证明不适用于叶子索引 ${bundle.leafIndex}、树大小 ${bundle.treeSize}（长度或格式错误）`,
        `the inclusion proof does not fit leaf index ${bundle.leafIndex} and tree size ${bundle.treeSize} (wrong length or format)`);
  });
  run('verifier-key', () => {
    key = parseVerifierKey(bundle.verifierKey);
    if (opts.trustedVerifierKey === undefined) {
      return pass(`未提供受信任的公钥，使用证明文件自带的公钥 ${bundle.verifierKey}：请与公证方公布的公钥核对`,
        `no trusted key given; using the bundle's own key ${bundle.verifierKey}: compare it with the key the notary publishes`);
    }
    const trusted = parseVerifierKey(opts.trustedVerifierKey);
    const same = trusted.name === key.name && equalBytes(trusted.keyId, key.keyId) && equalBytes(trusted.publicKey, key.publicKey);
    return same
      ? pass(`证明文件的公钥就是受信任的公钥 ${opts.trustedVerifierKey.trim()}`, `the bundle's key is the trusted key ${opts.trustedVerifierKey.trim()}`)
      : failed(`证明文件的公钥 ${bundle.verifierKey} 不是受信任的公钥 ${opts.trustedVerifierKey.trim()}`,
        `the bundle's key ${bundle.verifierKey} is not the trusted key ${opts.trustedVerifierKey.trim()}`);
  });
  run('checkpoint-signature', () => {
    checkpoint = openNote(bundle.checkpoint, key!).checkpoint;
    return pass(`检查点签名有效（Ed25519，密钥 ${key!.name}+${toHex(key!.keyId)}）：来源 ${checkpoint.origin}，树大小 ${checkpoint.size}`,
      `the checkpoint signature is valid (Ed25519, key ${key!.name}+${toHex(key!.keyId)}): origin ${checkpoint.origin}, tree size ${checkpoint.size}`);
  });
  run('checkpoint-root', () => {
    const cp = checkpoint!;
    if (cp.size !== bundle.treeSize) {
      return failed(`签名检查点的树大小 ${cp.size} 与证明的树大小 ${bundle.treeSize} 不一致`, `the signed checkpoint's tree size ${cp.size} differs from the proof's ${bundle.treeSize}`);
    }
    const root = computedRoot!;
    return equalBytes(root, cp.rootHash)
      ? pass(`包含证明推算的根哈希与签名检查点一致：${toHex(root)}`, `the root computed from the inclusion proof equals the signed checkpoint's: ${toHex(root)}`)
      : failed(`包含证明推算的根哈希 ${toHex(root)} 与签名检查点的根哈希 ${toHex(cp.rootHash)} 不一致：存证记录、叶子索引或包含证明被改动过`,
        `the root computed from the inclusion proof (${toHex(root)}) differs from the signed checkpoint's (${toHex(cp.rootHash)}): the leaf, its index or the proof was altered`);
  });
  if (bundle.anchors.length === 0) {
    run('anchors', () => pass('没有区块链或时间戳锚定：仅由公证方签名的检查点担保', "no chain or time-stamp anchor: only the notary's signed checkpoint vouches for this record"));
  }
  bundle.anchors.forEach((a, i) => run(`anchor-${i}`, () => anchorStep(a, i, toHex(checkpoint!.rootHash))));
  return steps;
}
