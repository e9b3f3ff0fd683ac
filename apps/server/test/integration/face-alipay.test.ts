import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliQueryCode, FACE_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { nationalId, newUser, personForm } from '../helpers/verification';
import { startAlipayCertifyStandIn, type AlipayCertifyStandIn } from '../support/standins';

/**
 * FACE_PROVIDER=alipay: the real adapter (alipay-sdk, RSA2, answers verified) against the loopback
 * stand-in of Alipay's gateway, through our endpoints: the payment-app flow (aliIdentification →
 * certify page → aliQuery) passes and fails; the QR flow uses the same certification; an answer
 * whose signature is not Alipay's is refused; a slow gateway starts nothing.
 */
let al: AlipayCertifyStandIn;
let t: TestApp;
const log: string[] = [];

beforeAll(async () => {
  al = await startAlipayCertifyStandIn();
  t = await createTestApp({ FACE_PROVIDER: 'alipay', ...al.env, FACE_TIMEOUT_MS: '300', LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void log.push(line) } });
});
afterAll(async () => {
  await t?.close();
  await al?.close();
});

const post = (url: string, token: string, form: Record<string, string> = {}) => call(t.app, 'POST', url, { token, form, ip: freshIp() });
const startAli = (token: string) => post('/api/peruser/aliIdentification', token, { type: '1' });
const aliQuery = (token: string, certify_id: string) => post('/api/peruser/aliQuery', token, { certify_id });

let seq = 500;
const people: string[] = [];
async function applicant(phone: string) {
  const u = await newUser(t.app, t.db, phone);
  seq += 2;
  const idCard = nationalId('19790203', String(seq + 1));
  const r = await post('/api/peruser/perAuthorize', u.token, await personForm(t.app, u, { idCard, userName: '司马青', sex: '0' }));
  expectOk(r);
  people.push(idCard);
  return { ...u, idCard, submissionId: r.body.data.id as number };
}
const faceRows = (userId: number) => t.db.selectFrom('face_verifications').selectAll().where('user_id', '=', userId).execute();

