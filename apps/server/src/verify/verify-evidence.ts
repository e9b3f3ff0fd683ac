import { allStepsOk, openNote, toHex, verifyProofBundle, type ProofBundle, type VerifyStep } from '@evidence/ledger';
import { anchorReceiptStep, type AnchorStepOptions } from './anchor-steps';
import type { FileHashes } from './hash-file';
import type { TrustedKey } from './trusted-key';

export interface EvidenceInput extends AnchorStepOptions {
  bundle: ProofBundle;
  /** the file's hashes; null when no file could be found (an evidence package without its original) */
  hashes: FileHashes | null;
  trustedKey?: TrustedKey | undefined;
  /** steps that came before (finding the files in a package) */
  before?: VerifyStep[];
}

/** A caveat of a passed check: something it did not check, which the reader must know. */
export interface Note {
  zh: string;
  en: string;
}

export interface EvidenceResult {
  ok: boolean;
  steps: VerifyStep[];
  notChecked: Note[];
  /**
   * Whether the bundle's key was held to a key the notary publishes (--key / --key-url). Without it,
   * passed steps show only that the proof is consistent in itself: anyone can make such a proof with
   * a key of their own, so the command does not say the evidence is verified (decision 163).
   */
  keyPinned: boolean;
}

const notRun = (id: string): VerifyStep => ({ id, ok: false, zh: '未执行：前面的步骤未通过', en: 'not run: an earlier step failed' });

function notChecked(input: EvidenceInput): Note[] {
  const notes: Note[] = [];
  if (!input.trustedKey) {
    notes.push({ zh: '公钥取自证明文件本身：请与公证方公布的公钥核对，或用 --key / --key-url 重新核验', en: "the key came from the proof itself: compare it with the notary's published key, or run again with --key / --key-url" });
  }
  if (input.rpcUrl === undefined && input.bundle.anchors.some((a) => a.type === 'evm')) {
    notes.push({ zh: '区块链上的锚定交易未核验（未提供 --rpc）', en: 'the anchor transaction was not checked on chain (no --rpc given)' });
  }
  if (input.tsaCertPem === undefined && input.bundle.anchors.some((a) => a.type === 'tsa')) {
    notes.push({ zh: '时间戳签发者的证书未与受信任的时间戳机构核对（未提供 --tsa-cert）', en: 'the time-stamp signer was not checked against a trusted TSA certificate (no --tsa-cert given)' });
  }
  return notes;
}

/**
 * Every step, in order, each after the previous passed: (package) → file SHA-256 and SM3 → leaf hash →
 * inclusion proof → verifier key → checkpoint signature → checkpoint root → for each anchor, its root
 * and then its receipt. After the first failure the rest are listed as not run.
 */
export async function verifyEvidence(input: EvidenceInput): Promise<EvidenceResult> {
  const { bundle } = input;
  const core = verifyProofBundle(bundle, {
    ...(input.hashes ? { fileSha256: input.hashes.sha256, fileSm3: input.hashes.sm3 } : {}),
    ...(input.trustedKey ? { trustedVerifierKey: input.trustedKey.key } : {}),
  });
  const steps: VerifyStep[] = [...(input.before ?? [])];
  let stopped = !allStepsOk(steps) && steps.length > 0;
  const push = (s: VerifyStep) => {
    steps.push(stopped ? notRun(s.id) : s);
    if (!s.ok) stopped = true;
  };
  if (!input.hashes) {
    for (const id of ['file-sha256', 'file-sm3']) push({ id, ok: false, zh: '没有可核验的文件', en: 'there is no file to check' });
  }
  let root: string | undefined;
  for (const s of core) {
    const from = input.trustedKey?.fetchedFrom;
    if (s.id === 'verifier-key' && s.ok && from) {
      push({ ...s, zh: `${s.zh}（公钥取自 ${from}）`, en: `${s.en} (key fetched from ${from})` });
    } else push(s);
    const anchor = /^anchor-(\d+)$/.exec(s.id);
    if (!anchor) continue;
    const i = Number(anchor[1]);
    if (stopped) {
      push(notRun(`anchor-${i}-receipt`));
      continue;
    }
    // Reached only when the signature passed, so the bundle's key is the one that signed the checkpoint.
    root ??= toHex(openNote(bundle.checkpoint, bundle.verifierKey).checkpoint.rootHash);
    push(await anchorReceiptStep(bundle.anchors[i]!, i, root, input));
  }
  const ok = allStepsOk(steps);
  return { ok, steps, notChecked: ok ? notChecked(input) : [], keyPinned: input.trustedKey !== undefined };
}
