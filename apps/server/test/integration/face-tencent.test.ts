import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_MSG } from '@evidence/shared/constants';
import { ZVerifyInfo } from '@evidence/shared/contracts';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { nationalId, newUser, operatorToken, personForm } from '../helpers/verification';
import { startTencentCloudStandIn, type TencentCloudStandIn } from '../support/standins';

/**
 * FACE_PROVIDER=tencent: the real adapter (tencentcloud-sdk-nodejs-common's CommonClient, TC3
 * signed) against the loopback stand-in of Tencent Cloud's API, through our HTTP endpoints: pass,
 * fail with the provider's reason, pending, expired; a wrong SecretKey, a slow and an absent
 * service start nothing; the payment-app flow is refused; the person's name and ID number never
 * reach the log.
 */
let tc: TencentCloudStandIn;
let t: TestApp;
let op: string;
const log: string[] = [];

beforeAll(async () => {
  tc = await startTencentCloudStandIn();
  t = await createTestApp({ FACE_PROVIDER: 'tencent', ...tc.env, FACE_TIMEOUT_MS: '300', LOG_LEVEL: 'trace' }, { tencentTransport: tc.transport, logStream: { write: (line) => void log.push(line) } });
  op = await operatorToken(t.app, t.db, '13966680009');
});
afterAll(async () => {
  await t?.close();
  await tc?.close();
});

const post = (app: TestApp, url: string, token: string, form: Record<string, string> = {}) => call(app.app, 'POST', url, { token, form, ip: freshIp() });
const detect = (token: string, app = t) => post(app, '/api/Peruser/detectAuth', token);
const poll = (token: string, BizToken: string, app = t) => post(app, '/api/Peruser/getDetectInfoEnhanced', token, { BizToken });

let seq = 300;
const people: { name: string; idCard: string }[] = [];
async function applicant(phone: string, app = t) {
  const u = await newUser(app.app, app.db, phone);
  seq += 2;
  const idCard = nationalId('19850611', String(seq + 1));
  const name = '欧阳明';
  const r = await post(app, '/api/peruser/perAuthorize', u.token, await personForm(app.app, u, { idCard, userName: name, sex: '0' }));
  expectOk(r);
  people.push({ name, idCard });
  return { ...u, idCard, name, submissionId: r.body.data.id as number };
}
const faceRows = (userId: number, app = t) => app.db.selectFrom('face_verifications').selectAll().where('user_id', '=', userId).execute();