describe('Alipay certification through the stand-in', () => {
  it('passes: initialize with the sealed person, the certify page (signed GET), query passed T', async () => {
    const a = await applicant('13966690001');
    const started = await startAli(a.token);
    expectOk(started);
    const { certify_id, url } = started.body.data as { certify_id: string; url: string };
    const record = al.records.get(certify_id)!;
    expect({ certName: record.certName, certNo: record.certNo }).toEqual({ certName: '司马青', certNo: a.idCard });
    expect(record.outerOrderNo.length).toBeLessThanOrEqual(32);
    expect(record.returnUrl).toMatch(/^https?:\/\/[^/]+\/$/);
    // the QR code's URL is the gateway's certify page, signed: the stand-in verifies it as it shows it
    expect(url.startsWith(`${al.gateway}?`)).toBe(true);
    const page = await fetch(url);
    expect(await page.text()).toContain('支付宝身份验证 · 测试替身');
    expect(al.calls.at(-1)).toMatchObject({ method: 'alipay.user.certify.open.certify', refused: null });

    const pending = await aliQuery(a.token, certify_id);
    expect(pending.body.code).toBe(AliQueryCode.pending);
    await fetch(`http://127.0.0.1:${al.port}/certify/${certify_id}/pass`, { method: 'POST' });
    const passed = await aliQuery(a.token, certify_id);
    expect(passed.body).toMatchObject({ code: AliQueryCode.passed, msg: FACE_MSG.passed, data: { result: 'SUCCESS' } });
    expect((await faceRows(a.userId))[0]).toMatchObject({ provider: 'alipay', flow: 'ali', status: 'SUCCESS' });
  });

  it('fails with Alipay\'s reason; the QR flow uses the same certification', async () => {
    const a = await applicant('13966690002');
    const started = await post('/api/Peruser/detectAuth', a.token);
    expectOk(started);
    const { BizToken } = started.body.data as { BizToken: string };
    expect(al.records.has(BizToken)).toBe(true);
    al.complete(BizToken, 'fail');
    const r = await post('/api/Peruser/getDetectInfoEnhanced', a.token, { BizToken });
    expect(r.body.data).toMatchObject({ Result: 'FAIL', Message: `${FACE_MSG.failed}（人脸比对未通过）` });
  });

  it('an answer not signed by Alipay\'s key is refused: nothing started, and a signed result is never taken from a forged answer', async () => {
    const a = await applicant('13966690003');
    al.forgeSignatures(true);
    try {
      expectRefused(await startAli(a.token), FACE_MSG.providerFailed);
    } finally {
      al.forgeSignatures(false);
    }
    expect(await faceRows(a.userId)).toEqual([]);
    // an open session whose query answer is forged stays open, whatever the forged answer says
    const { certify_id } = (await startAli(a.token)).body.data as { certify_id: string };
    al.complete(certify_id, 'pass');
    al.forgeSignatures(true);
    try {
      expect((await aliQuery(a.token, certify_id)).body.code).toBe(AliQueryCode.pending);
    } finally {
      al.forgeSignatures(false);
    }
    expect((await faceRows(a.userId))[0]!.status).toBe('PENDING');
    expect((await aliQuery(a.token, certify_id)).body.code).toBe(AliQueryCode.passed);
  });

  it('our request signed with another key: Alipay refuses it (isv.invalid-signature), the user is told the service is misconfigured', async () => {
    const other = await startAlipayCertifyStandIn();
    const wrong = await createTestApp({ FACE_PROVIDER: 'alipay', ...al.env, ALIPAY_PRIVATE_KEY: other.appPrivateKeyPem, FACE_TIMEOUT_MS: '300' });
    try {
      const u = await newUser(wrong.app, wrong.db, '13966690004');
      expectOk(await call(wrong.app, 'POST', '/api/peruser/perAuthorize', { token: u.token, form: await personForm(wrong.app, u, { idCard: nationalId('19790203', '901') }), ip: freshIp() }));
      const before = al.calls.length;
      const r = await call(wrong.app, 'POST', '/api/peruser/aliIdentification', { token: u.token, form: { type: '1' }, ip: freshIp() });
      expectRefused(r, FACE_MSG.providerAuth);
      expect(al.calls.slice(before)).toMatchObject([{ method: 'alipay.user.certify.open.initialize', refused: 'isv.invalid-signature' }]);
      expect(await wrong.db.selectFrom('face_verifications').select('id').execute()).toEqual([]);
    } finally {
      await wrong.close();
      await other.close();
    }
  });

  it('a certify_id Alipay no longer knows ends the session as expired', async () => {
    const a = await applicant('13966690006');
    const { certify_id } = (await startAli(a.token)).body.data as { certify_id: string };
    al.records.delete(certify_id);
    expect((await aliQuery(a.token, certify_id)).body).toMatchObject({ code: AliQueryCode.failed, msg: FACE_MSG.expired });
    expect((await faceRows(a.userId))[0]!.status).toBe('EXPIRED');
  });

  it('a gateway that does not answer in time: a Chinese message, nothing started', async () => {
    const a = await applicant('13966690005');
    al.delay('alipay.user.certify.open.initialize', 1500);
    try {
      expectRefused(await startAli(a.token), FACE_MSG.providerTimeout);
    } finally {
      al.delay('alipay.user.certify.open.initialize', 0);
    }
    expect(await faceRows(a.userId)).toEqual([]);
  });

  it('connection refused: the service is told unavailable, nothing is started', async () => {
    const free = net.createServer();
    await new Promise<void>((r) => free.listen(0, '127.0.0.1', r));
    const port = (free.address() as net.AddressInfo).port;
    await new Promise<void>((r) => free.close(() => r()));
    const down = await createTestApp({ FACE_PROVIDER: 'alipay', ...al.env, ALIPAY_GATEWAY: `http://127.0.0.1:${port}/gateway.do`, FACE_TIMEOUT_MS: '300' });
    try {
      const u = await newUser(down.app, down.db, '13966690007');
      expectOk(await call(down.app, 'POST', '/api/peruser/perAuthorize', { token: u.token, form: await personForm(down.app, u, { idCard: nationalId('19790203', '903') }), ip: freshIp() }));
      expectRefused(await call(down.app, 'POST', '/api/peruser/aliIdentification', { token: u.token, form: { type: '1' }, ip: freshIp() }), FACE_MSG.providerFailed);
      expect(await down.db.selectFrom('face_verifications').select('id').execute()).toEqual([]);
    } finally {
      await down.close();
    }
  });

  it('the ID numbers never reach the log', () => {
    const text = log.join('\n');
    expect(text).toContain('Alipay certify call failed');
    for (const idCard of people) expect(text).not.toContain(idCard);
    expect(text).not.toContain('司马青');
  });
});
