import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { sha256 as sha256Once, sm3 as sm3Once } from 'hash-wasm';
import {
  createProofBundle, formatCheckpoint, generateSignerKey, InMemoryTree, leafHashOfEntry, signNote, toHex, verifierKeyString,
  type AnchorReceipt, type LeafEntry, type ProofBundle,
} from '@evidence/ledger';
import { hashBlob } from './hash-blob';
import { verifyEvidence, type VerifyInput } from './verify-evidence';

/** A small ledger made with packages/ledger alone: the file is leaf `index` of `size`, signed with a fresh key. */
const origin = 'verify-web.example.cn/ledger';
const signer = generateSignerKey(origin);
const verifierKey = verifierKeyString(signer.name, signer.publicKey);
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const fileBytes = strToU8('合同正文：甲方与乙方……\n'.repeat(50));

async function leafOf(content: Uint8Array, n: number): Promise<LeafEntry> {
  return {
    v: 1, sha256: await sha256Once(content), sm3: await sm3Once(content), size: content.length,
    evidenceNo: String(202611220000000000 + n), savedAt: new Date(Date.UTC(2026, 10, 22, 3, 0, n)).toISOString(),
    ownerCommitment: toHex(random(32)),
  };
}

async function makeBundle(index = 3, size = 7, anchors: (root: string) => AnchorReceipt[] = () => []): Promise<ProofBundle> {
  const tree = new InMemoryTree();
  const entries: LeafEntry[] = [];
  for (let i = 0; i < size; i += 1) entries.push(await leafOf(i === index ? fileBytes : random(40), i));
  for (const e of entries) tree.append(leafHashOfEntry(e));
  const root = tree.root(size);
  return createProofBundle({
    leaf: entries[index]!, leafIndex: index, treeSize: size, inclusionProof: tree.inclusionProof(index, size),
    checkpoint: signNote(formatCheckpoint({ origin, size, rootHash: root }), signer), verifierKey, anchors: anchors(toHex(root)),
  });
}

const json = (b: unknown) => new Blob([JSON.stringify(b)]);
const files = (file: Uint8Array, proof: unknown): VerifyInput => ({ kind: 'files', file: new Blob([file as BlobPart]), proof: json(proof) });
const firstFailure = (steps: { id: string; ok: boolean }[]) => steps.find((s) => !s.ok)?.id;
const published = (key = verifierKey) => async () => ({ key, from: 'https://notary.example.cn/api/ledger/publicKey' });

describe('hashing in the browser', () => {
  it('streams SHA-256 and SM3 in slices, equal to the standard vectors', async () => {
    for (const chunk of [1, 2, 64]) {
      expect(await hashBlob(new Blob(['abc']), chunk)).toEqual({
        sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        sm3: '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0',
        size: 3,
      });
    }
    const done: number[] = [];
    await hashBlob(new Blob([fileBytes as BlobPart]), 1000, (d) => done.push(d));
    expect(done.at(-1)).toBe(fileBytes.length);
    expect(done.length).toBe(Math.ceil(fileBytes.length / 1000));
  });
});

