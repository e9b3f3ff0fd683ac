import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_OFFICE_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectSessionExpired } from '../helpers/checks';
import { officeStaff, orderAtOffice } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';

/**
 * The applicant's phone in the office's console (issue 24 item 5, decision 853): masked in the detail,
 * 显示完整号码 answers it in full to a notary and writes a custody-log row on each record of the order
 * (who, when, which order) and an audit row; nobody else may reveal it, and a refused call writes nothing.
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
  staff = await officeStaff(t);
}, 60_000);
afterAll(async () => t?.close());

const reveal = (token: string | undefined, orderId: number | string) => call(t.app, 'POST', '/api/admin/notary/revealPhone', { ...(token ? { token } : {}), form: { orderId: String(orderId) }, ip: freshIp() });
const revealRows = () => t.db.selectFrom('evidence_custody').selectAll().where('action', '=', 'contact_revealed').orderBy('id').execute();

describe('显示完整号码', () => {
  it('the detail masks the phone; a notary reveals it in full, with a custody-log row per record and an audit row', async () => {
    const id = await orderAtOffice(t, who.companyMain, { records: 2 });
    const phone = (await t.db.selectFrom('users').select('phone').where('id', '=', who.companyMain.userId).executeTakeFirstOrThrow()).phone;
    const d = await call(t.app, 'GET', '/api/admin/notary/detail', { token: staff.notary, query: { orderId: String(id) }, ip: freshIp() });
    expect(d.body.code, d.body.msg).toBe(200);
    expect(d.body.data.applicant.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    const before = Date.now();
    const r = await reveal(staff.notary, id);
    expect(r.body).toMatchObject({ code: 200, data: { phone } });
    const n = await t.db.selectFrom('notary_orders').select(['order_no']).where('id', '=', id).executeTakeFirstOrThrow();
    const items = await t.db.selectFrom('notary_order_items').select('evidence_id').where('notary_order_id', '=', id).orderBy('position').execute();
    const rows = await revealRows();
    expect(rows.map((x) => Number(x.evidence_id))).toEqual(items.map((i) => Number(i.evidence_id)));
    for (const x of rows) {
      expect([x.actor_type, Number(x.actor_id)]).toEqual(['operator', staff.notaryId]);
      expect(Number(x.at)).toBeGreaterThanOrEqual(before);
      expect(JSON.parse(x.detail!)).toEqual({ via: 'office', orderNo: n.order_no, notary: '张明' });
    }
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'notary.office.revealPhone').where('target_id', '=', String(id)).execute()).toHaveLength(1);
    // the owner's custody log names it
    const log = await call(t.app, 'GET', '/api/share/getCustody', { token: who.companyMain.token, role: who.companyMain.role, query: { dataId: String(items[0]!.evidence_id) } });
    expect(log.body.code, log.body.msg).toBe(200);
    expect(JSON.stringify(log.body.data)).toContain('公证员查看申请人完整联系电话');
  });

  it('is refused to anonymous callers, users, ordinary operators and for orders not at the office, writing nothing', async () => {
    const id = await orderAtOffice(t, who.individual, { records: 1 });
    const before = (await revealRows()).length;
    expectSessionExpired(await reveal(undefined, id));
    expectSessionExpired(await reveal(who.individual.token, id));
    expect((await reveal(staff.operator, id)).body).toMatchObject({ code: 400, msg: NOTARY_OFFICE_MSG.notaryOnly });
    expect((await reveal(staff.notary, 999999)).body).toMatchObject({ code: 400, msg: NOTARY_OFFICE_MSG.orderNotFound });
    expect((await reveal(staff.notary, 'x')).body.code).toBe(400);
    expect((await revealRows()).length).toBe(before);
  });
});

describe('the console’s default filter (needsNotary)', () => {
  it('lists what waits for the calling notary: 待受理 for anyone, an accepted order only for its handler, nothing that waits for others', async () => {
    const list = async (token: string) => {
      const r = await call(t.app, 'GET', '/api/admin/notary/list', { token, query: { stage: 'needsNotary' }, ip: freshIp() });
      expect(r.body.code, r.body.msg).toBe(200);
      return (r.body.data.list as Array<{ id: number }>).map((x) => x.id);
    };
    const waiting = await orderAtOffice(t, who.individual, { records: 1 });
    const accepted = await orderAtOffice(t, who.individual, { records: 1 });
    const post = (path: string, form: Record<string, string>) => call(t.app, 'POST', `/api/admin/notary/${path}`, { token: staff.notary, form, ip: freshIp() });
    expect((await post('accept', { orderId: String(accepted) })).body.code).toBe(200);
    const asked = await orderAtOffice(t, who.individual, { records: 1 });
    expect((await post('accept', { orderId: String(asked) })).body.code).toBe(200);
    // 询问笔录 sent: now the applicant must act, not the notary
    expect((await post('interview', { orderId: String(asked), items: JSON.stringify([{ q: '请核实您的身份。', a: '本人。' }]) })).body.code).toBe(200);
    const ended = await orderAtOffice(t, who.individual, { records: 1 });
    expect((await post('terminate', { orderId: String(ended), reason: '材料不全' })).body.code).toBe(200);

    const mine = await list(staff.notary);
    expect(mine).toEqual(expect.arrayContaining([waiting, accepted]));
    expect(mine).not.toContain(asked);
    expect(mine).not.toContain(ended);
    const theirs = await list(staff.otherNotary);
    expect(theirs).toContain(waiting);
    expect(theirs).not.toContain(accepted);
    // oldest payment first
    expect(mine.indexOf(waiting)).toBeLessThan(mine.indexOf(accepted));
    expect((await call(t.app, 'GET', '/api/admin/notary/list', { token: staff.operator, query: { stage: 'needsNotary' }, ip: freshIp() })).body.msg).toBe(NOTARY_OFFICE_MSG.notaryOnly);
  });
});
