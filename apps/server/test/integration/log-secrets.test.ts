import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, lastSmsCode, sendSms } from '../helpers/api';
import { insertTemplate, lastLinkToken, saveSign, templateSigners } from '../helpers/esign-flows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';

/**
 * Issue 23 item 9 (outside review, decision 795): one-time secrets never reach the log. The local SMS
 * provider logs that a message was queued, not its text (the outbox keeps the text: codes are read
 * there), and the request log shows no token of a signed path or query.
 */
let t: TestApp;
let who: Tenants;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug', LEDGER_BATCH_DELAY_MS: '2', POINTS_PRICE_ESIGN: '10' }, { logStream: { write: (line) => void lines.push(line) } });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const logText = () => lines.join('');

describe('the log and one-time secrets', () => {
  it('an SMS code and a signing link are in the outbox, not in the log; the log says a message was queued', async () => {
    const phone = '13955550001';
    lines.length = 0;
    expect((await sendSms(t.app, phone)).body.code).toBe(200);
    const code = await lastSmsCode(t.db, phone);
    const outbox = await t.db.selectFrom('sms_outbox').select(['id', 'text']).where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(outbox.text).toContain(code);
    const queued = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.sms === 'local');
    expect(queued).toEqual([expect.objectContaining({ outboxId: Number(outbox.id), phone: '139****0001', purpose: expect.any(String) })]);
    expect(logText()).not.toContain(code);
    expect(logText()).not.toContain(phone);

    const signers: [string, string] = ['13955550002', '13955550003'];
    const templateId = await insertTemplate(t, who.companyMain.userId);
    const sent = await saveSign(t, who.companyMain, { title: '房屋租赁合同', templateId, orderMode: 'parallel', expireDays: 7, signers: templateSigners(signers), send: 1 });
    expect(sent.body.code, sent.body.msg).toBe(200);
    const link = await lastLinkToken(t, signers[0]);
    expect(link).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(logText()).not.toContain(link!);
    expect(logText()).not.toContain('h5elesign');
  });

  it('a token in a download path, a page path or a query is not in the request log', async () => {
    const secret = 'S3cretTokenValue_0123456789abcdefXYZ';
    const urls = [
      `/api/download/package/${secret}`,
      `/api/download/certificate/${secret}.${secret}`,
      `/api/Download/Zip/${secret}`,
      `/api/admin/notary/doc/${secret}`,
      `/mobile/cashier/${secret}`,
      `/mobile/face/${secret}`,
      `/mobile/attestation/12/${secret}`,
      `/mobile/preview/${secret}/1/12`,
      `/h5elesign?token=${secret}`,
      `/api/notary/endpdf?token=${secret}`,
      `/api/ElcSign/fileView?viewToken=${secret}&x=1`,
      `/api/Register/check?smsToken=${secret}`,
    ];
    lines.length = 0;
    for (const url of urls) await t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
    const entries = lines.map((l) => JSON.parse(l) as { req?: { url: string } });
    const logged = entries.flatMap((e) => (e.req ? [e.req.url] : []));
    // every request was logged, each without its token
    expect(logged).toHaveLength(urls.length);
    expect(logged).toContain('/api/download/package/[redacted]');
    expect(logged).toContain('/mobile/attestation/12/[redacted]');
    expect(logText()).not.toContain(secret);
  });
});
