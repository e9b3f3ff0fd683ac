import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_MSG, MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { putCapture } from '../helpers/captures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { refundCapture } from '../../src/services/capture/capture-money';

/**
 * The captures' shared calls (getProList, saveLabel, delPro) and money (chargeCapture, refundCapture): scopes
 * (an individual, a company's main account and its sub-account, another account), filters, the one refund.
 */
let t: TestApp;
let who: Tenants;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const post = (url: string, form: Record<string, string>, c?: Caller) => call(t.app, 'POST', url, { ...(c ? { token: c.token, role: c.role } : {}), form, ip: freshIp() });
const balance = async (userId: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', userId).executeTakeFirstOrThrow()).points_cents);

describe('getProList', () => {
  it('lists one kind of the caller scope, newest first, with the queue place of a queued capture', async () => {
    const company = who.companyMain.userId;
    const mainWeb = await putCapture(t, who.companyMain, { kind: 'web', title: '主账号网页' });
    const subWeb = await putCapture(t, who.companySub, { kind: 'web', title: '子账号网页', company });
    await putCapture(t, who.companyMain, { kind: 'vm', title: '主账号过程' });
    await putCapture(t, who.otherCompany, { kind: 'web', title: '别家网页' });
    const list = async (c: Caller, form: Record<string, string>) => {
      const r = await post('/api/processlist/getProList', form, c);
      expect(r.body.code, r.body.msg).toBe(200);
      return r.body.data as { count: number; list: Array<{ id: number; title: string; queuePosition: number | null; creatorName: string | null; statusName: string }> };
    };
    const main = await list(who.companyMain, { type: '2' });
    expect(main.list.map((r) => r.id)).toEqual([Number(subWeb.id), Number(mainWeb.id)]);
    expect(main.list[0]!.creatorName).not.toBeNull();
    expect(main.list[1]!.creatorName).toBeNull();
    expect(main.list[0]!.statusName).toBe('排队中');
    expect(main.list[1]!.queuePosition).toBeLessThan(main.list[0]!.queuePosition!);
    const sub = await list(who.companySub, { type: '2' });
    expect(sub.list.map((r) => r.id)).toEqual([Number(subWeb.id)]);
    expect((await list(who.companyMain, { type: '9' })).list.map((r) => r.title)).toEqual(['主账号过程']);
    expect((await list(who.companyMain, { type: '2', keyword: '子账号' })).count).toBe(1);
    expect((await list(who.otherCompany, { type: '2' })).list.map((r) => r.title)).toEqual(['别家网页']);
  });

  it('refuses a wrong type, a bad status and anonymous callers', async () => {
    expect((await post('/api/processlist/getProList', { type: '5' }, who.individual)).body.msg).toBe(CAPTURE_MSG.badType);
    expect((await post('/api/processlist/getProList', { type: '2', status: 'x' }, who.individual)).body.msg).toBe(CAPTURE_MSG.badStatus);
    expect((await post('/api/processlist/getProList', { type: '2' })).body.code).toBe(408);
  });
});

describe('saveLabel and delPro', () => {
  it('labels only a capture of the caller scope; another account\'s id answers like a missing one', async () => {
    const mine = await putCapture(t, who.individual, { kind: 'web' });
    const r = await post('/api/processlist/saveLabel', { id: String(mine.id), label: ' 合同纠纷 ' }, who.individual);
    expect(r.body.code, r.body.msg).toBe(200);
    expect((await t.db.selectFrom('captures').select('label').where('id', '=', mine.id).executeTakeFirstOrThrow()).label).toBe('合同纠纷');
    const other = await post('/api/processlist/saveLabel', { id: String(mine.id), label: 'x' }, who.otherCompany);
    expect(other.body.msg).toBe(CAPTURE_MSG.notFound);
    expect((await post('/api/processlist/saveLabel', { id: String(mine.id), label: 'x'.repeat(31) }, who.individual)).body.msg).toBe(CAPTURE_MSG.labelTooLong);
    expect((await post('/api/processlist/saveLabel', { id: String(mine.id), label: 'a\u0007' }, who.individual)).body.msg).toBe(MSG.invalidChars);
    expect((await t.db.selectFrom('captures').select('label').where('id', '=', mine.id).executeTakeFirstOrThrow()).label).toBe('合同纠纷');
  });

  it('deletes only a finished capture, not as a sub-account, and never another account\'s', async () => {
    const running = await putCapture(t, who.individual, { kind: 'web', status: 'running' });
    expect((await post('/api/processlist/delPro', { id: String(running.id) }, who.individual)).body.msg).toBe(CAPTURE_MSG.deleteOnlyFinal);
    const done = await putCapture(t, who.individual, { kind: 'web', status: 'failed' });
    expect((await post('/api/processlist/delPro', { id: String(done.id) }, who.otherCompany)).body.msg).toBe(CAPTURE_MSG.notFound);
    const subs = await putCapture(t, who.companySub, { kind: 'web', status: 'failed', company: who.companyMain.userId });
    expect((await post('/api/processlist/delPro', { id: String(subs.id) }, who.companySub)).body.msg).toBe(CAPTURE_MSG.subAccountNoDelete);
    const r = await post('/api/processlist/delPro', { id: String(done.id) }, who.individual);
    expect(r.body.code, r.body.msg).toBe(200);
    expect((await post('/api/processlist/delPro', { id: String(done.id) }, who.individual)).body.msg).toBe(CAPTURE_MSG.notFound);
    const listed = await post('/api/processlist/getProList', { type: '2' }, who.individual);
    expect((listed.body.data.list as Array<{ id: number }>).some((x) => x.id === Number(done.id))).toBe(false);
  });
});

describe('capture money', () => {
  it('charges once with an order of the kind\'s bus type and gives back exactly once', async () => {
    const before = await balance(who.individual.userId);
    const c = await putCapture(t, who.individual, { kind: 'vm', cents: 1_000 });
    expect(await balance(who.individual.userId)).toBe(before - 1_000);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', Number(c.order_id)).executeTakeFirstOrThrow();
    expect(Number(order.bus_type)).toBe(9);
    const given = await t.db.transaction().execute((trx) => refundCapture(trx, c, null, 400, '未用完的时长'));
    expect(given).toBe(400);
    const again = await t.db.transaction().execute((trx) => refundCapture(trx, c, null, 'all', '放弃'));
    expect(again).toBe(0);
    expect(await balance(who.individual.userId)).toBe(before - 600);
    const over = await putCapture(t, who.individual, { kind: 'web', cents: 500 });
    expect(await t.db.transaction().execute((trx) => refundCapture(trx, over, null, 501, '超额'))).toBe(0);
    expect(await t.db.transaction().execute((trx) => refundCapture(trx, over, null, 'all', '取证失败'))).toBe(500);
    const desc = (await t.db.selectFrom('orders').select('description').where('id', '=', Number(over.order_id)).executeTakeFirstOrThrow()).description;
    expect(desc).toContain('取证失败，已退还 5 积分');
  });
});
