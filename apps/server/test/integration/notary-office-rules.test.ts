import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, NOTARY_OFFICE_MSG, NotaryStatus, fillMessage } from '@evidence/shared/constants';
import { waitFor } from '../helpers/jobs';
import { call, freshIp } from '../helpers/api';
import { expectSessionExpired } from '../helpers/checks';
import { officeStaff, orderAtOffice } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';

/**
 * Who may act for the office and in which order (issue 15; decisions 300–307): notaries only; after
 * acceptance only the handling notary; each decision only at its stages; 终止 / 出证失败 refund exactly once.
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20' });
  who = await tenants(t);
  staff = await officeStaff(t);
}, 60_000);
afterAll(async () => t?.close());

const post = (token: string | undefined, path: string, form: Record<string, string>) => call(t.app, 'POST', `/api/admin/notary/${path}`, { ...(token ? { token } : {}), form, ip: freshIp() });
const get = (token: string | undefined, path: string, query: Record<string, string>) => call(t.app, 'GET', `/api/admin/notary/${path}`, { ...(token ? { token } : {}), query, ip: freshIp() });
const order = (id: number) => t.db.selectFrom('notary_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const balance = async (id: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', id).executeTakeFirstOrThrow()).points_cents);
const ITEMS = JSON.stringify([{ q: '请核实您的身份。', a: '本人张三。' }]);
const stage = (s: string, action: string) => fillMessage(NOTARY_OFFICE_MSG.wrongStage, { stage: s, action });

/** Every console call with the body it needs for an order. */
const CALLS = (id: number) => [
  ['GET', 'list', {}],
  ['GET', 'detail', { orderId: String(id) }],
  ['GET', 'original', { orderId: String(id), evidenceId: '1' }],
  ['POST', 'accept', { orderId: String(id) }],
  ['POST', 'interview', { orderId: String(id), items: ITEMS }],
  ['POST', 'issue', { orderId: String(id) }],
  ['POST', 'terminate', { orderId: String(id), reason: '材料不全' }],
  ['POST', 'fail', { orderId: String(id), reason: '材料不全' }],
] as const;

describe('who may act for the office', () => {
  it('refuses anonymous callers and users’ tokens (408), and ordinary operators (notaries only), changing nothing', async () => {
    const id = await orderAtOffice(t, who.individual, { records: 1 });
    const before = await order(id);
    for (const [method, path, body] of CALLS(id)) {
      const send = (token?: string) => (method === 'GET' ? get(token, path, body) : post(token, path, body));
      expectSessionExpired(await send());
      expectSessionExpired(await send(who.individual.token));
      expectSessionExpired(await send(who.companyMain.token));
      const r = await send(staff.operator);
      expect([r.body.code, r.body.msg], path).toEqual([400, NOTARY_OFFICE_MSG.notaryOnly]);
    }
    expect(await order(id)).toEqual(before);
    // the document link of the console does not open for a user's session either: it is a signed token
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/notary/doc/not-a-token' })).statusCode).toBe(403);
  });

  it('operator:create keeps a role unless told: an update without --role leaves a notary a notary', async () => {
    const { upsertOperator } = await import('../../src/services/admin/create-operator');
    await upsertOperator(t.db, { phone: '13977770001', name: '张明', password: 'nt123456' });
    expect((await t.db.selectFrom('operators').select('role').where('phone', '=', '13977770001').executeTakeFirstOrThrow()).role).toBe('notary');
    await expect(upsertOperator(t.db, { phone: '13977770009', name: '某', password: 'nt123456', role: 'boss' as never })).rejects.toThrow('角色须为');
    const me = await call(t.app, 'GET', '/api/admin/me', { token: staff.notary });
    expect(me.body.data).toMatchObject({ name: '张明', role: 'notary' });
  });

  it('after acceptance only the handling notary acts; another notary may read', async () => {
    const id = await orderAtOffice(t, who.companyMain, { records: 1 });
    expect((await post(staff.notary, 'accept', { orderId: String(id) })).body.code).toBe(200);
    const theirs = await get(staff.otherNotary, 'detail', { orderId: String(id) });
    expect(theirs.body.data).toMatchObject({ mine: false, notaryName: '张明' });
    for (const [path, body] of [['interview', { orderId: String(id), items: ITEMS }], ['terminate', { orderId: String(id), reason: '不予办理' }], ['fail', { orderId: String(id), reason: '不予办理' }]] as const) {
      expect((await post(staff.otherNotary, path, body)).body.msg, path).toBe(NOTARY_OFFICE_MSG.notHandler);
    }
    expect((await post(staff.otherNotary, 'accept', { orderId: String(id) })).body.msg).toBe(stage('已受理', '受理'));
    expect((await order(id)).office_stage).toBe('accepted');
  });

  it('two notaries deciding at once: one decision stands, the other is told why (never a 500)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await orderAtOffice(t, who.individual, { records: 1 });
      const [a, b] = await Promise.all([post(staff.notary, 'accept', { orderId: String(id) }), post(staff.otherNotary, 'terminate', { orderId: String(id), reason: '同时操作' })]);
      expect([a.status, b.status].every((s) => s < 500)).toBe(true);
      expect([a.body.code, b.body.code].filter((c) => c === 200)).toHaveLength(1);
      const loser = a.body.code === 200 ? b : a;
      expect([NOTARY_OFFICE_MSG.notHandler, NOTARY_OFFICE_MSG.ended, stage('出证中', '受理')]).toContain(loser.body.msg);
    }
  });

  it('an order not yet at the office is not the office’s: it answers like a missing one', async () => {
    const id = await orderAtOffice(t, who.individual, { records: 1 });
    await t.db.updateTable('notary_orders').set({ step: 'pay', office_stage: null }).where('id', '=', id).execute();
    for (const [method, path, body] of CALLS(id)) {
      if (path === 'list') continue;
      const r = method === 'GET' ? await get(staff.notary, path, body) : await post(staff.notary, path, body);
      expect(r.body.msg, path).toBe(NOTARY_OFFICE_MSG.orderNotFound);
    }
    expect((await get(staff.notary, 'detail', { orderId: 'abc' })).body.code).toBe(400);
  });
});

