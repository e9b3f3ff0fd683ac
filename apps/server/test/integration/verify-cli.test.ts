import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leafHashOfEntry, toHex, type LeafEntry } from '@evidence/ledger';
import { call } from '../helpers/api';
import { type LocalEvm, startLocalEvm } from '../helpers/anchor/local-evm';
import { type TestTsa, startTestTsa } from '../helpers/anchor/test-tsa';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * `npm run verify` end to end: a file and the proof.json the running platform serves (anchored on a
 * local chain and by a test TSA), checked by the command-line verifier in its own process against the
 * platform's published key. Every kind of tampering and wrong use is tested on bundles built directly
 * with packages/ledger in test/unit/verify/.
 */
const main = fileURLToPath(new URL('../../src/verify/main.ts', import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-cli-'));
const at = (name: string) => path.join(dir, name);

let t: TestApp;
let evm: LocalEvm;
let tsa: TestTsa;
let key: string;
let baseUrl: string;
let proof: Record<string, unknown>;

function verify(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', main, ...args], { timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code, out: `${stdout}${stderr}` });
    });
  });
}
const writeProof = (name: string, p: unknown) => fs.writeFileSync(at(name), JSON.stringify(p, null, 2));

beforeAll(async () => {
  [evm, tsa] = await Promise.all([startLocalEvm(), startTestTsa()]);
  fs.writeFileSync(at('tsa.pem'), tsa.certPem);
  t = await createTestApp({
    LEDGER_BATCH_DELAY_MS: '5',
    ANCHOR_EVM_RPC_URL: evm.rpcUrl, ANCHOR_EVM_PRIVATE_KEY: evm.privateKey, ANCHOR_EVM_CHAIN_ID: String(evm.chainId),
    ANCHOR_EVM_TIMEOUT_MS: '5000', ANCHOR_EVM_EXPLORER_URL: 'https://explorer.example/tx/{txHash}',
    ANCHOR_TSA_URL: tsa.url, ANCHOR_TSA_TIMEOUT_MS: '5000', ANCHOR_POLL_MS: '3600000',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  key = (await call(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;

  const content = Buffer.concat([Buffer.from('证据原件 / original evidence\n'), randomBytes(300_000)]);
  fs.writeFileSync(at('原件.bin'), content);
  const entry: LeafEntry = {
    v: 1,
    sha256: createHash('sha256').update(content).digest('hex'),
    sm3: createHash('sm3').update(content).digest('hex'),
    size: content.length,
    evidenceNo: '202611220000000001',
    savedAt: new Date().toISOString(),
    ownerCommitment: randomBytes(32).toString('hex'),
  };
  await Promise.all([entry, ...Array.from({ length: 6 }, () => ({ ...entry, ownerCommitment: randomBytes(32).toString('hex') }))].map((e) => t.ledger.sequencer.append(e)));
  await t.ledger.anchors.tick(Date.now());
  const answer = await call(t.app, 'GET', '/api/ledger/proofBundle', { query: { leafHash: toHex(leafHashOfEntry(entry)) } });
  proof = answer.body.data.bundle;
  expect((proof.anchors as unknown[]).length).toBe(2);
  writeProof('proof.json', proof);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([evm?.stop(), tsa?.stop()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run verify on what the platform serves', () => {
  it('passes every step with the key from the platform, on chain and with the TSA certificate', async () => {
    const [full, offline] = await Promise.all([
      verify(at('原件.bin'), at('proof.json'), '--key-url', baseUrl, '--rpc', evm.rpcUrl, '--tsa-cert', at('tsa.pem')),
      verify(at('原件.bin'), at('proof.json'), '--json'),
    ]);
    expect(full.code, full.out).toBe(0);
    for (const id of ['file-sha256', 'file-sm3', 'leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature', 'checkpoint-root', 'anchor-0', 'anchor-0-receipt', 'anchor-1', 'anchor-1-receipt']) {
      expect(full.out).toContain(`✔ [${id}]`);
    }
    expect(full.out).toContain(`证明文件的公钥就是受信任的公钥 ${key}（公钥取自 ${baseUrl}/api/ledger/publicKey）`);
    expect(full.out).toContain('链上核验通过');
    expect(full.out).toContain('受信任的时间戳机构');
    expect(full.out).toContain('核验通过');
    // without a key every step passes too, but that verifies nothing (exit 3, decision 163); it says what it did not check
    expect(offline.code, offline.out).toBe(3);
    const report = JSON.parse(offline.out) as { ok: boolean; verdict: string; notChecked: Array<{ en: string }> };
    expect(report).toMatchObject({ ok: false, verdict: 'key-not-pinned' });
    expect(report.notChecked.map((n) => n.en).join('\n')).toMatch(/key came from the proof[\s\S]*not checked on chain[\s\S]*trusted TSA certificate/);
  }, 60_000);
});