describe('FaceID through the stand-in', () => {
  it('passes: DetectAuth with the sealed person, the QR opens the phone page, the poll reports success and the operator may approve', async () => {
    const a = await applicant('13966680001');
    const started = await detect(a.token);
    expectOk(started);
    const { BizToken, Url } = started.body.data as { BizToken: string; Url: string };
    const check = tc.checks.get(BizToken)!;
    // who is checked came from the submission, not from the request (which named nobody)
    expect({ name: check.name, idCard: check.idCard, ruleId: check.ruleId }).toEqual({ name: a.name, idCard: a.idCard, ruleId: '1' });
    expect(check.redirectUrl).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(Url).toBe(`http://127.0.0.1:${tc.port}/h5/${BizToken}`);

    const pending = await poll(a.token, BizToken);
    expect(pending.body.data).toMatchObject({ Result: 'PENDING', Message: FACE_MSG.pending });

    // the phone page's 通过 button, as a person would press it
    const page = await fetch(`${Url}/pass`, { method: 'POST' });
    expect(await page.text()).toContain('已通过');
    const done = await poll(a.token, BizToken);
    expect(done.body.data).toMatchObject({ Result: 'SUCCESS', Message: FACE_MSG.passed });
    const info = ZVerifyInfo.parse((await call(t.app, 'GET', '/api/user/getVerifyInfo', { token: a.token })).body.data);
    expect(info.current?.person?.face).toMatchObject({ result: 'SUCCESS', provider: 'tencent' });

    // results only: the query asked for the text (InfoType 1), never the best frame or the video
    const queries = tc.calls.filter((c) => c.action === 'GetDetectInfoEnhanced' && c.body?.BizToken === BizToken);
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) expect(q.body).toMatchObject({ InfoType: '1', RuleId: '1' });
    const [row] = await faceRows(a.userId);
    expect(row).toMatchObject({ provider: 'tencent', transaction_id: BizToken, status: 'SUCCESS', fail_reason: null });

    // the verification proceeds as with the local provider: the operator's approval needs the passed check
    expectOk(await post(t, '/api/admin/verification/approve', op, { id: String(a.submissionId) }));
  });

  it('the operator is refused before the check passed, and sees a result the owner has not polled yet', async () => {
    const a = await applicant('13966680008');
    const { BizToken } = (await detect(a.token)).body.data as { BizToken: string };
    expectRefused(await post(t, '/api/admin/verification/approve', op, { id: String(a.submissionId) }), FACE_MSG.approveNeedsFace);
    tc.complete(BizToken, 'pass');
    const detail = (await call(t.app, 'GET', '/api/admin/verification/detail', { token: op, query: { id: String(a.submissionId) } })).body.data;
    expect(detail.face).toMatchObject({ result: 'SUCCESS', provider: 'tencent', transactionId: BizToken });
  });

  it('fails with the provider\'s reason, kept on the row and shown by the poll', async () => {
    const a = await applicant('13966680002');
    const { BizToken } = (await detect(a.token)).body.data as { BizToken: string };
    tc.complete(BizToken, { errCode: -1101, errMsg: '比对相似度未达到通过标准' });
    const r = await poll(a.token, BizToken);
    expect(r.body.data).toMatchObject({ Result: 'FAIL', Message: `${FACE_MSG.failed}（比对相似度未达到通过标准）` });
    // the poll after the result reads the row, not the provider
    const calls = tc.calls.length;
    expect((await poll(a.token, BizToken)).body.data.Message).toContain('比对相似度未达到通过标准');
    expect(tc.calls.length).toBe(calls);
    expect((await faceRows(a.userId))[0]).toMatchObject({ status: 'FAIL', fail_reason: '比对相似度未达到通过标准' });
    const audit = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'face.result').where('target_id', '=', String(a.submissionId)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ provider: 'tencent', status: 'FAIL', reason: '比对相似度未达到通过标准' });
  });

  it('an expired BizToken ends the session as expired', async () => {
    const a = await applicant('13966680003');
    const { BizToken } = (await detect(a.token)).body.data as { BizToken: string };
    tc.expire(BizToken);
    expect((await poll(a.token, BizToken)).body.data).toMatchObject({ Result: 'FAIL', Message: FACE_MSG.expired });
    expect((await faceRows(a.userId))[0]!.status).toBe('EXPIRED');
  });

  it('the payment-app flow is refused with a Chinese message and starts nothing', async () => {
    const a = await applicant('13966680004');
    const before = tc.calls.length;
    expectRefused(await post(t, '/api/peruser/aliIdentification', a.token, { type: '1' }), FACE_MSG.aliUnsupported);
    expect(tc.calls.length).toBe(before);
    expect(await faceRows(a.userId)).toEqual([]);
    // and the face page is told not to offer that tab
    expect((await call(t.app, 'GET', '/api/home/getSiteConfig', { ip: freshIp() })).body.data.faceFlows).toEqual(['detect']);
  });

  it('a provider that times out while polling leaves the session open; the next poll reads the result', async () => {
    const a = await applicant('13966680005');
    const { BizToken } = (await detect(a.token)).body.data as { BizToken: string };
    tc.complete(BizToken, 'pass');
    tc.delay('GetDetectInfoEnhanced', 1500);
    try {
      expect((await poll(a.token, BizToken)).body.data).toMatchObject({ Result: 'PENDING' });
    } finally {
      tc.delay('GetDetectInfoEnhanced', 0);
    }
    expect((await faceRows(a.userId))[0]!.status).toBe('PENDING');
    expect((await poll(a.token, BizToken)).body.data.Result).toBe('SUCCESS');
  });

  it('DetectAuth timing out: a Chinese message, no session, an audit row', async () => {
    const a = await applicant('13966680006');
    tc.delay('DetectAuth', 1500);
    try {
      expectRefused(await detect(a.token), FACE_MSG.providerTimeout);
    } finally {
      tc.delay('DetectAuth', 0);
    }
    expect(await faceRows(a.userId)).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'face.start.failed').where('target_id', '=', String(a.submissionId)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ flow: 'detect', provider: 'tencent', message: FACE_MSG.providerTimeout });
  });

  it('the provider\'s own refusal (a RuleId not approved) is told in Chinese and starts nothing', async () => {
    const a = await applicant('13966680007');
    tc.refuseNext('DetectAuth', 'UnauthorizedOperation.Nonactivated', '未开通服务');
    expectRefused(await detect(a.token), FACE_MSG.providerRefused);
    expect(await faceRows(a.userId)).toEqual([]);
  });

  it('the person\'s name and ID number never reach the log', () => {
    expect(log.length).toBeGreaterThan(0);
    const text = log.join('\n');
    expect(text).toContain('Tencent FaceID');
    for (const p of people) {
      expect(text).not.toContain(p.idCard);
      expect(text).not.toContain(p.name);
    }
    expect(text).not.toContain(tc.secretKey);
  });
});

