import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_LIMITS, FACE_MSG, MSG, VERIFY_MSG } from '@evidence/shared/constants';
import { ZReviewDetail, ZVerifyInfo } from '@evidence/shared/contracts';
import { call, freshIp } from '../helpers/api';
import { expectEnvelope, expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { completeFace, tokenOfUrl } from '../helpers/face';
import { tenants, type Tenants } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { companyForm, creditCode, nationalId, newUser, operatorToken, personForm } from '../helpers/verification';

/**
 * Face verification (人脸核验) of an individual's submission with the local test provider, through
 * HTTP: who may start a session, the polls before and after the mobile page's choice, the link's
 * single use and expiry, the payment-app flow's codes, the operator's approval rule, and that only
 * results are stored.
 */
let t: TestApp;
let op: string;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp();
  op = await operatorToken(t.app, t.db, '13966670009');
  who = await tenants(t);
});
afterAll(async () => t?.close());

const post = (url: string, token: string | undefined, form: Record<string, string> = {}, role?: string) => call(t.app, 'POST', url, { ...(token ? { token } : {}), ...(role ? { role } : {}), form, ip: freshIp() });
const detect = (token: string, form: Record<string, string> = {}) => post('/api/Peruser/detectAuth', token, form);
const poll = (token: string, BizToken: string) => post('/api/Peruser/getDetectInfoEnhanced', token, { BizToken });
const ali = (token: string, form: Record<string, string> = {}) => post('/api/peruser/aliIdentification', token, form);
const aliQuery = (token: string, certify_id: string) => post('/api/peruser/aliQuery', token, { certify_id });
const mobile = (token: string) => call(t.app, 'GET', '/api/face-local/session', { query: { token }, ip: freshIp() });
const choose = (token: string, result: string) => post('/api/face-local/complete', undefined, { token, result });
const faceOf = async (token: string) => ZVerifyInfo.parse((await call(t.app, 'GET', '/api/user/getVerifyInfo', { token })).body.data).current?.person?.face;

let seq = 100;
/** A new account with an individual submission under review; each its own ID number. */
async function applicant(phone: string) {
  const u = await newUser(t.app, t.db, phone);
  seq += 2;
  const idCard = nationalId('19900307', String(seq + 1));
  const r = await post('/api/peruser/perAuthorize', u.token, await personForm(t.app, u, { idCard, sex: '0' }));
  expectOk(r);
  return { ...u, idCard, submissionId: r.body.data.id as number };
}

/** Ages every session of an account past its end (both ours and the local provider's). */
async function expireSessions(userId: number) {
  const ids = (await t.db.selectFrom('face_verifications').select('transaction_id').where('user_id', '=', userId).execute()).map((r) => r.transaction_id);
  const past = Date.now() - 1;
  await t.db.updateTable('face_verifications').set({ expires_at: past }).where('user_id', '=', userId).execute();
  if (ids.length) await t.db.updateTable('face_local_sessions').set({ expires_at: past }).where('transaction_id', 'in', ids).execute();
}

describe('who may start a face session', () => {
  it('anonymous callers get 408 on every call', async () => {
    expectSessionExpired(await post('/api/Peruser/detectAuth', undefined));
    expectSessionExpired(await post('/api/Peruser/getDetectInfoEnhanced', undefined, { BizToken: 'x' }));
    expectSessionExpired(await post('/api/peruser/aliIdentification', undefined));
    expectSessionExpired(await post('/api/peruser/aliQuery', undefined, { certify_id: 'x' }));
  });

  it('no individual submission under review: a new account, a verified one, a company under review', async () => {
    // the demo seed's individuals passed theirs; the refusals below must start no session
    const before = await t.db.selectFrom('face_verifications').select('id').execute();
    const fresh = await newUser(t.app, t.db, '13966670001');
    expectRefused(await detect(fresh.token), FACE_MSG.noPending);
    expectRefused(await ali(fresh.token), FACE_MSG.noPending);
    expectRefused(await detect(who.individual.token), FACE_MSG.noPending);
    const company = await newUser(t.app, t.db, '13966670002');
    expectOk(await post('/api/user/companyAuthorize', company.token, await companyForm(t.app, company)));
    expectRefused(await detect(company.token), FACE_MSG.noPending);
    expect(await t.db.selectFrom('face_verifications').select('id').execute()).toEqual(before);
  });

  it('a sub-account is refused like the forms', async () => {
    expectRefused(await post('/api/Peruser/detectAuth', who.companySub.token, {}, '2'), VERIFY_MSG.subAccountRefused);
    expectRefused(await post('/api/peruser/aliIdentification', who.companySub.token, {}, '2'), VERIFY_MSG.subAccountRefused);
  });

  it('a name or ID number that is not the submission\'s person is refused; the same person is accepted', async () => {
    const a = await applicant('13966670003');
    expectRefused(await detect(a.token, { userName: '李四' }), FACE_MSG.mismatch);
    expectRefused(await detect(a.token, { idCard: nationalId('19800101', '111') }), FACE_MSG.mismatch);
    expectRefused(await ali(a.token, { username: '李四' }), FACE_MSG.mismatch);
    expectRefused(await detect(a.token, { idCard: '110101199003071234' }), MSG.idCardInvalid);
    expectRefused(await ali(a.token, { type: '2' }), VERIFY_MSG.idTypeInvalid);
    expect(await t.db.selectFrom('face_verifications').select('id').where('user_id', '=', a.userId).execute()).toEqual([]);
    const r = await detect(a.token, { userName: '张三丰', idCard: a.idCard.toLowerCase(), address: '北京市', authorFront: 'x', authorBack: 'y' });
    expectOk(r);
    expect(r.body.msg).toBe(FACE_MSG.started);
  });
});