describe('the stage order', () => {
  it('each decision only at its stages', async () => {
    const id = await orderAtOffice(t, who.individual, { records: 1 });
    const at = async (s: string) => t.db.updateTable('notary_orders').set({ office_stage: s }).where('id', '=', id).execute();
    // submitted: no interview, no issue
    expect((await post(staff.notary, 'interview', { orderId: String(id), items: ITEMS })).body.msg).toBe(stage('待受理', '制作询问笔录'));
    expect((await post(staff.notary, 'issue', { orderId: String(id) })).body.msg).toBe(stage('待受理', '出具公证书'));
    expect((await post(staff.notary, 'accept', { orderId: String(id) })).body.code).toBe(200);
    // the applicant signing the record: the notary can neither amend it nor issue
    await at('confirming');
    expect((await post(staff.notary, 'interview', { orderId: String(id), items: ITEMS })).body.msg).toBe(stage('申请人签署中', '制作询问笔录'));
    expect((await post(staff.notary, 'issue', { orderId: String(id) })).body.msg).toBe(stage('申请人签署中', '出具公证书'));
    // while the certificate is made, and after: nothing can end the order
    for (const s of ['issuing', 'issued']) {
      await at(s);
      expect((await post(staff.notary, 'terminate', { orderId: String(id), reason: '迟了' })).body.msg).toBe(stage(s === 'issuing' ? '公证书生成中' : '已出证', '终止办理'));
      expect((await post(staff.notary, 'fail', { orderId: String(id), reason: '迟了' })).body.msg).toBe(stage(s === 'issuing' ? '公证书生成中' : '已出证', '确认出证失败'));
    }
    expect(Number((await order(id)).status)).toBe(NotaryStatus.inProgress);
  });

  it('refuses bad input in Chinese', async () => {
    const id = await orderAtOffice(t, who.individual, { records: 1 });
    await post(staff.notary, 'accept', { orderId: String(id) });
    const bad: Array<[unknown, string]> = [
      ['[]', NOTARY_OFFICE_MSG.interviewRequired],
      ['not json', NOTARY_OFFICE_MSG.interviewRequired],
      [JSON.stringify([{ q: '', a: '答' }]), NOTARY_OFFICE_MSG.questionRequired],
      [JSON.stringify([{ q: '问', a: ' ' }]), NOTARY_OFFICE_MSG.answerRequired],
      [JSON.stringify([{ q: '问', a: '第一行\n问：伪造的问题' }]), MSG.invalidChars],
      [JSON.stringify([{ q: '问', a: 'x'.repeat(1001) }]), NOTARY_OFFICE_MSG.answerTooLong],
      [JSON.stringify(Array.from({ length: 31 }, () => ({ q: '问', a: '答' }))), NOTARY_OFFICE_MSG.interviewTooMany],
    ];
    for (const [items, msg] of bad) expect((await post(staff.notary, 'interview', { orderId: String(id), items: String(items) })).body.msg).toBe(msg);
    expect((await post(staff.notary, 'terminate', { orderId: String(id), reason: ' ' })).body.msg).toBe(NOTARY_OFFICE_MSG.reasonRequired);
    expect((await post(staff.notary, 'fail', { orderId: String(id), reason: 'x'.repeat(201) })).body.msg).toBe(NOTARY_OFFICE_MSG.reasonTooLong);
    expect((await order(id)).office_stage).toBe('accepted');
  });
});