describe('FaceID refusing our request', () => {
  it('a wrong SecretKey: the stand-in refuses the signature (AuthFailure.SignatureFailure), the user is told the service is misconfigured, nothing is started', async () => {
    const wrong = await createTestApp({ FACE_PROVIDER: 'tencent', ...tc.env, TENCENTCLOUD_SECRET_KEY: 'f'.repeat(32), FACE_TIMEOUT_MS: '300' }, { tencentTransport: tc.transport });
    try {
      const a = await applicant('13966680011', wrong);
      const before = tc.calls.length;
      expectRefused(await detect(a.token, wrong), FACE_MSG.providerAuth);
      expect(tc.calls.slice(before)).toEqual([{ service: 'faceid', action: 'DetectAuth', refused: 'AuthFailure.SignatureFailure', body: null }]);
      expect(await faceRows(a.userId, wrong)).toEqual([]);
    } finally {
      await wrong.close();
    }
  });

  it('a request outside the 5-minute window is refused (AuthFailure.SignatureExpire) and starts nothing', async () => {
    const skewed = await startTencentCloudStandIn({ secretId: tc.secretId, secretKey: tc.secretKey, clockSkewSeconds: 301 });
    const late = await createTestApp({ FACE_PROVIDER: 'tencent', ...tc.env, TENCENTCLOUD_FACEID_ENDPOINT: skewed.faceidEndpoint, FACE_TIMEOUT_MS: '300' }, { tencentTransport: skewed.transport });
    try {
      const a = await applicant('13966680013', late);
      expectRefused(await detect(a.token, late), FACE_MSG.providerAuth);
      expect(skewed.calls).toEqual([{ service: 'faceid', action: 'DetectAuth', refused: 'AuthFailure.SignatureExpire', body: null }]);
      expect(await faceRows(a.userId, late)).toEqual([]);
    } finally {
      await late.close();
      await skewed.close();
    }
  });

  it('connection refused: the service is told unavailable, nothing is started', async () => {
    // a port nobody listens on
    const free = net.createServer();
    await new Promise<void>((r) => free.listen(0, '127.0.0.1', r));
    const port = (free.address() as net.AddressInfo).port;
    await new Promise<void>((r) => free.close(() => r()));
    const down = await createTestApp({ FACE_PROVIDER: 'tencent', ...tc.env, TENCENTCLOUD_FACEID_ENDPOINT: `faceid.tencentcloudapi.com:${port}`, FACE_TIMEOUT_MS: '300' }, { tencentTransport: tc.transport });
    try {
      const a = await applicant('13966680012', down);
      expectRefused(await detect(a.token, down), FACE_MSG.providerFailed);
      expect(await faceRows(a.userId, down)).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('FaceID over HTTPS, as a production server reaches it', () => {
  it('in this process: the SDK over HTTPS to the stand-in\'s test certificate', async () => {
    const secure = await startTencentCloudStandIn({ tls: true });
    const app = await createTestApp({ FACE_PROVIDER: 'tencent', ...secure.env, FACE_TIMEOUT_MS: '2000' }, { tencentTransport: secure.transport });
    try {
      const a = await applicant('13966680021', app);
      const { BizToken } = (await detect(a.token, app)).body.data as { BizToken: string };
      secure.complete(BizToken, 'pass');
      expect((await poll(a.token, BizToken, app)).body.data.Result).toBe('SUCCESS');
    } finally {
      await app.close();
      await secure.close();
    }
  });

  it('in another process with no test transport: loopback-dns.cjs and NODE_EXTRA_CA_CERTS are all it needs', async () => {
    const secure = await startTencentCloudStandIn({ tls: true });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-ca-'));
    try {
      const ca = path.join(dir, 'ca.pem');
      fs.writeFileSync(ca, secure.caPem!);
      const script = `const { CommonClient } = require('tencentcloud-sdk-nodejs-common');
        const c = new CommonClient(process.env.EP, '2018-03-01', { credential: { secretId: process.env.SID, secretKey: process.env.SKEY }, profile: { httpProfile: { endpoint: process.env.EP, reqTimeout: 5 } } });
        c.request('DetectAuth', { RuleId: '1', Name: '测试', IdCard: '110101198506110011' }).then((r) => console.log(JSON.stringify({ ok: !!r.BizToken })), (e) => { console.log(JSON.stringify({ error: e.message })); });`;
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_EXTRA_CA_CERTS: ca, EP: secure.faceidEndpoint, SID: secure.secretId, SKEY: secure.secretKey };
      for (const k of ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY']) delete env[k];
      const preload = path.resolve(__dirname, '../support/standins/tencent-cloud/loopback-dns.cjs');
      const { stdout } = await promisify(execFile)(process.execPath, ['--require', preload, '-e', script], { env, cwd: path.resolve(__dirname, '../..') });
      expect(JSON.parse(stdout.trim())).toEqual({ ok: true });
      expect(secure.calls).toMatchObject([{ service: 'faceid', action: 'DetectAuth', refused: null }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await secure.close();
    }
  });
});