describe('the QR flow (detectAuth → getDetectInfoEnhanced)', () => {
  it('polls PENDING until the mobile page passes it, then SUCCESS; the link is single-use', async () => {
    const a = await applicant('13966670004');
    expect(await faceOf(a.token)).toEqual({ result: null, at: null, provider: null });
    const r = await detect(a.token);
    expectOk(r);
    const { Url, BizToken, ExpiresAt } = r.body.data;
    expect(Url).toMatch(/^http:\/\/[^/]+\/mobile\/face\/[A-Za-z0-9_-]{43}$/);
    expect(ExpiresAt - Date.now()).toBeGreaterThan(FACE_LIMITS.sessionTtlMs - 60_000);
    const p1 = await poll(a.token, BizToken);
    expectOk(p1);
    expect(p1.body.data).toMatchObject({ BizToken, Result: 'PENDING', FinishedAt: null });
    expect(p1.body.msg).toBe(FACE_MSG.pending);
    expect(await faceOf(a.token)).toMatchObject({ result: 'PENDING', provider: 'local' });

    const token = tokenOfUrl(Url);
    const s = await mobile(token);
    expectOk(s);
    expect(s.body.data).toMatchObject({ flow: 'detect', maskedName: '张**丰', state: 'PENDING' });
    expect(JSON.stringify(s.body)).not.toContain(a.idCard);
    expectRefused(await choose(token, 'maybe'), '请选择核验结果');
    const done = await choose(token, 'pass');
    expectOk(done);
    expect(done.body).toMatchObject({ msg: FACE_MSG.localPassed, data: { state: 'SUCCESS' } });

    const p2 = await poll(a.token, BizToken);
    expect(p2.body.data).toMatchObject({ Result: 'SUCCESS', Message: FACE_MSG.passed });
    expect(p2.body.data.FinishedAt).toBeGreaterThan(0);
    expect(await faceOf(a.token)).toMatchObject({ result: 'SUCCESS', provider: 'local' });
    expectRefused(await choose(token, 'fail'), FACE_MSG.linkUsed);
    expect((await mobile(token)).body.data.state).toBe('SUCCESS');
    // a passed check is final for this submission
    expectRefused(await detect(a.token), FACE_MSG.alreadyPassed);
    expectRefused(await ali(a.token), FACE_MSG.alreadyPassed);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'detail']).where('action', 'like', 'face.%').where('target_id', 'in', [String(a.submissionId), r.body.data.BizToken]).execute();
    expect(audit.map((x) => x.action).sort()).toEqual(['face.local.complete', 'face.result', 'face.start']);
  });

  it('a failed check answers FAIL and may be started again; a newer session cancels the open one', async () => {
    const a = await applicant('13966670005');
    const first = await completeFace(t.app, a.token, 'fail');
    expect((await poll(a.token, first)).body.data).toMatchObject({ Result: 'FAIL', Message: FACE_MSG.failed });
    expect(await faceOf(a.token)).toMatchObject({ result: 'FAIL', provider: 'local' });
    const second = (await detect(a.token)).body.data.BizToken;
    const third = (await detect(a.token)).body.data;
    expect((await poll(a.token, second)).body.data).toMatchObject({ Result: 'FAIL', Message: FACE_MSG.cancelled });
    expect((await poll(a.token, third.BizToken)).body.data.Result).toBe('PENDING');
    const open = await t.db.selectFrom('face_verifications').select('status').where('user_id', '=', a.userId).where('status', '=', 'PENDING').execute();
    expect(open).toHaveLength(1);
    expect(await faceOf(a.token)).toMatchObject({ result: 'PENDING' });
  });

  it('another account\'s BizToken answers exactly like an unknown one', async () => {
    const a = await applicant('13966670006');
    const b = await applicant('13966670007');
    const biz = (await detect(a.token)).body.data.BizToken;
    const foreign = await poll(b.token, biz);
    const unknown = await poll(b.token, 'local-detect-00000000000000000000000000000000');
    expectRefused(foreign, FACE_MSG.sessionNotFound);
    expect(foreign.body).toEqual(unknown.body);
    // the flows do not mix either
    expectRefused(await aliQuery(a.token, biz), FACE_MSG.sessionNotFound);
    expectRefused(await poll(a.token, ''), FACE_MSG.sessionNotFound);
  });

  it('an expired session answers FAIL with the expiry message, and its link says so', async () => {
    const a = await applicant('13966670008');
    const r = (await detect(a.token)).body.data;
    await expireSessions(a.userId);
    const token = tokenOfUrl(r.Url);
    expectRefused(await mobile(token), FACE_MSG.linkExpired);
    expectRefused(await choose(token, 'pass'), FACE_MSG.linkExpired);
    expect((await poll(a.token, r.BizToken)).body.data).toMatchObject({ Result: 'FAIL', Message: FACE_MSG.expired });
    expect(await faceOf(a.token)).toEqual({ result: null, at: null, provider: null });
    expectRefused(await mobile('not-a-real-token'), FACE_MSG.linkInvalid);
    expectRefused(await choose('', 'pass'), FACE_MSG.linkInvalid);
  });

  it(`more than ${FACE_LIMITS.startsPerHour} starts an hour are refused with 429`, async () => {
    const a = await applicant('13966670010');
    for (let i = 0; i < FACE_LIMITS.startsPerHour; i++) expectOk(await detect(a.token));
    expectEnvelope(await detect(a.token), 429, 429, FACE_MSG.tooMany);
  });
});

