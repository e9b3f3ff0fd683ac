import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ProofBundle } from '@evidence/ledger';
import { bundleOf, buildLedger, type TestLedger } from '../../helpers/verify/ledger-fixture';
import { runVerify, verifyInProcess } from '../../helpers/verify/run-verify';
import { writeZip } from '../../helpers/verify/write-zip';

/**
 * The evidence package form (`npm run verify -- <package.zip>`), a bundle without anchors, and wrong
 * use (exit code 2). The packages are ZIPs built here like the platform will build them.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-package-'));
const at = (name: string) => path.join(dir, name);

const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(50_000)]);
const certificate = Buffer.from('%PDF-1.7 certificate of preservation (stand-in)\n');
const instructions = '验证说明：运行 npm run verify -- 本压缩包.zip\n';
let ledger: TestLedger;
let bundle: ProofBundle;
let proofText: string;

beforeAll(async () => {
  ledger = buildLedger(photo, 2, 5);
  bundle = bundleOf(ledger, 2, 5);
  proofText = JSON.stringify(bundle, null, 2);
  fs.writeFileSync(at('现场照片.jpg'), photo);
  fs.writeFileSync(at('proof.json'), proofText);
  const changed = Buffer.from(photo);
  changed[100]! ^= 0x01;
  await Promise.all([
    writeZip(at('证据包.zip'), [
      { name: '现场照片.jpg', data: photo }, { name: '存证证书.pdf', data: certificate },
      { name: 'proof.json', data: proofText }, { name: '验证说明.txt', data: instructions },
    ]),
    writeZip(at('changed.zip'), [
      { name: '现场照片.jpg', data: changed }, { name: '存证证书.pdf', data: certificate },
      { name: 'proof.json', data: proofText }, { name: '验证说明.txt', data: instructions },
    ]),
  ]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.concurrent('an evidence package (ZIP)', () => {
  it('passes: proof.json and the original are found in it (own process, exit 0)', async ({ expect }) => {
    const r = await runVerify(at('证据包.zip'), '--key', ledger.verifierKey);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const ids = r.stdout.split('\n').filter((l) => l.startsWith('✔ [')).map((l) => /\[([^\]]+)\]/.exec(l)![1]);
    expect(ids).toEqual(['package', 'file-sha256', 'file-sm3', 'leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature', 'checkpoint-root', 'anchors']);
    expect(r.stdout).toContain('证据包 / package: ');
    expect(r.stdout).toContain('✔ [package] 证据包：proof.json 与原件「现场照片.jpg」（其 SHA-256 与存证记录一致）');
    // no anchor: the verifier says so, and claims no chain
    expect(r.stdout).toContain('✔ [anchors] 没有区块链或时间戳锚定：仅由公证方签名的检查点担保');
    expect(r.stdout).toContain("only the notary's signed checkpoint vouches for this record");
    expect(r.stdout).not.toMatch(/链上核验|on-chain/);
  });

  it('fails at the file step when the original in it was changed (own process, exit 1)', async ({ expect }) => {
    const r = await runVerify(at('changed.zip'), '--json');
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const report = JSON.parse(r.stdout) as { ok: boolean; package: string; steps: Array<{ id: string; ok: boolean; zh: string }> };
    expect(report.ok).toBe(false);
    expect(report.package).toBe(at('changed.zip'));
    expect(report.steps[0]).toMatchObject({ id: 'package', ok: true });
    expect(report.steps[0]!.zh).toContain('包中唯一的其他文件');
    expect(report.steps.find((s) => !s.ok)!.id).toBe('file-sha256');
  });

  it('finds the original by its hash among other files, in a folder, even when it is a PDF', async ({ expect }) => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4 contract\n'), randomBytes(3000)]);
    const l = buildLedger(pdf, 0, 3);
    const proof = JSON.stringify(bundleOf(l, 0, 3));
    const decoy = Buffer.from(pdf);
    decoy[50]! ^= 0x01; // same size, other content
    await writeZip(at('pdf.zip'), [
      { name: '存证/存证证书.pdf', data: certificate }, { name: '存证/备份.pdf', data: decoy },
      { name: '存证/合同.pdf', data: pdf, compress: false }, { name: '存证/proof.json', data: proof },
      { name: '存证/验证说明.txt', data: instructions }, { name: '__MACOSX/存证/._合同.pdf', data: 'metadata' },
    ]);
    const ok = await verifyInProcess(at('pdf.zip'), '--key', l.verifierKey);
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain('原件「存证/合同.pdf」');

    // a changed PDF original cannot be told from the certificate: the package step fails
    await writeZip(at('pdf-changed.zip'), [
      { name: '存证证书.pdf', data: certificate }, { name: '合同.pdf', data: decoy }, { name: 'proof.json', data: proof },
    ]);
    const bad = await verifyInProcess(at('pdf-changed.zip'));
    expect(bad.code).toBe(1);
    expect(bad.firstFailed).toBe('package');
    expect(bad.stdout).toContain('证据包中没有 SHA-256 与存证记录一致的原件（包中其他文件：存证证书.pdf、合同.pdf）');
    expect(bad.stdout).toMatch(/✘ \[file-sha256\] 未执行/);
  });

  it('refuses a ZIP without one readable proof.json, and a file that is not a ZIP (exit 2)', async ({ expect }) => {
    await Promise.all([
      writeZip(at('no-proof.zip'), [{ name: '现场照片.jpg', data: photo }]),
      writeZip(at('two-proofs.zip'), [{ name: '现场照片.jpg', data: photo }, { name: 'proof.json', data: proofText }, { name: 'copy/proof.json', data: proofText }]),
      writeZip(at('bad-proof.zip'), [{ name: '现场照片.jpg', data: photo }, { name: 'proof.json', data: proofText.replace('"version": 1', '"version": 2') }]),
    ]);
    const cases: Array<[string, string]> = [
      [at('no-proof.zip'), '证据包中没有 proof.json'],
      [at('two-proofs.zip'), '证据包中有 2 个 proof.json'],
      [at('bad-proof.zip'), 'proof.json：证明文件无效：proof.version 必须是 1（不支持的版本）'],
      [at('现场照片.jpg'), '不是可读的 ZIP 证据包'],
    ];
    for (const [file, zh] of cases) {
      const r = await verifyInProcess(file);
      expect(r.code, file).toBe(2);
      expect(r.stderr).toContain(zh);
      expect(r.stderr).toContain('用法 / usage');
    }
  });
});

describe.concurrent('wrong use answers exit code 2 with the reason and the usage text', () => {
  it('in its own process: no arguments, a malformed proof.json', async ({ expect }) => {
    fs.writeFileSync(at('v2.json'), proofText.replace('"version": 1', '"version": 2'));
    const [none, malformed] = await Promise.all([runVerify(), runVerify(at('现场照片.jpg'), at('v2.json'))]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('请给出要核验的文件和 proof.json，或一个证据包（ZIP）');
    expect(none.stderr).toContain('give the file to check and its proof.json, or one evidence package (ZIP)');
    expect(none.stderr).toContain('退出码 / exit code');
    expect(none.stdout).toBe('');
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('证明文件无效：proof.version 必须是 1（不支持的版本）');
    expect(malformed.stderr).toContain('invalid proof.json: proof.version must be 1 (unsupported version)');
  });

  it.for<[string, () => string[], string]>([
    ['three files', () => [at('现场照片.jpg'), at('proof.json'), at('proof.json')], '请给出要核验的文件和 proof.json'],
    ['a missing file', () => [at('missing.jpg'), at('proof.json')], '找不到要核验的文件'],
    ['a directory as the file', () => [dir, at('proof.json')], '找不到要核验的文件'],
    ['a missing proof', () => [at('现场照片.jpg'), at('missing.json')], '找不到证明文件'],
    ['a proof that is not JSON', () => {
      fs.writeFileSync(at('not-json.json'), '{"format":');
      return [at('现场照片.jpg'), at('not-json.json')];
    }, '不是 JSON'],
    ['a proof with an unknown field', () => {
      fs.writeFileSync(at('extra.json'), JSON.stringify({ ...bundle, extra: 1 }));
      return [at('现场照片.jpg'), at('extra.json')];
    }, 'proof.extra 是多余的字段'],
    ['an invalid --key', () => [at('现场照片.jpg'), at('proof.json'), '--key', 'not-a-key'], '--key 不是有效的验签公钥'],
    ['--key and --key-url together', () => [at('现场照片.jpg'), at('proof.json'), '--key', ledger.verifierKey, '--key-url', 'https://x.example'], '--key 与 --key-url 只能选一个'],
    ['a --key-url nobody answers', () => [at('现场照片.jpg'), at('proof.json'), '--key-url', 'http://127.0.0.1:1'], '无法从 http://127.0.0.1:1/api/ledger/publicKey 读取公钥'],
    ['a --key-url that is not http', () => [at('现场照片.jpg'), at('proof.json'), '--key-url', 'file:///etc'], '--key-url 须为 http(s) 网址'],
    ['an --rpc that is not a URL', () => [at('现场照片.jpg'), at('proof.json'), '--rpc', 'localhost:8545'], '--rpc 须为 http(s) 网址'],
    ['a missing --tsa-cert file', () => [at('现场照片.jpg'), at('proof.json'), '--tsa-cert', at('missing.pem')], '无法读取证书文件'],
    ['a --tsa-cert that is no certificate', () => [at('现场照片.jpg'), at('proof.json'), '--tsa-cert', at('proof.json')], '不是 PEM 格式的证书'],
    ['an unknown option', () => [at('现场照片.jpg'), at('proof.json'), '--frobnicate'], '命令行参数有误'],
    ['an option without its value', () => [at('现场照片.jpg'), at('proof.json'), '--key'], '命令行参数有误'],
  ])('%s', async ([, args, zh], { expect }) => {
    const r = await verifyInProcess(...args());
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toContain(zh);
    expect(r.stderr).toContain('用法 / usage');
    expect(r.stdout).toBe('');
  });

  it('with --json the error is JSON too; --help prints the usage and exits 0', async ({ expect }) => {
    const r = await verifyInProcess(at('missing.jpg'), at('proof.json'), '--json');
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, usageError: { zh: `找不到要核验的文件 ${at('missing.jpg')}`, en: `the file to check was not found: ${at('missing.jpg')}` } });
    const help = await verifyInProcess('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run verify -- <证据包 package.zip>');
  });

  it('the two-file form of a bundle without anchors passes every step, but without a published key it is not verified (exit 3)', async ({ expect }) => {
    const r = await verifyInProcess(at('现场照片.jpg'), at('proof.json'));
    expect(r.code, r.stdout + r.stderr).toBe(3);
    expect(r.stdout).toContain('未能确认：各步骤均已通过，但没有指定公证方公布的公钥（--key 或 --key-url）');
    expect(r.stdout).toContain('This run does not verify the evidence.');
    expect(r.stdout).not.toContain('核验通过');
    expect(r.stdout).toContain('未核验 / not checked:\n  - 公钥取自证明文件本身');
    expect(r.stdout).not.toContain('--rpc');
    const pinned = await verifyInProcess(at('现场照片.jpg'), at('proof.json'), '--key', ledger.verifierKey);
    expect(pinned.code, pinned.stdout + pinned.stderr).toBe(0);
  });
});
