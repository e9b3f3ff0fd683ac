import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { newUser, operatorToken } from '../helpers/verification';
import { upsertOperator } from '../../src/services/admin/create-operator';

/**
 * Issue 15, "Done means": every notarial call × {anonymous, another company, a sub-account, an individual
 * without verification} is refused with a Chinese message in the envelope and changes nothing; the office's
 * calls refuse account tokens and ordinary operators. The order is the company main account's, far enough
 * along (paid, at the office) that every call has something it could have changed.
 */
let t: TestApp;
let who: Tenants;
let unverified: Caller;
let orderId: number;
let operator: string;
let notary: string;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  const u = await newUser(t.app, t.db, '13700000555');
  unverified = { token: u.token, role: '1', userId: u.userId, phone: u.phone };
  const rec = await seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId });
  const a = await call(t.app, 'POST', '/api/notary/apply', { token: who.companyMain.token, role: '1', form: { ids: String(rec.id) }, ip: freshIp() });
  expect(a.body.code, a.body.msg).toBe(200);
  orderId = a.body.data.id;
  await t.db.updateTable('notary_orders').set({ step: 'office', office_stage: 'submitted', paid_at: Date.now() }).where('id', '=', orderId).execute();
  operator = await operatorToken(t.app, t.db, '13900000071');
  await upsertOperator(t.db, { phone: '13900000072', name: '李公证', password: 'nt123456', role: 'notary' });
  const n = await call<{ token: string }>(t.app, 'POST', '/api/admin/login', { form: { phone: '13900000072', password: 'nt123456' }, ip: freshIp() });
  notary = n.body.data.token;
}, 60_000);
afterAll(async () => t?.close());

const id = () => String(orderId);
/** The applicant's calls, with what each would need to do something (001 §7 Notary and ours). */
const APPLICANT_CALLS: Array<[method: 'GET' | 'POST', url: string, values: () => Record<string, string>]> = [
  ['GET', '/api/notary/selectList', () => ({})],
  ['GET', '/api/notary/getList', () => ({})],
  ['GET', '/api/notary/detail', () => ({ orderId: id() })],
  ['POST', '/api/notary/stop', () => ({ orderId: id() })],
  ['GET', '/api/notary/applyForm', () => ({ orderId: id() })],
  ['POST', '/api/notary/saveApplyForm', () => ({ orderId: id(), purpose: '诉讼', method: '上传', promise: '1' })],
  ['POST', '/api/notary/signQr', () => ({ orderId: id() })],
  ['GET', '/api/notary/signStatus', () => ({ orderId: id(), intentId: '1' })],
  ['GET', '/api/notary/orderDetail', () => ({ orderId: id() })],
  ['GET', '/api/notary/downFile', () => ({ orderId: id(), type: '1' })],
  ['POST', '/api/notary/sendSignSms', () => ({ orderId: id() })],
  ['POST', '/api/notary/sign', () => ({ orderId: id(), verifyCode: '123456', smsToken: 'x' })],
  ['POST', '/api/notary/deCode', () => ({ orderId: id() })],
  ['GET', '/api/notary/deCodeStatus', () => ({ orderId: id() })],
  ['POST', '/api/notary/payByPoints', () => ({ orderId: id() })],
  ['POST', '/api/notary/payOnline', () => ({ orderId: id(), type: '2' })],
];
const OFFICE_CALLS: Array<[method: 'GET' | 'POST', url: string, values: () => Record<string, string>]> = [
  ['GET', '/api/admin/notary/list', () => ({})],
  ['GET', '/api/admin/notary/detail', () => ({ orderId: id() })],
  ['POST', '/api/admin/notary/accept', () => ({ orderId: id() })],
  ['POST', '/api/admin/notary/interview', () => ({ orderId: id(), items: JSON.stringify([{ q: '问', a: '答' }]) })],
  ['POST', '/api/admin/notary/issue', () => ({ orderId: id() })],
  ['POST', '/api/admin/notary/terminate', () => ({ orderId: id(), reason: '测试' })],
  ['POST', '/api/admin/notary/fail', () => ({ orderId: id(), reason: '测试' })],
];

