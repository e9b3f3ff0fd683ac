import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY, NOTARY_MSG } from '@evidence/shared/constants';
import { call, freshIp, registerAndLogin } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * The notarization fee before the order exists (issue 24 item 5, decisions 850–851): GET /api/notary/quote
 * answers what POST /api/notary/apply then charges, and an apply naming a fee other than the one computed
 * now creates nothing.
 */
let t: TestApp;
let who: Tenants;
let unverified: Caller;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20.5' });
  who = await tenants(t);
  const token = await registerAndLogin(t.app, t.db, '13700000778');
  const u = await t.db.selectFrom('users').select('id').where('phone', '=', '13700000778').executeTakeFirstOrThrow();
  unverified = { token, role: '1', userId: u.id, phone: '13700000778' };
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller | null) => (c ? { token: c.token, role: c.role } : {});
const quote = (c: Caller | null, records: string) => call(t.app, 'GET', '/api/notary/quote', { ...as(c), query: { records } });
const apply = (c: Caller | null, form: Record<string, string>) => call(t.app, 'POST', '/api/notary/apply', { ...as(c), form, ip: freshIp() });
const orderCount = async () => Number((await t.db.selectFrom('notary_orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const records = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId, title: `费用${i + 1}.pdf` })));

describe('the quote', () => {
  it('is base + per record, in points and yuan, and is exactly what the order is then charged', async () => {
    const q = await quote(who.companyMain, '3');
    expect(q.body.code, q.body.msg).toBe(200);
    expect(q.body.data).toEqual({ records: 3, basePoints: 200, perRecordPoints: 20.5, points: 261.5, yuan: 261.5 });
    const recs = await records(3);
    const a = await apply(who.companyMain, { ids: recs.map((r) => r.id).join(','), fee: String(q.body.data.points) });
    expect(a.body.code, a.body.msg).toBe(200);
    expect(a.body.data.money).toBe(q.body.data.points);
    const n = await t.db.selectFrom('notary_orders').select(['fee_cents', 'order_id']).where('id', '=', a.body.data.id).executeTakeFirstOrThrow();
    expect(Number(n.fee_cents)).toBe(26150);
    const o = await t.db.selectFrom('orders').select(['money_cents', 'points_cents']).where('id', '=', n.order_id).executeTakeFirstOrThrow();
    expect([Number(o.money_cents), Number(o.points_cents)]).toEqual([26150, 26150]);
    // the application form names the fee the order was made with
    const f = await call(t.app, 'GET', '/api/notary/applyForm', { ...as(who.companyMain), query: { orderId: String(a.body.data.id) } });
    expect(f.body.data.fee).toEqual({ points: 261.5, yuan: 261.5 });
    // an individual gets the same rule
    expect((await quote(who.individual, '1')).body.data).toMatchObject({ points: 220.5 });
  });

  it('refuses a fee other than the one computed now, creating nothing; without a fee the server still computes it', async () => {
    const recs = await records(2);
    const before = await orderCount();
    const stale = await apply(who.companyMain, { ids: recs.map((r) => r.id).join(','), fee: '220.5' });
    expect(stale.body).toMatchObject({ code: 400, msg: NOTARY_MSG.feeChanged });
    expect((await apply(who.companyMain, { ids: recs.map((r) => r.id).join(','), fee: 'abc' })).body).toMatchObject({ code: 400, msg: NOTARY_MSG.badFee });
    expect(await orderCount()).toBe(before);
    const plain = await apply(who.companyMain, { ids: recs.map((r) => r.id).join(',') });
    expect(plain.body.data.money).toBe(241);
    expect(await orderCount()).toBe(before + 1);
  });

  it('is refused to anonymous callers, sub-accounts and unverified accounts, and for a bad count', async () => {
    const anon = await quote(null, '1');
    expect([anon.status, anon.body.code]).toEqual([401, 408]);
    expect((await quote(who.companySub, '1')).body).toMatchObject({ code: 400, msg: NOTARY_MSG.subRefused });
    expect((await quote(unverified, '1')).body).toMatchObject({ code: 400, msg: NOTARY_MSG.notVerified });
    for (const bad of ['0', String(NOTARY.maxRecords + 1), 'x', '1.5', '-1', ''])
      expect((await quote(who.companyMain, bad)).body, bad).toMatchObject({ code: 400, msg: NOTARY_MSG.badQuoteRecords });
    const missing = await call(t.app, 'GET', '/api/notary/quote', as(who.companyMain));
    expect(missing.body).toMatchObject({ code: 400, msg: NOTARY_MSG.badQuoteRecords });
  });
});