describe('the payment-app flow (aliIdentification → aliQuery)', () => {
  it('answers code 202 while pending, 200 once passed', async () => {
    const a = await applicant('13966670011');
    const r = await ali(a.token, { username: '张三丰', idCard: a.idCard, type: '1' });
    expectOk(r);
    const { certify_id, url } = r.body.data;
    const pending = await aliQuery(a.token, certify_id);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ code: 202, msg: FACE_MSG.pending, data: { certify_id, result: 'PENDING' } });
    expect((await mobile(tokenOfUrl(url))).body.data.flow).toBe('ali');
    expectOk(await choose(tokenOfUrl(url), 'pass'));
    const passed = await aliQuery(a.token, certify_id);
    expect(passed.body).toEqual({ code: 200, msg: FACE_MSG.passed, data: { certify_id, result: 'SUCCESS' } });
    expect(await faceOf(a.token)).toMatchObject({ result: 'SUCCESS', provider: 'local' });
  });

  it('answers code 400 when failed or expired', async () => {
    const a = await applicant('13966670012');
    const failed = await completeFace(t.app, a.token, 'fail', 'ali');
    const f = await aliQuery(a.token, failed);
    expectRefused(f, FACE_MSG.failed);
    expect(f.body.data).toEqual({ certify_id: failed, result: 'FAIL' });
    const next = (await ali(a.token)).body.data.certify_id;
    await expireSessions(a.userId);
    expectRefused(await aliQuery(a.token, next), FACE_MSG.expired);
  });
});

describe('the operator', () => {
  it('may approve an individual only after the face check passed, and sees its result', async () => {
    const a = await applicant('13966670013');
    const approve = () => post('/api/admin/verification/approve', op, { id: String(a.submissionId) });
    expectRefused(await approve(), FACE_MSG.approveNeedsFace);
    const biz = (await detect(a.token)).body.data.BizToken;
    expectRefused(await approve(), FACE_MSG.approveNeedsFace);
    await expireSessions(a.userId);
    expectRefused(await approve(), FACE_MSG.approveNeedsFace);
    await completeFace(t.app, a.token, 'fail');
    expectRefused(await approve(), FACE_MSG.approveNeedsFace);
    const passed = await completeFace(t.app, a.token, 'pass');
    const detail = ZReviewDetail.parse((await call(t.app, 'GET', '/api/admin/verification/detail', { token: op, query: { id: String(a.submissionId) } })).body.data);
    expect(detail.face).toMatchObject({ result: 'SUCCESS', provider: 'local', transactionId: passed, flow: 'detect', attempts: 3 });
    expect(detail.person?.face).toMatchObject({ result: 'SUCCESS', provider: 'local' });
    expect(biz).not.toBe(passed);
    expectOk(await approve());
    expect(await faceOf(a.token)).toMatchObject({ result: 'SUCCESS' });
  });

  it('sees a result the owner\'s page has not polled yet (the provider is asked)', async () => {
    const a = await applicant('13966670014');
    const r = (await detect(a.token)).body.data;
    expectOk(await choose(tokenOfUrl(r.Url), 'pass'));
    expectOk(await post('/api/admin/verification/approve', op, { id: String(a.submissionId) }));
  });

  it('a company\'s detail has no face section and its approval needs none', async () => {
    const c = await newUser(t.app, t.db, '13966670015');
    const r = await post('/api/user/companyAuthorize', c.token, await companyForm(t.app, c, { taxNumber: creditCode('91110108MA01XYW53') }));
    expectOk(r);
    const detail = ZReviewDetail.parse((await call(t.app, 'GET', '/api/admin/verification/detail', { token: op, query: { id: String(r.body.data.id) } })).body.data);
    expect(detail.face).toBeNull();
    expectOk(await post('/api/admin/verification/approve', op, { id: String(r.body.data.id) }));
  });
});

