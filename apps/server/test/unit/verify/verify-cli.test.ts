import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { generateSignerKey, signNote, toHex, verifierKeyString, type ProofBundle } from '@evidence/ledger';
import type { AnchorInput, EvmAnchorReceipt, TsaAnchorReceipt } from '../../../src/providers/anchor/anchor-provider';
import { createEvmAnchor, createTsaAnchor } from '../../../src/providers/anchor';
import { type LocalEvm, startLocalEvm } from '../../helpers/anchor/local-evm';
import { createTsaIdentity } from '../../helpers/anchor/tsa-certificate';
import { type TestTsa, startTestTsa } from '../../helpers/anchor/test-tsa';
import { bundleOf, buildLedger, signedCheckpoint, type TestLedger } from '../../helpers/verify/ledger-fixture';
import { runVerify, verifyInProcess, type VerifyRun } from '../../helpers/verify/run-verify';

/**
 * `npm run verify` in its own process on a real bundle: a ledger built with packages/ledger, its
 * checkpoint anchored on a local EVM node (ganache) and by a test RFC 3161 TSA. The genuine bundle
 * passes; each kind of tampering fails with exit code 1 at the step that names it.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-cli-'));
const at = (name: string) => path.join(dir, name);
const write = (name: string, bundle: unknown) => {
  fs.writeFileSync(at(name), JSON.stringify(bundle, null, 2));
  return at(name);
};

const INDEX = 4;
const SIZE = 7;
let evm: LocalEvm;
let tsa: TestTsa;
let keyServer: Server;
let keyUrl: string;
let ledger: TestLedger;
let bundle: ProofBundle;
let evmReceipt: EvmAnchorReceipt;
let tsaReceipt: TsaAnchorReceipt;
/** receipts of a genuine anchor of another root (the tree at size 6) */
let otherEvm: EvmAnchorReceipt;
let otherTsa: TsaAnchorReceipt;

function anchorInput(size: number): AnchorInput {
  return { origin: ledger.origin, treeSize: size, rootHash: ledger.tree.root(size), checkpoint: signedCheckpoint(ledger, size) };
}

