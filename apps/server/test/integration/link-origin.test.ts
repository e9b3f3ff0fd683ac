import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDownloadSecret } from '../../src/services/downloads/signed-url';
import { certificateViewToken } from '../../src/services/certificate/view-token';
import type { Evidence } from '../../src/db/schema';
import { call, freshIp } from '../helpers/api';
import { nationalId, newUser, personForm } from '../helpers/verification';
import { storeRecord } from '../helpers/certificate/records';
import { insertTemplate, templateSigners } from '../helpers/esign-flows';
import { multipartBody } from '../helpers/seals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * Issue 23 item 13 (decision 702): without PUBLIC_URL, a Host header a caller made up never becomes a link —
 * not in a signer's SMS, a face verification or cashier QR code, a certificate's QR code or the verify line inside its PDF. The
 * links use the address the server listens on (the test server is reached through inject, so its configured
 * HOST 0.0.0.0 and PORT 3000: localhost:3000), or the Host when ALLOWED_HOSTS lists it.
 */
const SPOOFED = 'evil.example';
const ALLOWED = 'lan.example:8080';
const LISTEN = 'http://localhost:3000';

let t: TestApp;
let who: Tenants;
let record: Evidence;
let template: number;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', ALLOWED_HOSTS: `Other.example, ${ALLOWED}` });
  who = await tenants(t);
  record = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, '链接来源测试');
  template = await insertTemplate(t, who.companyMain.userId);
}, 60_000);
afterAll(async () => t?.close());

const auth = (c: Caller) => ({ authorization: `Bearer ${c.token}`, role: c.role });
const CASES = [
  { host: SPOOFED, origin: LISTEN },
  { host: ALLOWED, origin: `http://${ALLOWED}` },
];

describe.each(CASES)('a request with Host $host', ({ host, origin }) => {
  it('gets a cashier link on the right origin', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/Evidences/pay', headers: { ...auth(who.individual), host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'integral=10&type=2', remoteAddress: freshIp(),
    });
    const body = res.json() as { code: number; msg: string; data: { codeUrl: string } };
    expect(body.code, body.msg).toBe(200);
    expect(body.data.codeUrl.startsWith(`${origin}/mobile/cashier/`), body.data.codeUrl).toBe(true);
    if (host === SPOOFED) expect(res.body).not.toContain(SPOOFED);
  });

  it('gets a certificate whose QR code and PDF verify line name the right origin', async () => {
    const viewToken = certificateViewToken(loadDownloadSecret(t.dataDir, undefined), record.evidence_no);
    const res = await t.app.inject({ method: 'GET', url: '/api/share/getView', query: { baoquan: record.evidence_no, viewToken }, headers: { ...auth(who.individual), host }, remoteAddress: freshIp() });
    const view = res.json() as { code: number; data: { mobileUrl: string; certificateUrl: string } };
    expect(view.code).toBe(200);
    expect(view.data.mobileUrl.startsWith(`${origin}/mobile/preview/`), view.data.mobileUrl).toBe(true);
    const pdf = await t.app.inject({ method: 'GET', url: view.data.certificateUrl, headers: { host }, remoteAddress: freshIp() });
    expect(pdf.statusCode).toBe(200);
    const file = path.join(t.dataDir, `cert-${Math.random().toString(36).slice(2)}.pdf`);
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain(`${origin}/verify`);
    if (host === SPOOFED) expect(text).not.toContain(SPOOFED);
  });

  it('gets a face verification link on the right origin', async () => {
    const phone = host === SPOOFED ? '13922220011' : '13922220012';
    const u = await newUser(t.app, t.db, phone);
    const form = await personForm(t.app, u, { idCard: nationalId('19900307', host === SPOOFED ? '113' : '115'), sex: '0' });
    const submitted = await call(t.app, 'POST', '/api/peruser/perAuthorize', { token: u.token, form, ip: freshIp() });
    expect(submitted.body.code, submitted.body.msg).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/Peruser/detectAuth', headers: { authorization: `Bearer ${u.token}`, host, 'content-type': 'application/x-www-form-urlencoded' }, payload: '', remoteAddress: freshIp() });
    const body = res.json() as { code: number; msg: string; data: { Url: string } };
    expect(body.code, body.msg).toBe(200);
    expect(body.data.Url.startsWith(`${origin}/mobile/face/`), body.data.Url).toBe(true);
  });

  it('sends signers SMS links on the right origin', async () => {
    const phones: [string, string] = host === SPOOFED ? ['13922220001', '13922220002'] : ['13922220003', '13922220004'];
    const data = { title: '房屋租赁合同', templateId: template, orderMode: 'parallel', expireDays: 7, signers: templateSigners(phones), send: 1 };
    const { payload, contentType } = multipartBody({ data: JSON.stringify(data) });
    const res = await t.app.inject({ method: 'POST', url: '/api/ElcSign/saveSign', headers: { ...auth(who.companyMain), host, 'content-type': contentType }, payload, remoteAddress: freshIp() });
    const body = res.json() as { code: number; msg: string };
    expect(body.code, body.msg).toBe(200);
    const texts = await t.db.selectFrom('sms_outbox').select('text').where('phone', 'in', phones).execute();
    expect(texts.length).toBeGreaterThan(0);
    for (const { text } of texts) {
      expect(text).toContain(`${origin}/h5elesign?token=`);
      expect(text).not.toContain(SPOOFED);
    }
  });
});

describe('a server listening on a real socket', () => {
  it('names the address and port the connection arrived on, not a made-up Host', async () => {
    const listening = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = listening.app.server.address() as AddressInfo;
      const caller = (await tenants(listening)).individual;
      const body = await new Promise<string>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/Evidences/pay', headers: { ...auth(caller), host: SPOOFED, 'content-type': 'application/x-www-form-urlencoded' } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end('integral=10&type=2');
      });
      const answer = JSON.parse(body) as { code: number; msg: string; data: { codeUrl: string } };
      expect(answer.code, answer.msg).toBe(200);
      expect(answer.data.codeUrl.startsWith(`http://127.0.0.1:${port}/mobile/cashier/`), answer.data.codeUrl).toBe(true);
    } finally {
      await listening.close();
    }
  }, 60_000);
});

describe('ALLOWED_HOSTS', () => {
  it('is read case-insensitively and a malformed entry stops the start', async () => {
    expect(t.config.allowedHosts).toEqual(['other.example', ALLOWED]);
    const { loadConfig } = await import('../../src/config');
    expect(() => loadConfig({ ALLOWED_HOSTS: 'http://evil.example/' })).toThrow(/ALLOWED_HOSTS/);
  });
});
