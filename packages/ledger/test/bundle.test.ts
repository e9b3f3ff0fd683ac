import { describe, expect, it } from 'vitest';
import {
  InMemoryTree, LedgerError, allStepsOk, createProofBundle, formatCheckpoint, fromBase64, generateSignerKey,
  leafHashOfEntry, parseProofBundle, signNote, toBase64, toHex, verifierKeyString, verifyProofBundle,
  type LeafEntry, type ProofBundle, type VerifyStep,
} from '../src/index';
import { flipBit, randomLeafHashes } from './helpers';

const leaf: LeafEntry = {
  v: 1,
  sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  sm3: 'ab'.repeat(32),
  size: 4,
  evidenceNo: '202611220000000014',
  savedAt: '2026-11-22T03:00:00.123Z',
  ownerCommitment: 'cd'.repeat(32),
};
const INDEX = 13;
const SIZE = 21;
const signer = generateSignerKey('ledger.example.cn/evidence');
const vkey = verifierKeyString(signer.name, signer.publicKey);

const tree = new InMemoryTree();
randomLeafHashes(SIZE, 41).forEach((h, i) => tree.append(i === INDEX ? leafHashOfEntry(leaf) : h));
const root = tree.root(SIZE);
const checkpoint = signNote(formatCheckpoint({ origin: signer.name, size: SIZE, rootHash: root }), signer);

const valid: ProofBundle = createProofBundle({
  leaf, leafIndex: INDEX, treeSize: SIZE, inclusionProof: tree.inclusionProof(INDEX, SIZE), checkpoint, verifierKey: vkey,
  anchors: [
    { type: 'evm', chainId: 1337, txHash: `0x${'1'.repeat(64)}`, blockNumber: 7, blockHash: `0x${'2'.repeat(64)}`,
      timestamp: 1795316400, rootHash: toHex(root), explorerUrl: `https://explorer.example/tx/0x${'1'.repeat(64)}` },
    { type: 'tsa', token: toBase64(new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01])), genTime: '2026-11-22T03:00:01Z', rootHash: toHex(root), tsa: 'local test TSA' },
  ],
});
const opts = { trustedVerifierKey: vkey, fileSha256: leaf.sha256, fileSm3: leaf.sm3 };
const clone = (): ProofBundle => structuredClone(valid);
const firstFailure = (steps: VerifyStep[]): string | undefined => steps.find((s) => !s.ok)?.id;