beforeAll(async () => {
  let identity;
  [evm, tsa, identity] = await Promise.all([startLocalEvm(), startTestTsa(), createTsaIdentity('Another TSA')]);
  fs.writeFileSync(at('tsa.pem'), tsa.certPem);
  fs.writeFileSync(at('other-tsa.pem'), identity.certPem);

  const content = Buffer.concat([Buffer.from('证据原件 / original evidence\n'), randomBytes(200_000)]);
  fs.writeFileSync(at('原件.bin'), content);
  ledger = buildLedger(content, INDEX, SIZE);

  const chain = createEvmAnchor({
    rpcUrl: evm.rpcUrl, privateKey: evm.privateKey, chainId: evm.chainId, confirmations: 1,
    explorerUrlTemplate: 'https://explorer.example/tx/{txHash}', timeoutMs: 5000, isLocal: true,
  });
  const stamp = createTsaAnchor({ url: tsa.url, timeoutMs: 5000, certPem: tsa.certPem, isLocal: true });
  const [e1, t1, e2, t2] = [await chain.anchor(anchorInput(SIZE)), await stamp.anchor(anchorInput(SIZE)),
    await chain.anchor(anchorInput(SIZE - 1)), await stamp.anchor(anchorInput(SIZE - 1))];
  if (e1.type !== 'evm' || e2.type !== 'evm' || t1.type !== 'tsa' || t2.type !== 'tsa') throw new Error('unexpected receipt types');
  [evmReceipt, tsaReceipt, otherEvm, otherTsa] = [e1, t1, e2, t2];
  bundle = bundleOf(ledger, INDEX, SIZE, [evmReceipt, tsaReceipt]);
  write('proof.json', bundle);

  keyServer = createServer((req, res) => {
    const found = req.url === '/api/ledger/publicKey';
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found
      ? { code: 200, msg: 'ok', data: { origin: ledger.origin, verifierKey: ledger.verifierKey, algorithm: 'Ed25519' } }
      : { code: 404, msg: '未找到', data: null }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  keyUrl = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  await Promise.all([evm?.stop(), tsa?.stop(), new Promise((resolve) => (keyServer ? keyServer.close(resolve) : resolve(null)))]);
  fs.rmSync(dir, { recursive: true, force: true });
});

const ALL_STEPS = ['file-sha256', 'file-sm3', 'leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature',
  'checkpoint-root', 'anchor-0', 'anchor-0-receipt', 'anchor-1', 'anchor-1-receipt'];

// The runs are independent child processes: run them side by side (run-verify.ts limits how many).
describe.concurrent('a genuine bundle', () => {
  it('passes every step with the published key, the chain node and the TSA certificate (exit 0)', async ({ expect }) => {
    const r = await runVerify(at('原件.bin'), at('proof.json'), '--key', ledger.verifierKey, '--rpc', evm.rpcUrl, '--tsa-cert', at('tsa.pem'));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const marked = r.stdout.split('\n').filter((l) => /^[✔✘] \[/.test(l)).map((l) => l.slice(0, l.indexOf(']') + 1));
    expect(marked).toEqual(ALL_STEPS.map((id) => `✔ [${id}]`));
    // Chinese first, English on the next line
    expect(r.stdout).toMatch(/✔ \[file-sha256\] 文件 SHA-256 与存证记录一致：[0-9a-f]{64}\n {4}file SHA-256 matches the leaf/);
    expect(r.stdout).toContain('证明文件的公钥就是受信任的公钥');
    expect(r.stdout).toContain(`链上核验通过：交易 ${evmReceipt.txHash}`);
    expect(r.stdout).toContain('受信任的时间戳机构「Test TSA (local)」');
    expect(r.stdout).toContain('核验通过');
    expect(r.stdout).toContain('Verified: the file matches the ledger record');
    expect(r.stdout).not.toContain('未核验 / not checked');
  });

  it('says what it did not check when run without key, node or TSA certificate, and without the published key it is not verified (exit 3)', async ({ expect }) => {
    const r = await runVerify(at('原件.bin'), at('proof.json'));
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stdout).toContain('未能确认：各步骤均已通过，但没有指定公证方公布的公钥（--key 或 --key-url），无法确认检查点是公证方签名的');
    expect(r.stdout).toContain('NOT confirmed: every step passed, but no published key was given (--key or --key-url)');
    expect(r.stdout).not.toContain('核验通过');
    expect(r.stdout).not.toContain('Verified:');
    expect(r.stdout).toContain(`未提供受信任的公钥，使用证明文件自带的公钥 ${ledger.verifierKey}`);
    expect(r.stdout).toContain(`✔ [anchor-0-receipt] 锚定 1：未查询区块链（未提供 --rpc），交易 ${evmReceipt.txHash} 未在链上核验`);
    expect(r.stdout).toContain(`https://explorer.example/tx/${evmReceipt.txHash}`);
    expect(r.stdout).toContain('证书链未与受信任的时间戳机构核对');
    expect(r.stdout).toContain('the certificate chain was not checked against a trusted TSA');
    expect(r.stdout).toMatch(/未核验 \/ not checked:\n {2}- 公钥取自证明文件本身/);
  });

  it('fetches the key with --key-url and prints the steps as JSON with --json', async ({ expect }) => {
    const r = await runVerify(at('原件.bin'), at('proof.json'), '--key-url', `${keyUrl}/`, '--json');
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { ok: boolean; verdict: string; steps: Array<{ id: string; ok: boolean; zh: string; en: string }> };
    expect(report.ok).toBe(true);
    expect(report.verdict).toBe('verified');
    expect(report.steps.map((s) => s.id)).toEqual(ALL_STEPS);
    expect(report.steps.every((s) => s.ok && s.zh && s.en)).toBe(true);
    expect(report.steps.find((s) => s.id === 'verifier-key')!.en).toContain(`key fetched from ${keyUrl}/api/ledger/publicKey`);
  });
});

const tamper = (name: string, change: (b: ProofBundle) => ProofBundle) => write(name, change(structuredClone(bundle)));
const withAnchor = (i: number, a: EvmAnchorReceipt | TsaAnchorReceipt) => (b: ProofBundle) => ({ ...b, anchors: b.anchors.map((x, j) => (j === i ? a : x)) });
type Case = [what: string, step: string, args: () => string[]];

function expectFailureAt(expect: ExpectStatic, r: VerifyRun, step: string): void {
  expect(r.code, r.stdout + r.stderr).toBe(1);
  expect(r.firstFailed, r.stdout).toBe(step);
  expect(r.stdout).toContain(`核验未通过：见标 ✘ 的步骤 [${step}]`);
  expect(r.stdout).toContain(`NOT verified: see the step marked ✘ [${step}]`);
  // every step after the failed one is listed as not run
  const marked = r.stdout.split('\n').filter((l) => /^[✔✘] \[/.test(l));
  const failedAt = marked.findIndex((l) => l.startsWith('✘'));
  for (const l of marked.slice(failedAt + 1)) expect(l).toMatch(/^✘ \[[a-z0-9-]+\] 未执行：前面的步骤未通过$/);
}

describe('a proof re-signed with an impostor key, checked without a published key', () => {
  it('is not said to be verified: exit 3 and a plain sentence, in text and JSON (decision 163)', async ({ expect }) => {
    const impostor = generateSignerKey(ledger.origin); // same name, another key: the bundle carries its key
    const body = bundle.checkpoint.slice(0, bundle.checkpoint.indexOf('\n\n') + 1);
    const forged = tamper('impostor-unpinned.json', (b) => ({ ...b, checkpoint: signNote(body, impostor), verifierKey: verifierKeyString(impostor.name, impostor.publicKey) }));
    const text = await runVerify(at('原件.bin'), forged);
    expect(text.code, text.stdout + text.stderr).toBe(3);
    expect(text.firstFailed).toBeUndefined(); // every step passes: the proof is consistent in itself
    expect(text.stdout).toContain('未能确认');
    expect(text.stdout).toContain('任何人都能用自己的密钥做出这样一份自洽的证明');
    expect(text.stdout).toContain('This run does not verify the evidence.');
    expect(text.stdout).not.toContain('核验通过');
    expect(text.stdout).not.toContain('Verified:');
    const json = await verifyInProcess(at('原件.bin'), forged, '--json');
    expect(json.code).toBe(3);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, verdict: 'key-not-pinned' });
    // with the published key the same proof fails at the key
    expectFailureAt(expect, await verifyInProcess(at('原件.bin'), forged, '--key', ledger.verifierKey), 'verifier-key');
  });
});

describe.concurrent('tampering fails with exit code 1 at the step that names it', () => {
  it.for<Case>([
    ['a changed byte in the file', 'file-sha256', () => {
      const changed = fs.readFileSync(at('原件.bin'));
      changed[1000]! ^= 0x01;
      fs.writeFileSync(at('changed.bin'), changed);
      return [at('changed.bin'), at('proof.json')];
    }],
    ['a tampered proof hash', 'checkpoint-root', () => [at('原件.bin'), tamper('bad-hash.json', (b) => {
      const first = Buffer.from(b.inclusionProof[0]!, 'base64');
      first[0]! ^= 0x80;
      return { ...b, inclusionProof: [first.toString('base64'), ...b.inclusionProof.slice(1)] };
    })]],
    ['another tree size', 'checkpoint-root', () => [at('原件.bin'), tamper('other-size.json', (b) => ({ ...b, treeSize: SIZE + 1 }))]],
    ['a forged checkpoint signature', 'checkpoint-signature', () => [at('原件.bin'), tamper('forged.json', (b) => {
      const cut = b.checkpoint.lastIndexOf(' ') + 1;
      const sig = Buffer.from(b.checkpoint.slice(cut, -1), 'base64');
      sig[20]! ^= 0x01;
      return { ...b, checkpoint: `${b.checkpoint.slice(0, cut)}${sig.toString('base64')}\n` };
    })]],
    ['a wrong --key', 'verifier-key', () => {
      const other = generateSignerKey(ledger.origin);
      return [at('原件.bin'), at('proof.json'), '--key', verifierKeyString(other.name, other.publicKey)];
    }],
    ['a chain receipt of another root', 'anchor-0', () => [at('原件.bin'), tamper('evm-other-root.json', withAnchor(0, otherEvm))]],
    ['a time-stamp token whose bytes were changed', 'anchor-1-receipt', () => {
      const token = Buffer.from(tsaReceipt.token, 'base64');
      token[token.length - 10]! ^= 0x01; // inside the RSA signature
      return [at('原件.bin'), tamper('bad-token.json', withAnchor(1, { ...tsaReceipt, token: token.toString('base64') }))];
    }],
    ['a transaction hash that is not on the node (with --rpc)', 'anchor-0-receipt', () => [at('原件.bin'),
      tamper('bad-tx.json', withAnchor(0, { ...evmReceipt, txHash: `0x${'cd'.repeat(32)}` })), '--rpc', evm.rpcUrl]],
  ])('%s fails at %s (own process)', async ([, step, args], { expect }) => {
    expectFailureAt(expect, await runVerify(...args()), step);
  });

  it('names what failed: the file hash, the signature, the time-stamp token, the missing transaction', async ({ expect }) => {
    const changed = fs.readFileSync(at('原件.bin'));
    changed[0]! ^= 0x01;
    fs.writeFileSync(at('changed-first.bin'), changed);
    const file = await verifyInProcess(at('changed-first.bin'), at('proof.json'));
    expect(file.stdout).toContain('与存证记录（');
    expect(file.stdout).toContain('the file was changed or is not this evidence');
    const token = Buffer.from(tsaReceipt.token, 'base64');
    token[token.length - 10]! ^= 0x01;
    const stamp = await verifyInProcess(at('原件.bin'), tamper('bad-token-2.json', withAnchor(1, { ...tsaReceipt, token: token.toString('base64') })));
    expect(stamp.stdout).toContain('时间戳令牌的签名无效');
    const tx = await verifyInProcess(at('原件.bin'), tamper('bad-tx-2.json', withAnchor(0, { ...evmReceipt, txHash: `0x${'ab'.repeat(32)}` })), '--rpc', evm.rpcUrl);
    expect(tx.stdout).toContain(`链上找不到交易 0x${'ab'.repeat(32)}`);
  });

  // The same command in the test process: more kinds of tampering without a process start each.
  it.for<Case>([
    ['a checkpoint signed by another key of the same name', 'checkpoint-signature', () => [at('原件.bin'), tamper('other-signer.json', (b) => ({
      ...b, checkpoint: signedCheckpoint(ledger, SIZE, generateSignerKey(ledger.origin)),
    }))]],
    ['a bundle re-signed by an impostor, checked against the real key', 'verifier-key', () => {
      const impostor = generateSignerKey(ledger.origin);
      const body = bundle.checkpoint.slice(0, bundle.checkpoint.indexOf('\n\n') + 1);
      return [at('原件.bin'), tamper('impostor.json', (b) => ({ ...b, checkpoint: signNote(body, impostor), verifierKey: verifierKeyString(impostor.name, impostor.publicKey) })), '--key', ledger.verifierKey];
    }],
    ['a leaf moved to another index', 'checkpoint-root', () => [at('原件.bin'), tamper('moved.json', (b) => ({ ...b, leafIndex: INDEX + 1 }))]],
    ['a time-stamp receipt of another root', 'anchor-1', () => [at('原件.bin'), tamper('tsa-other-root.json', withAnchor(1, otherTsa))]],
    ['a receipt whose root was edited to the checkpoint root', 'anchor-0-receipt', () => [at('原件.bin'),
      tamper('evm-edited-root.json', withAnchor(0, { ...otherEvm, rootHash: toHex(ledger.tree.root(SIZE)) })), '--rpc', evm.rpcUrl]],
    ['a time-stamp receipt with another time', 'anchor-1-receipt', () => [at('原件.bin'),
      tamper('bad-time.json', withAnchor(1, { ...tsaReceipt, genTime: new Date(Date.parse(tsaReceipt.genTime) - 3_600_000).toISOString() }))]],
    ['a time stamp checked against another TSA certificate', 'anchor-1-receipt', () => [at('原件.bin'), at('proof.json'), '--tsa-cert', at('other-tsa.pem')]],
  ])('%s fails at %s (in process)', async ([, step, args], { expect }) => {
    expectFailureAt(expect, await verifyInProcess(...args()), step);
  });
});