describe('what is stored', () => {
  it('only results, times, providers and transaction ids: no image, no ID number, no mobile token', async () => {
    const a = await applicant('13966670016');
    const r = (await detect(a.token)).body.data;
    const faceCols = Object.keys((await t.db.selectFrom('face_verifications').selectAll().executeTakeFirstOrThrow()) as object).sort();
    expect(faceCols).toEqual(['created_at', 'expires_at', 'fail_reason', 'finished_at', 'flow', 'id', 'provider', 'status', 'submission_id', 'transaction_id', 'user_id']);
    const localCols = Object.keys((await t.db.selectFrom('face_local_sessions').selectAll().executeTakeFirstOrThrow()) as object).sort();
    expect(localCols).toEqual(['completed_at', 'created_at', 'expires_at', 'flow', 'id', 'masked_name', 'result', 'token_hash', 'transaction_id']);
    const dump = JSON.stringify([
      await t.db.selectFrom('face_verifications').selectAll().execute(),
      await t.db.selectFrom('face_local_sessions').selectAll().execute(),
      await t.db.selectFrom('audit_log').selectAll().where('action', 'like', 'face.%').execute(),
    ]);
    expect(dump).not.toContain(tokenOfUrl(r.Url));
    expect(dump).not.toContain(a.idCard);
    expect(dump).not.toContain('张三丰');
    // nothing long enough to be a picture: every value of the face tables is short
    const rows = [...(await t.db.selectFrom('face_verifications').selectAll().execute()), ...(await t.db.selectFrom('face_local_sessions').selectAll().execute())];
    const values = rows.flatMap((row) => Object.values(row as object).map((v) => String(v)));
    expect(Math.max(...values.map((v) => v.length))).toBeLessThanOrEqual(64);
    expect(dump).not.toMatch(/data:image|base64|\/9j\/|iVBOR/);
  });
});

describe('FACE_PROVIDER=off', () => {
  it('starts nothing, serves no local page and lists no local face provider', async () => {
    const off = await createTestApp({ FACE_PROVIDER: 'off' });
    try {
      const u = await newUser(off.app, off.db, '13966670020');
      expectOk(await call(off.app, 'POST', '/api/peruser/perAuthorize', { token: u.token, form: await personForm(off.app, u), ip: freshIp() }));
      expectRefused(await call(off.app, 'POST', '/api/Peruser/detectAuth', { token: u.token, form: {}, ip: freshIp() }), FACE_MSG.off);
      expectRefused(await call(off.app, 'POST', '/api/peruser/aliIdentification', { token: u.token, form: {}, ip: freshIp() }), FACE_MSG.off);
      expect((await call(off.app, 'GET', '/api/face-local/session', { query: { token: 'x' } })).status).toBe(404);
      expect((await call(off.app, 'POST', '/api/face-local/complete', { form: { token: 'x', result: 'pass' } })).status).toBe(404);
      expect((await call(off.app, 'GET', '/api/home/getSiteConfig')).body.data.localProviders).not.toContain('face');
      expect((await call(t.app, 'GET', '/api/home/getSiteConfig')).body.data.localProviders).toContain('face');
      // the face page offers no flow when off, both with the local stand-in
      expect((await call(off.app, 'GET', '/api/home/getSiteConfig')).body.data.faceFlows).toEqual([]);
      expect((await call(t.app, 'GET', '/api/home/getSiteConfig')).body.data.faceFlows).toEqual(['detect', 'ali']);
    } finally {
      await off.close();
    }
  });
});
