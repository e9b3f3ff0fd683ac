import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCertificateView } from '@evidence/shared/contracts';
import type { Evidence } from '../../src/db/schema';
import { call, freshIp } from '../helpers/api';
import { type LocalEvm, startLocalEvm } from '../helpers/anchor/local-evm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { storeRecord } from '../helpers/certificate/records';
import { verifyInProcess } from '../helpers/verify/run-verify';

/** The certificate once the ledger is anchored on a (local) EVM chain: 链上哈希, explorer link, receipt in proof.json. */
let t: TestApp;
let evm: LocalEvm;
let who: Tenants;
let row: Evidence;

beforeAll(async () => {
  evm = await startLocalEvm();
  t = await createTestApp({
    LEDGER_BATCH_DELAY_MS: '2',
    ANCHOR_EVM_RPC_URL: evm.rpcUrl,
    ANCHOR_EVM_PRIVATE_KEY: evm.privateKey,
    ANCHOR_EVM_CHAIN_ID: String(evm.chainId),
    ANCHOR_EVM_TIMEOUT_MS: '3000',
    ANCHOR_EVM_EXPLORER_URL: 'https://explorer.example/tx/{txHash}',
    ANCHOR_EVM_LOCAL: '1',
    ANCHOR_INTERVAL_MS: '60000',
    // the test drives the worker itself
    ANCHOR_POLL_MS: '3600000',
  });
  who = await tenants(t);
  row = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'anchored evidence');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await evm?.stop();
});

const view = async () => (await call<TCertificateView>(t.app, 'GET', '/api/share/getView', { query: { baoquan: row.evidence_no }, token: who.individual.token, role: '1', ip: freshIp() })).body.data;

describe('an anchored certificate', () => {
  it('says 上链中 before the anchor round, and claims no chain hash', async () => {
    const d = await view();
    expect(d.chainhash).toBe('');
    expect(d.ledger.anchors).toEqual([expect.objectContaining({ type: 'evm', status: 'pending', statusName: '上链中', local: true, txHash: null })]);
    expect(d.ledger.statement).toContain('目前仅由公证处账本的签名检查点担保');
  });

  it('shows the chain hash, block and explorer link once anchored, in the page data and the PDF', async () => {
    await t.ledger.anchors.tick(Date.now() + 61_000);
    const d = await view();
    const a = d.ledger.anchors[0]!;
    expect(a).toMatchObject({ type: 'evm', status: 'success', statusName: '上链成功', chainId: evm.chainId, local: true });
    expect(a.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(a.explorerUrl).toBe(`https://explorer.example/tx/${a.txHash}`);
    expect(d.chainhash).toBe(a.txHash);
    expect(d.ledger.statement).toContain('演示环境');
    const pdf = (await t.app.inject({ method: 'GET', url: d.certificateUrl })).rawPayload;
    const file = path.join(t.dataDir, 'anchored.pdf');
    fs.writeFileSync(file, pdf);
    if (process.env.CERT_PDF_OUT) fs.writeFileSync(process.env.CERT_PDF_OUT.replace(/\.pdf$/, '-anchored.pdf'), pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain(a.txHash);
    expect(text).toContain('链上哈希');
    expect(text).toContain('本机演示服务');
  });

  it('puts the receipt in the package\'s proof.json, which the verify CLI checks against the chain', async () => {
    const down = await call<{ downUrl: string }>(t.app, 'POST', '/api/data/downBaoquan', { form: { dataId: String(row.id) }, token: who.individual.token, role: '1', ip: freshIp() });
    const zip = path.join(t.dataDir, 'anchored.zip');
    fs.writeFileSync(zip, (await t.app.inject({ method: 'GET', url: down.body.data.downUrl })).rawPayload);
    const key = (await call<{ verifierKey: string }>(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
    const r = await verifyInProcess(zip, '--key', key, '--rpc', evm.rpcUrl);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});
