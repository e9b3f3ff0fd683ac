import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../helpers/api';
import { confirmInterview, officeStaff, storedRecord, untilOrder } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * 我的公证 says what the applicant must do (issue 24 item 5): a real order walked through its states — the
 * form, the first signing (a real job), deCode (a real job), payment, the office's acceptance and interview,
 * the second signing — with getList's and detail's `applicantAction` at each, and the notice sent at each
 * moment the applicant must act linking to that step.
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
  staff = await officeStaff(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const as = (c: Caller) => ({ token: c.token, role: c.role });
const post = (c: Caller, path: string, form: Record<string, string>) => call(t.app, 'POST', `/api/notary/${path}`, { ...as(c), form, ip: freshIp() });
const office = (path: string, form: Record<string, string>) => call(t.app, 'POST', `/api/admin/notary/${path}`, { token: staff.notary, form, ip: freshIp() });
async function actionOf(c: Caller, orderId: number) {
  const list = await call(t.app, 'GET', '/api/notary/getList', { ...as(c), query: {} });
  expect(list.body.code, list.body.msg).toBe(200);
  const row = list.body.data.list.find((r: { id: number }) => r.id === orderId);
  const detail = await call(t.app, 'GET', '/api/notary/detail', { ...as(c), query: { orderId: String(orderId) } });
  // one function answers both: the list's row and the detail agree
  expect(detail.body.data.info.applicantAction).toEqual(row.applicantAction);
  return row.applicantAction as { kind: string; label: string; button: string; path: string } | null;
}
const lastNotice = async (userId: number) => t.db.selectFrom('notifications').select(['content', 'link']).where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('applicantAction and the notices’ links', () => {
  it('follows a real order through every step the applicant acts on', async () => {
    const c = who.individual;
    const recs = [await storedRecord(t, c.userId, '合同.png')];
    const applied = await post(c, 'apply', { ids: String(recs[0]!.id) });
    expect(applied.body.code, applied.body.msg).toBe(200);
    const id = applied.body.data.id as number;
    const step = (page: string) => `/attestation-list/readingMaterial/${page}/${id}/1`;

    expect(await actionOf(c, id)).toEqual({ kind: 'fillForm', label: '待您填写申请表', button: '去填写', path: step('applicationForm') });

    const saved = await post(c, 'saveApplyForm', { orderId: String(id), purpose: '用于诉讼', method: '平台上传', promise: '1' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await actionOf(c, id)).toMatchObject({ kind: 'sign', label: '待您签署', path: step('signature') });

    // the first signing: while its job runs nothing is asked; signed, the notice leads to 数据解密
    const signed = await confirmInterview(t, c, id);
    expect(signed.body.code, signed.body.msg).toBe(200);
    await untilOrder(t, id, (o) => o.sign_count === 1, 'the first signing');
    expect(await actionOf(c, id)).toMatchObject({ kind: 'decode', label: '待您数据解密', button: '去解密', path: step('deCode') });
    expect(await lastNotice(c.userId)).toEqual({ content: expect.stringContaining('请继续完成数据解密'), link: step('deCode') });

    // deCode: the records hold, the notice leads to 支付
    expect((await post(c, 'deCode', { orderId: String(id) })).body.code).toBe(200);
    const until = Date.now() + 30_000;
    while ((await t.db.selectFrom('notary_orders').select('step').where('id', '=', id).executeTakeFirstOrThrow()).step !== 'pay' && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await actionOf(c, id)).toEqual({ kind: 'pay', label: '待您支付', button: '去支付', path: step('pay') });
    expect(await lastNotice(c.userId)).toEqual({ content: expect.stringContaining('请支付公证费用'), link: step('pay') });

    // paid: the office's turn — nothing asked of the applicant
    expect((await post(c, 'payByPoints', { orderId: String(id) })).body.code).toBe(200);
    expect(await actionOf(c, id)).toBeNull();
    expect((await office('accept', { orderId: String(id) })).body.code).toBe(200);
    expect(await actionOf(c, id)).toBeNull();
    expect(await lastNotice(c.userId)).toMatchObject({ link: `/notary/detail?orderId=${id}&type=1` });

    // the interview written: the applicant must confirm it, the notice opens that signing
    const items = JSON.stringify([{ q: '请核实您的身份。', a: '本人张三。' }]);
    expect((await office('interview', { orderId: String(id), items })).body.code).toBe(200);
    expect(await actionOf(c, id)).toEqual({ kind: 'confirm', label: '待您确认询问笔录', button: '去确认签署', path: step('signature') });
    expect(await lastNotice(c.userId)).toEqual({ content: expect.stringContaining('询问笔录'), link: step('signature') });

    // the second signing done: the office issues next, the notice leads to the order's detail
    expect((await confirmInterview(t, c, id)).body.code).toBe(200);
    await untilOrder(t, id, (o) => o.office_stage === 'confirmed', 'the second signing');
    expect(await actionOf(c, id)).toBeNull();
    expect(await lastNotice(c.userId)).toEqual({ content: expect.stringContaining('请等待公证员出具公证书'), link: `/notary/detail?orderId=${id}&type=1` });
  });

  it('an ended order asks nothing', async () => {
    const c = who.companyMain;
    const rec = await storedRecord(t, c.userId, '发票.png');
    const id = (await post(c, 'apply', { ids: String(rec.id) })).body.data.id as number;
    expect((await post(c, 'stop', { orderId: String(id) })).body.code).toBe(200);
    expect(await actionOf(c, id)).toBeNull();
  });
});

describe('GET /api/notary/applicable (申请公证 from a record) and one open order per record', () => {
  const applicable = (c: Caller | null, ids: string) => call(t.app, 'GET', '/api/notary/applicable', { ...(c ? as(c) : {}), query: { ids } });

  it('answers the owner’s records with the reason of each, and apply refuses what it refuses', async () => {
    const c = who.companyMain;
    const free = await storedRecord(t, c.userId, '可申请.png');
    const taken = await storedRecord(t, c.userId, '已在办理.png');
    const mine = await storedRecord(t, who.otherCompany.userId, '别家的.png');
    expect((await post(c, 'apply', { ids: String(taken.id) })).body.code).toBe(200);

    const res = await applicable(c, `${free.id},${taken.id},${mine.id}`);
    expect(res.body.code, res.body.msg).toBe(200);
    // another company's record is left out, exactly like a missing one
    expect(res.body.data.list).toEqual([
      { id: Number(free.id), baoquan: free.evidence_no, title: '可申请.png', notaryType: 1, selectable: true, reason: null },
      { id: Number(taken.id), baoquan: taken.evidence_no, title: '已在办理.png', notaryType: 1, selectable: false, reason: '该存证记录已在办理中的公证订单中，不能重复申请' },
    ]);
    // selectList says the same, and apply refuses it with the same words, creating nothing
    const sl = await call(t.app, 'GET', '/api/notary/selectList', { ...as(c), query: { limit: '50' } });
    expect(sl.body.data.list.find((r: { id: number }) => r.id === Number(taken.id))).toMatchObject({ selectable: false, reason: '该存证记录已在办理中的公证订单中，不能重复申请' });
    const before = await t.db.selectFrom('notary_orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const again = await post(c, 'apply', { ids: `${free.id},${taken.id}` });
    expect(again.body).toMatchObject({ code: 400, msg: '该存证记录已在办理中的公证订单中，不能重复申请' });
    expect((await t.db.selectFrom('notary_orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n).toEqual(before.n);
  });

  it('refuses anonymous callers and sub-accounts, and tells an account not verified', async () => {
    expect((await applicable(null, '1')).body.code).toBe(408);
    expect((await applicable(who.companySub, '1')).body).toMatchObject({ code: 400, msg: '子账号不能办理公证，请使用企业主账号' });
    expect((await applicable(who.otherCompany, 'x')).body).toMatchObject({ code: 400, msg: '存证记录编号格式不正确，请以英文逗号分隔，如 1,2,3' });
    const c = who.otherCompany;
    const rec = await storedRecord(t, c.userId, '未认证.png');
    const was = await t.db.selectFrom('users').select('verify_status').where('id', '=', c.userId).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ verify_status: 0 }).where('id', '=', c.userId).execute();
    try {
      expect((await applicable(c, String(rec.id))).body.data.list).toEqual([expect.objectContaining({ id: Number(rec.id), selectable: false, reason: '请先完成实名认证后再申请公证' })]);
    } finally {
      await t.db.updateTable('users').set({ verify_status: was.verify_status }).where('id', '=', c.userId).execute();
    }
  });
});