/** Everything a refused call could have touched. */
async function snapshot() {
  const count = async (table: 'notary_documents' | 'sign_intents' | 'sms_outbox' | 'jobs' | 'points_ledger' | 'notary_orders') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const order = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const money = await t.db.selectFrom('orders').selectAll().where('id', '=', order.order_id).executeTakeFirstOrThrow();
  return { order, money, docs: await count('notary_documents'), intents: await count('sign_intents'), sms: await count('sms_outbox'), jobs: await count('jobs'), points: await count('points_ledger'), orders: await count('notary_orders') };
}

function send(method: 'GET' | 'POST', url: string, values: Record<string, string>, auth: { token?: string; role?: string }) {
  return call(t.app, method, url, { ...auth, ...(method === 'GET' ? { query: values } : { form: values }), ip: freshIp() });
}

function expectRefusal(r: Awaited<ReturnType<typeof send>>, label: string) {
  expect(r.status, label).toBeLessThan(500);
  expect(r.body.code, label).not.toBe(200);
  expect(Object.keys(r.body).sort(), label).toEqual(['code', 'data', 'msg']);
  expect(r.body.msg, label).toMatch(/[\u4e00-\u9fff]/);
}

describe('who may not touch a notarial order', () => {
  it('the applicant’s calls: anonymous 408, another company and an unverified account as if the order did not exist, a sub-account told why', async () => {
    const before = await snapshot();
    for (const [method, url, values] of APPLICANT_CALLS) {
      const anon = await send(method, url, values(), {});
      expect([anon.status, anon.body.code], `anonymous ${url}`).toEqual([401, 408]);
      const sub = await send(method, url, values(), { token: who.companySub.token, role: '2' });
      expectRefusal(sub, `sub-account ${url}`);
      expect(sub.body.msg, `sub-account ${url}`).toBe(NOTARY_MSG.subRefused);
      for (const [label, c] of [['another company', who.otherCompany], ['an unverified account', unverified]] as const) {
        const r = await send(method, url, values(), { token: c.token, role: c.role });
        // the lists are the caller's own (empty or its own): only the calls that name the order are refused
        if (url.endsWith('/selectList') || url.endsWith('/getList')) {
          expect(r.status, `${label} ${url}`).toBeLessThan(500);
          if (r.body.code === 200) expect(JSON.stringify(r.body.data), `${label} ${url}`).not.toContain(before.order.order_no);
          else expectRefusal(r, `${label} ${url}`);
          continue;
        }
        expectRefusal(r, `${label} ${url}`);
        expect([NOTARY_MSG.orderNotFound, NOTARY_MSG.notVerified], `${label} ${url}: ${r.body.msg}`).toContain(r.body.msg);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the office’s calls: no account token and no ordinary operator gets in; a notary does', async () => {
    const before = await snapshot();
    for (const [method, url, values] of OFFICE_CALLS) {
      for (const [label, auth] of [
        ['anonymous', {}],
        ['the applicant', { token: who.companyMain.token, role: '1' }],
        ['a sub-account', { token: who.companySub.token, role: '2' }],
        ['an ordinary operator', { token: operator }],
      ] as const) {
        const r = await send(method, url, values(), auth);
        expect(r.status, `${label} ${url}`).toBeLessThan(500);
        expect(r.body.code, `${label} ${url}`).not.toBe(200);
        expect(r.body.msg, `${label} ${url}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
    expect(await snapshot()).toEqual(before);
    // the same list call succeeds for a notary, so the refusals above were about who asked
    const ok = await send('GET', '/api/admin/notary/list', {}, { token: notary });
    expect(ok.body.code, ok.body.msg).toBe(200);
    expect(JSON.stringify(ok.body.data)).toContain(before.order.order_no);
  });
});