describe('ending an order and its refund', () => {
  it('终止 after payment by points: the whole fee back, exactly once, audited and told', async () => {
    const c = who.companyMain;
    const before = await balance(c.userId);
    const id = await orderAtOffice(t, c, { records: 2 });
    expect(await balance(c.userId)).toBe(before - 24000);
    const [a, b] = await Promise.all([post(staff.notary, 'terminate', { orderId: String(id), reason: '申请人未按要求补充材料' }), post(staff.notary, 'fail', { orderId: String(id), reason: '重复' })]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 400]);
    const won = a.body.code === 200 ? a : b;
    expect(won.body.data).toMatchObject({ refunded: 240, refundDue: 0 });
    expect(await balance(c.userId)).toBe(before);
    const o = await order(id);
    expect([Number(o.status), o.ended_by, Number(o.refunded_cents), Number(o.refund_due_cents)]).toEqual([a.body.code === 200 ? NotaryStatus.terminated : NotaryStatus.failed, 'office', 24000, 0]);
    const moves = await t.db.selectFrom('points_ledger').select(['move', 'delta_cents']).where('order_id', '=', o.order_id).orderBy('id').execute();
    expect(moves.map((m) => [m.move, Number(m.delta_cents)])).toEqual([['consumption', -24000], ['refund', 24000]]);
    // a second decision refunds nothing more
    expect((await post(staff.notary, 'terminate', { orderId: String(id), reason: '再次' })).body.msg).toBe(NOTARY_OFFICE_MSG.ended);
    expect(await balance(c.userId)).toBe(before);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_type', 'detail']).where('target_id', '=', String(id)).where('action', 'in', ['notary.office.terminate', 'notary.office.fail']).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ refundRoute: 'points', refundedCents: 24000 });
    const notes = await t.db.selectFrom('notifications').select('content').where('user_id', '=', c.userId).orderBy('id', 'desc').limit(1).execute();
    expect(notes[0]!.content).toContain('已退还240.00积分');
  });

  it('出证失败 after payment by WeChat: a refund through the provider (退款中, then 已退款 at the local cashier), never points', async () => {
    const c = who.otherCompany;
    const before = await balance(c.userId);
    const id = await orderAtOffice(t, c, { records: 1, paidBy: 'wechat' });
    expect((await post(staff.notary, 'accept', { orderId: String(id) })).body.code).toBe(200);
    const r = await post(staff.notary, 'fail', { orderId: String(id), reason: '经核查该电子数据涉及他人隐私' });
    expect(r.body).toMatchObject({ code: 200, msg: NOTARY_OFFICE_MSG.failed, data: { notarial: NotaryStatus.failed, refunded: 0, refundDue: 220 } });
    expect(await balance(c.userId)).toBe(before);
    const o = await order(id);
    // the money is a refund row with its job (decision 910), not a number owed
    expect([Number(o.refunded_cents), Number(o.refund_due_cents), o.end_reason]).toEqual([0, 0, '经核查该电子数据涉及他人隐私']);
    const refunds = await t.db.selectFrom('refunds').selectAll().where('order_id', '=', o.order_id).execute();
    expect(refunds.map((x) => [x.provider, x.trade_no, Number(x.amount_cents), x.cause])).toEqual([['local', `T${id}`, 22000, 'office-ended']]);
    expect(await t.db.selectFrom('points_ledger').select('id').where('order_id', '=', o.order_id).execute()).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').select('detail').where('target_id', '=', String(id)).where('action', '=', 'notary.office.fail').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ refundRoute: 'wechat', refundDueCents: 22000, refundDue: true });
    const told = await t.db.selectFrom('notifications').select('content').where('user_id', '=', c.userId).where('content', 'like', '%经核查该电子数据涉及他人隐私%').executeTakeFirstOrThrow();
    expect(told.content).toContain('已发起原路退款（退款中）');
    await waitFor(async () => (await t.db.selectFrom('refunds').select('status').where('order_id', '=', o.order_id).executeTakeFirstOrThrow()).status === 'succeeded', 10_000, 'refund settled');
    const d = await get(staff.notary, 'detail', { orderId: String(id) });
    expect(d.body.data).toMatchObject({ notarialName: '出证失败', refundDue: 0, refundedMoney: 220, refunded: 0, endedBy: 'office', refunds: [{ stateName: '已退款', isLocal: true }] });
  });
});