describe('verifying a file and its proof.json', () => {
  it('passes every step for the original, with the published key as its own step', async () => {
    const r = await verifyEvidence(files(fileBytes, await makeBundle()), { publishedKey: published(), chunkBytes: 100 });
    expect(r.steps.map((s) => s.id)).toEqual(['proof', 'file-sha256', 'file-sm3', 'leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature', 'checkpoint-root', 'anchors']);
    expect(r.steps.every((s) => s.ok)).toBe(true);
    expect(r.ok).toBe(true);
    expect(r.steps.find((s) => s.id === 'verifier-key')!.zh).toContain('公钥取自本平台 https://notary.example.cn 公布的公钥');
    expect(r.notChecked).toEqual([]);
  });

  it('says so when the published key could not be fetched', async () => {
    const r = await verifyEvidence(files(fileBytes, await makeBundle()), { publishedKey: async () => null });
    expect(r.ok).toBe(true);
    expect(r.steps.find((s) => s.id === 'verifier-key')!.zh).toContain('使用证明文件自带的公钥');
    expect(r.notChecked.map((n) => n.zh).join()).toContain('未能获取本平台公布的公钥');
    const thrown = await verifyEvidence(files(fileBytes, await makeBundle()), { publishedKey: () => Promise.reject(new Error('offline')) });
    expect(thrown.ok).toBe(true);
    expect(thrown.notChecked).toHaveLength(1);
  });

  it('fails at the file step for a changed file, and runs nothing after it', async () => {
    const changed = fileBytes.slice();
    changed[10] = changed[10]! ^ 1;
    const r = await verifyEvidence(files(changed, await makeBundle()), { publishedKey: published() });
    expect(r.ok).toBe(false);
    expect(firstFailure(r.steps)).toBe('file-sha256');
    expect(r.steps.find((s) => s.id === 'file-sha256')!.zh).toContain('文件已被修改');
    expect(r.steps.slice(2).every((s) => !s.ok && s.zh.startsWith('未执行'))).toBe(true);
    const longer = new Uint8Array([...fileBytes, 0x0a]);
    expect(firstFailure((await verifyEvidence(files(longer, await makeBundle()))).steps)).toBe('file-sha256');
  });

  it('fails at the right step for each kind of tampered proof', async () => {
    const b = await makeBundle();
    const leaf = { ...b, leaf: { ...b.leaf, ownerCommitment: toHex(random(32)) } };
    expect(firstFailure((await verifyEvidence(files(fileBytes, leaf))).steps)).toBe('checkpoint-root');
    const index = { ...b, leafIndex: 2 };
    expect(firstFailure((await verifyEvidence(files(fileBytes, index))).steps)).toBe('checkpoint-root');
    const shortProof = { ...b, inclusionProof: b.inclusionProof.slice(1) };
    expect(firstFailure((await verifyEvidence(files(fileBytes, shortProof))).steps)).toBe('inclusion-proof');
    const sig = { ...b, checkpoint: b.checkpoint.replace(/ (\S)(\S+)\n$/, (_m, c: string, rest: string) => ` ${c === 'A' ? 'B' : 'A'}${rest}\n`) };
    expect(firstFailure((await verifyEvidence(files(fileBytes, sig))).steps)).toBe('checkpoint-signature');
    const other = generateSignerKey(origin);
    const impostor = { ...b, verifierKey: verifierKeyString(other.name, other.publicKey) };
    expect(firstFailure((await verifyEvidence(files(fileBytes, impostor))).steps)).toBe('checkpoint-signature');
    expect(firstFailure((await verifyEvidence(files(fileBytes, impostor), { publishedKey: published() })).steps)).toBe('verifier-key');
    const fileChangedToo = { ...b, leaf: { ...b.leaf, sha256: toHex(random(32)) } };
    expect(firstFailure((await verifyEvidence(files(fileBytes, fileChangedToo))).steps)).toBe('file-sha256');
  });

  it('refuses a file that is not a proof.json at the proof step, without reading the file', async () => {
    for (const bad of [new Blob(['not json']), json({ format: 'evidence-ledger-proof', version: 2 }), json([])]) {
      const r = await verifyEvidence({ kind: 'files', file: new Blob([fileBytes as BlobPart]), proof: bad });
      expect(r.ok).toBe(false);
      expect(r.steps[0]).toMatchObject({ id: 'proof', ok: false });
      expect(r.steps[0]!.zh).toMatch(/证明文件无效|proof/);
      expect(r.steps.slice(1).every((s) => !s.ok)).toBe(true);
    }
  });

  it('checks that an anchor names the checkpoint root, and says the chain itself was not checked', async () => {
    const evm = (root: string): AnchorReceipt[] => [{ type: 'evm', chainId: 1337, txHash: `0x${'ab'.repeat(32)}`, blockNumber: 7, blockHash: `0x${'cd'.repeat(32)}`, timestamp: 1795316410, rootHash: root }];
    const r = await verifyEvidence(files(fileBytes, await makeBundle(3, 7, evm)), { publishedKey: published() });
    expect(r.ok).toBe(true);
    expect(r.steps.at(-1)!.id).toBe('anchor-0');
    expect(r.notChecked.map((n) => n.zh).join()).toContain('区块链上的锚定交易未在浏览器中核验');
    const wrongRoot = (_root: string) => evm(toHex(random(32)));
    const bad = await verifyEvidence(files(fileBytes, await makeBundle(3, 7, wrongRoot)));
    expect(firstFailure(bad.steps)).toBe('anchor-0');
  });
});

describe('verifying an evidence package (ZIP)', () => {
  const pack = (entries: Record<string, Uint8Array>, level: 0 | 6 = 6) => new Blob([zipSync(entries, { level }) as BlobPart]);

  it('finds proof.json and the original in any folder, stored or deflated, and passes', async () => {
    const b = await makeBundle();
    for (const level of [0, 6] as const) {
      const zip = pack({
        '证据包/合同.txt': fileBytes, '证据包/proof.json': strToU8(JSON.stringify(b)),
        '证据包/存证证书.pdf': random(300), '证据包/验证说明.txt': strToU8('说明'), 'other.bin': random(fileBytes.length),
      }, level);
      const r = await verifyEvidence({ kind: 'package', zip }, { publishedKey: published(), chunkBytes: 37 });
      expect(r.steps[0]).toMatchObject({ id: 'package', ok: true });
      expect(r.steps.every((s) => s.ok)).toBe(true);
      expect(r.originalName).toBe('证据包/合同.txt');
    }
  });

  it('takes the only other file as the original when nothing matches, so the file step fails', async () => {
    const changed = fileBytes.slice();
    changed[0] = changed[0]! ^ 1;
    const zip = pack({ '合同.txt': changed, 'proof.json': strToU8(JSON.stringify(await makeBundle())), '证书.pdf': random(10) });
    const r = await verifyEvidence({ kind: 'package', zip });
    expect(r.steps[0]!.zh).toContain('包中唯一的其他文件');
    expect(firstFailure(r.steps)).toBe('file-sha256');
  });

  it('fails the package step without proof.json, with two, without an original, or for a non-ZIP', async () => {
    const proof = strToU8(JSON.stringify(await makeBundle()));
    const cases: Array<[Blob, RegExp]> = [
      [pack({ '合同.txt': fileBytes }), /没有 proof\.json/],
      [pack({ 'a/proof.json': proof, 'b/proof.json': proof, '合同.txt': fileBytes }), /2 个 proof\.json/],
      [pack({ 'proof.json': proof, 'x.bin': random(5), 'y.bin': random(6) }), /没有 SHA-256 与存证记录一致的原件/],
      [new Blob(['PK not really a zip']), /不是可读的 ZIP 证据包/],
      [pack({ 'proof.json': strToU8('{"format":1}'), '合同.txt': fileBytes }), /证明文件无效/],
    ];
    for (const [zip, msg] of cases) {
      const r = await verifyEvidence({ kind: 'package', zip });
      expect(r.ok).toBe(false);
      expect(r.steps[0]).toMatchObject({ id: 'package', ok: false });
      expect(r.steps[0]!.zh).toMatch(msg);
    }
  });
});
