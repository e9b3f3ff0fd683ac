import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_MSG, PointsMove } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { call, freshIp } from '../helpers/api';
import { expectOk } from '../helpers/checks';
import { createUpload, patchChunk, random, text, uploadAll } from '../helpers/tus-client';
import { movePoints } from '../../src/services/points/move-points';

let t: TestApp;
let who: Tenants;

beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
});
afterAll(async () => t?.close());

const balance = async (userId: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', userId).executeTakeFirstOrThrow()).points_cents);
const setBalance = (userId: number, cents: number) => t.db.updateTable('users').set({ points_cents: cents }).where('id', '=', userId).execute();
const consumption = (userId: number) => t.db.selectFrom('points_ledger').selectAll().where('account_user_id', '=', userId).where('move', '=', 'consumption').orderBy('id').execute();
const clearConsumption = async (userId: number) => {
  await t.db.deleteFrom('points_ledger').where('account_user_id', '=', userId).where('move', '=', 'consumption').execute();
};

/** 100 spends at once, each a transaction with its own consumption order, as a preservation charge is. */
async function spendConcurrently(accountUserId: number, n: number, cents: number) {
  return Promise.allSettled(
    Array.from({ length: n }, (_, i) =>
      t.db.transaction().execute(async (trx) => {
        const now = Date.now();
        const order = await trx
          .insertInto('orders')
          .values({ order_no: `XFTEST${accountUserId}${now}${i}`.slice(0, 40), account_user_id: accountUserId, actor_user_id: accountUserId, member_id: null, kind: 'consumption', bus_type: 5, description: 'test', money_cents: 0, points_cents: cents, pay_status: 2, pay_type: 4, origin: 0, invoice_status: 0, invoice_id: null, evidence_id: null, provider: null, provider_trade_no: null, paid_at: now, closed_at: null, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return movePoints(trx, { accountUserId, cents, move: PointsMove.consumption, orderId: order.id, actorUserId: accountUserId });
      }),
    ),
  );
}

describe('one company balance under concurrent spending', () => {
  it('100 concurrent spends leave the exact balance and exactly 100 ledger rows', async () => {
    const company = who.companyMain.userId;
    await clearConsumption(company);
    await setBalance(company, 100_000);
    const results = await spendConcurrently(company, 100, 150);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    expect(await balance(company)).toBe(100_000 - 100 * 150);
    const rows = await consumption(company);
    expect(rows).toHaveLength(100);
    // each row's balance is its predecessor's minus its spend: the ledger explains the balance
    const after = rows.map((r) => Number(r.balance_after_cents)).sort((a, b) => b - a);
    expect(after[0]).toBe(100_000 - 150);
    expect(after[99]).toBe(100_000 - 100 * 150);
    expect(new Set(after).size).toBe(100);
  });

  it('when the balance allows only 37, exactly 37 succeed, the rest are refused and it never goes negative', async () => {
    const company = who.companyMain.userId;
    await clearConsumption(company);
    await setBalance(company, 37 * 100 + 99);
    const results = await spendConcurrently(company, 100, 100);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(37);
    expect(refused).toHaveLength(63);
    for (const r of refused) expect(String((r.reason as Error).message)).toBe(COMMERCE_MSG.pointsInsufficient);
    expect(await balance(company)).toBe(99);
    expect(await consumption(company)).toHaveLength(37);
    // a refused spend left no order either (its transaction rolled back)
    const orders = await t.db.selectFrom('orders').select('id').where('account_user_id', '=', company).where('order_no', 'like', 'XFTEST%').execute();
    expect(orders).toHaveLength(137);
  });
});

describe('preserving evidence is charged with its record', () => {
  it("a sub-account's upload is charged to the company: record, consumption order and ledger row together", async () => {
    const company = who.companyMain.userId;
    await setBalance(company, 500);
    const res = await uploadAll(t.app, who.companySub, text('member file'), { filename: 'm.txt' });
    expect(res.body.code).toBe(200);
    const evidenceId = res.body.data.id as number;
    const order = await t.db.selectFrom('orders').selectAll().where('evidence_id', '=', evidenceId).executeTakeFirstOrThrow();
    const membership = await t.db.selectFrom('company_members').select('id').where('member_user_id', '=', who.companySub.userId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ kind: 'consumption', bus_type: 5, pay_type: 4, pay_status: 2, points_cents: 100, money_cents: 0, account_user_id: company, actor_user_id: who.companySub.userId, member_id: membership.id });
    expect(order.description).toBe(`数据存证 ${res.body.data.baoquan}`);
    const ledger = await t.db.selectFrom('points_ledger').selectAll().where('order_id', '=', order.id).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ account_user_id: company, move: 'consumption', delta_cents: -100, balance_after_cents: 400 });
    expect(await balance(company)).toBe(400);
    expect(await balance(who.companySub.userId)).toBeGreaterThan(0);
    // the sub-account's own balance is not touched
    expect(await t.db.selectFrom('orders').select('id').where('account_user_id', '=', who.companySub.userId).where('kind', '=', 'consumption').execute()).toHaveLength(0);
  });

  it('too few points refuses the upload before it starts, with the message and nothing stored', async () => {
    await setBalance(who.individual.userId, 99);
    const uploadsBefore = (await t.db.selectFrom('evidence_uploads').select('id').execute()).length;
    const res = await createUpload(t.app, who.individual, 10);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: COMMERCE_MSG.pointsInsufficient, data: null });
    expect((await t.db.selectFrom('evidence_uploads').select('id').execute()).length).toBe(uploadsBefore);
  });

  it('concurrent uploads: once the points run out, finishing refuses; after buying, the same uploads finish', async () => {
    const me = who.otherCompany.userId;
    await setBalance(me, 1000);
    const evidenceBefore = (await t.db.selectFrom('evidence').select('id').where('owner_user_id', '=', me).execute()).length;
    // 20 uploads start while 10.00 points cover each one; all finish at once
    const created = await Promise.all(Array.from({ length: 20 }, () => createUpload(t.app, who.otherCompany, 64)));
    for (const c of created) expect(c.status).toBe(201);
    const finished = await Promise.all(created.map((c) => patchChunk(t.app, who.otherCompany, c.url, 0, random(64))));
    const saved = finished.filter((f) => f.status === 200 && f.body.code === 200);
    const refused = finished.filter((f) => f.status === 400);
    expect(saved).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.body).toEqual({ code: 400, msg: COMMERCE_MSG.pointsInsufficient, data: null });
    expect(await balance(me)).toBe(0);
    const records = await t.db.selectFrom('evidence').select('id').where('owner_user_id', '=', me).execute();
    expect(records.length - evidenceBefore).toBe(10);
    const charged = await t.db.selectFrom('orders').select('evidence_id').where('account_user_id', '=', me).where('kind', '=', 'consumption').execute();
    expect(charged).toHaveLength(10);

    // points bought (credited as a paid recharge would), the refused uploads finish through /api/upload/result
    await t.db.transaction().execute((trx) => movePoints(trx, { accountUserId: me, cents: 1000, move: PointsMove.recharge, orderId: null, actorUserId: null }));
    for (const r of refused) {
      const id = created[finished.indexOf(r)]!.url.split('/').pop()!;
      const again = await call(t.app, 'GET', '/api/upload/result', { token: who.otherCompany.token, role: '1', query: { id }, ip: freshIp() });
      expectOk(again);
    }
    expect(await balance(me)).toBe(0);
    expect((await t.db.selectFrom('evidence').select('id').where('owner_user_id', '=', me).execute()).length - evidenceBefore).toBe(20);
    expect(await t.db.selectFrom('orders').select('id').where('account_user_id', '=', me).where('kind', '=', 'consumption').execute()).toHaveLength(20);
  });

  it('deleting a record does not refund its points', async () => {
    await setBalance(who.individual.userId, 300);
    const res = await uploadAll(t.app, who.individual, text('to delete'), { filename: 'd.txt' });
    expect(res.body.code).toBe(200);
    expect(await balance(who.individual.userId)).toBe(200);
    const del = await call(t.app, 'POST', '/api/data/delData', { token: who.individual.token, role: '1', form: { dataId: String(res.body.data.id) }, ip: freshIp() });
    expectOk(del);
    expect(await balance(who.individual.userId)).toBe(200);
    expect(await t.db.selectFrom('points_ledger').select('id').where('account_user_id', '=', who.individual.userId).where('move', '=', 'refund').execute()).toHaveLength(0);
  });
});

describe('a price of 0 charges nothing', () => {
  it('POINTS_PRICE_PRESERVE=0: an account without points preserves and no order is written', async () => {
    const free = await createTestApp({ POINTS_PRICE_PRESERVE: '0' });
    try {
      const w = await tenants(free);
      await free.db.updateTable('users').set({ points_cents: 0 }).where('id', '=', w.individual.userId).execute();
      const res = await uploadAll(free.app, w.individual, text('free'), { filename: 'f.txt' });
      expect(res.body.code).toBe(200);
      expect(await free.db.selectFrom('orders').select('id').where('kind', '=', 'consumption').execute()).toHaveLength(0);
    } finally {
      await free.close();
    }
    // a second server on a shared machine (PostgreSQL schema, ledger key) can take a while to start
  }, 90_000);
});
