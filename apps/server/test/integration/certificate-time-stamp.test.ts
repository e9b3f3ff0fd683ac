import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCertificateView } from '@evidence/shared/contracts';
import type { Evidence } from '../../src/db/schema';
import { call, freshIp } from '../helpers/api';
import { type TestTsa, startTestTsa } from '../helpers/anchor/test-tsa';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { storeRecord } from '../helpers/certificate/records';

/**
 * The certificate of a record anchored by an RFC 3161 time-stamp authority only (decision 164): a
 * time stamp is no chain, so neither the page data nor the PDF says 上链 of it. Before the round it
 * waits for a time stamp (等待可信时间戳); after it, 已取得可信时间戳.
 */
let t: TestApp;
let tsa: TestTsa;
let who: Tenants;
let row: Evidence;

beforeAll(async () => {
  tsa = await startTestTsa();
  const certFile = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'tsa-cert-')), 'tsa.pem');
  fs.writeFileSync(certFile, tsa.certPem);
  t = await createTestApp({
    LEDGER_BATCH_DELAY_MS: '2',
    ANCHOR_TSA_URL: tsa.url,
    ANCHOR_TSA_CERT_FILE: certFile,
    ANCHOR_TSA_TIMEOUT_MS: '3000',
    ANCHOR_TSA_LOCAL: '1',
    ANCHOR_INTERVAL_MS: '60000',
    // the test drives the worker itself
    ANCHOR_POLL_MS: '3600000',
  });
  who = await tenants(t);
  row = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'time-stamped evidence');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await tsa?.stop();
});

const view = async () => (await call<TCertificateView>(t.app, 'GET', '/api/share/getView', { query: { baoquan: row.evidence_no }, token: who.individual.token, role: '1', ip: freshIp() })).body.data;

const pdfText = async (d: TCertificateView) => {
  const pdf = (await t.app.inject({ method: 'GET', url: d.certificateUrl })).rawPayload;
  const file = path.join(t.dataDir, `tsa-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
};

describe('a certificate anchored by a time-stamp authority', () => {
  it('waits for a time stamp before the round, and says nothing of a chain', async () => {
    const d = await view();
    expect(d.ledger.anchors).toEqual([expect.objectContaining({ type: 'tsa', status: 'pending', statusName: '等待可信时间戳', local: true })]);
    expect(d.ledger.statement).toBe('等待可信时间戳：等待下一次锚定；目前仅由公证处账本的签名检查点担保');
    const text = await pdfText(d);
    expect(text).toContain('时间戳锚定等待可信时间戳');
    expect(text).not.toContain('上链');
  });

  it('says 已取得可信时间戳 once stamped, never 上链成功, in the page data and the PDF', async () => {
    await t.ledger.anchors.tick(Date.now() + 61_000);
    const d = await view();
    expect(d.ledger.anchors).toEqual([expect.objectContaining({ type: 'tsa', status: 'success', statusName: '已取得可信时间戳', txHash: null, chainId: null })]);
    expect(JSON.stringify(d)).not.toContain('上链成功');
    // named for a reader, not by its RFC (issue 24 item 2; the statement said RFC 3161 until the new user's review)
    expect(d.ledger.statement).toContain('签名检查点已锚定于可信时间戳服务');
    expect(d.ledger.statement).not.toContain('RFC');
    const text = await pdfText(d);
    expect(text).toContain('时间戳锚定已取得可信时间戳');
    expect(text).not.toContain('上链');
    expect(text).not.toContain('RFC');
  });
});