describe('proof bundle', () => {
  it('a full valid bundle verifies, every step in order, in Chinese and English', () => {
    const steps = verifyProofBundle(parseProofBundle(JSON.stringify(valid)), opts);
    expect(steps.map((s) => s.id)).toEqual(['file-sha256', 'file-sm3', 'leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature', 'checkpoint-root', 'anchor-0', 'anchor-1']);
    expect(allStepsOk(steps)).toBe(true);
    for (const s of steps) {
      expect(s.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(s.en).toMatch(/[a-z]/);
    }
    expect(steps[7]!.zh).toMatch(/另行核对/);
    expect(steps[7]!.en).toMatch(/checked elsewhere/);
    expect(steps[8]!.en).toMatch(/checked elsewhere/);
  });

  it('without file hashes, trusted key or anchors it says what was not checked', () => {
    const steps = verifyProofBundle({ ...clone(), anchors: [] });
    expect(steps.map((s) => s.id)).toEqual(['leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature', 'checkpoint-root', 'anchors']);
    expect(allStepsOk(steps)).toBe(true);
    expect(steps[2]!.zh).toMatch(/未提供受信任的公钥/);
    expect(steps[5]!.zh).toMatch(/仅由公证方签名的检查点担保/);
  });

  const tamper = (desc: string, step: string, change: (b: ProofBundle) => void, o: typeof opts | Partial<typeof opts> = opts): [string, string, (b: ProofBundle) => void, Partial<typeof opts>] => [desc, step, change, o];
  it.each([
    tamper('file SHA-256', 'file-sha256', () => {}, { ...opts, fileSha256: 'ff'.repeat(32) }),
    tamper('file SM3', 'file-sm3', () => {}, { ...opts, fileSm3: '00'.repeat(32) }),
    tamper('malformed file hash', 'file-sha256', () => {}, { ...opts, fileSha256: 'xyz' }),
    tamper('leaf size', 'checkpoint-root', (b) => { b.leaf.size += 1; }),
    tamper('leaf evidence number', 'checkpoint-root', (b) => { b.leaf.evidenceNo = '202611220000000015'; }),
    tamper('leaf time', 'checkpoint-root', (b) => { b.leaf.savedAt = '2026-11-22T03:00:00.124Z'; }),
    tamper('leaf file hash (with matching file)', 'checkpoint-root', (b) => { b.leaf.sha256 = 'ee'.repeat(32); }, { fileSha256: 'ee'.repeat(32) }),
    tamper('invalid leaf', 'leaf-hash', (b) => { (b.leaf as unknown as Record<string, unknown>).size = -1; }),
    tamper('leaf index', 'checkpoint-root', (b) => { b.leafIndex = 12; }),
    tamper('leaf index beyond the proof', 'inclusion-proof', (b) => { b.leafIndex = 20; }),
    tamper('tree size', 'checkpoint-root', (b) => { b.treeSize = 22; }),
    tamper('flipped bit in a proof element', 'checkpoint-root', (b) => { b.inclusionProof[2] = toBase64(flipBit(fromBase64(b.inclusionProof[2]!), 5, 0)); }),
    tamper('proof element removed', 'inclusion-proof', (b) => { b.inclusionProof.pop(); }),
    tamper('proof element added', 'inclusion-proof', (b) => { b.inclusionProof.push(b.inclusionProof[0]!); }),
    tamper('checkpoint size byte', 'checkpoint-signature', (b) => { b.checkpoint = b.checkpoint.replace('\n21\n', '\n22\n'); }),
    tamper('checkpoint root byte', 'checkpoint-signature', (b) => {
      const lines = b.checkpoint.split('\n');
      lines[2] = toBase64(flipBit(fromBase64(lines[2]!), 0, 0));
      b.checkpoint = lines.join('\n');
    }),
    tamper('checkpoint signature', 'checkpoint-signature', (b) => {
      const i = b.checkpoint.length - 10;
      b.checkpoint = b.checkpoint.slice(0, i) + (b.checkpoint[i] === 'A' ? 'B' : 'A') + b.checkpoint.slice(i + 1);
    }),
    tamper('checkpoint without signature', 'checkpoint-signature', (b) => { b.checkpoint = b.checkpoint.slice(0, b.checkpoint.indexOf('\n\n') + 1); }),
    tamper('another valid verifier key', 'checkpoint-signature', (b) => {
      const other = generateSignerKey(signer.name);
      b.verifierKey = verifierKeyString(other.name, other.publicKey);
    }, { fileSha256: leaf.sha256 }),
    tamper('re-signed by an impostor key', 'verifier-key', (b) => {
      const other = generateSignerKey(signer.name);
      b.verifierKey = verifierKeyString(other.name, other.publicKey);
      b.checkpoint = signNote(formatCheckpoint({ origin: signer.name, size: SIZE, rootHash: root }), other);
    }),
    tamper('malformed verifier key', 'verifier-key', (b) => { b.verifierKey = b.verifierKey.slice(0, -2); }),
    tamper('EVM anchor root hash', 'anchor-0', (b) => { b.anchors[0]!.rootHash = 'ff'.repeat(32); }),
    tamper('TSA anchor root hash', 'anchor-1', (b) => { b.anchors[1]!.rootHash = '00'.repeat(32); }),
  ])('tampered %s fails at step %s', (_desc, step, change, o) => {
    const b = clone();
    change(b);
    const steps = verifyProofBundle(b, o);
    expect(firstFailure(steps)).toBe(step);
    expect(allStepsOk(steps)).toBe(false);
    const at = steps.findIndex((s) => s.id === step);
    for (const later of steps.slice(at + 1)) {
      expect(later.ok).toBe(false);
      expect(later.en).toBe('not run: an earlier step failed');
      expect(later.zh).toMatch(/未执行/);
    }
    expect(steps.at(-1)!.id).toBe('anchor-1');
  });

  it('never throws, even on a bundle that skipped parseProofBundle', () => {
    const broken = { ...clone(), inclusionProof: ['not base64!'], checkpoint: 42 } as unknown as ProofBundle;
    const steps = verifyProofBundle(broken, opts);
    expect(firstFailure(steps)).toBe('inclusion-proof');
  });
});

describe('parseProofBundle', () => {
  it('round-trips through JSON and rejects nothing valid', () => {
    expect(parseProofBundle(JSON.parse(JSON.stringify(valid)))).toEqual(valid);
    expect(parseProofBundle({ ...clone(), anchors: [] }).anchors).toEqual([]);
  });

  const mutate = (f: (b: Record<string, unknown>) => void): unknown => {
    const b = clone() as unknown as Record<string, unknown>;
    f(b);
    return b;
  };
  it.each([
    ['not JSON', '{'],
    ['an array', []],
    ['wrong format', mutate((b) => { b.format = 'other'; })],
    ['version 2', mutate((b) => { b.version = 2; })],
    ['extra key', mutate((b) => { b.extra = 1; })],
    ['missing key', mutate((b) => { delete b.anchors; })],
    ['invalid leaf', mutate((b) => { (b.leaf as Record<string, unknown>).extra = 1; })],
    ['index ≥ size', mutate((b) => { b.leafIndex = 21; })],
    ['size 0', mutate((b) => { b.treeSize = 0; })],
    ['string index', mutate((b) => { b.leafIndex = '13'; })],
    ['31-byte proof element', mutate((b) => { (b.inclusionProof as string[])[0] = toBase64(new Uint8Array(31)); })],
    ['hex proof element', mutate((b) => { (b.inclusionProof as string[])[0] = '00'.repeat(32); })],
    ['empty checkpoint', mutate((b) => { b.checkpoint = ''; })],
    ['anchor type', mutate((b) => { (b.anchors as Record<string, unknown>[])[0]!.type = 'btc'; })],
    ['anchor extra key', mutate((b) => { (b.anchors as Record<string, unknown>[])[1]!.x = 1; })],
    ['upper-case tx hash', mutate((b) => { (b.anchors as Record<string, unknown>[])[0]!.txHash = `0x${'A'.repeat(64)}`; })],
    ['anchor root not hex', mutate((b) => { (b.anchors as Record<string, unknown>[])[0]!.rootHash = 'root'; })],
    ['explorer URL', mutate((b) => { (b.anchors as Record<string, unknown>[])[0]!.explorerUrl = 'javascript:alert(1)'; })],
    ['TSA token', mutate((b) => { (b.anchors as Record<string, unknown>[])[1]!.token = '***'; })],
    ['TSA time', mutate((b) => { (b.anchors as Record<string, unknown>[])[1]!.genTime = 'yesterday'; })],
  ])('rejects %s with a clear bilingual error', (_d, input) => {
    try {
      parseProofBundle(input);
      expect.fail('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(LedgerError);
      expect((e as LedgerError).en).toMatch(/^invalid proof\.json/);
      expect((e as LedgerError).zh).toMatch(/^证明文件无效/);
    }
  });
});
