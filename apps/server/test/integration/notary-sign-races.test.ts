import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG, NotaryStatus } from '@evidence/shared/constants';
import { call, freshIp, lastSmsCode } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { createSeal, drawnPng } from '../helpers/seals';
import { notarySign } from '../helpers/notary/sign-calls';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * What happens between 一键签署 and its job (outside review of issue 15): the server first runs no job
 * worker, the applicant acts, then a restart runs the job. A stopped order stays stopped; a seal deleted
 * meanwhile is not stamped; the phone's QR code dies with the order.
 */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_CONCURRENCY: '0' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role });
const order = (id: number) => t.db.selectFrom('notary_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
async function signingOrder(c: Caller, phone: string): Promise<{ orderId: number; sealId: number }> {
  const rec = await seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId });
  const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: String(rec.id) }, ip: freshIp() });
  const orderId = a.body.data.id as number;
  await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(c), form: { orderId: String(orderId), purpose: '诉讼', method: '平台上传', promise: '1' }, ip: freshIp() });
  const seal = await createSeal(t.app, c, `章${orderId}`, await drawnPng());
  const sent = await call(t.app, 'POST', '/api/notary/sendSignSms', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });
  const started = await notarySign(t, c, { orderId: String(orderId), imageId: String(seal.body.data.id), verifyCode: await lastSmsCode(t.db, phone), smsToken: sent.body.data.smsToken });
  expect(started.body.code, started.body.msg).toBe(200);
  return { orderId, sealId: seal.body.data.id };
}
async function untilJobsDone() {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const open = await t.db.selectFrom('jobs').select('id').where('status', 'in', ['queued', 'running']).execute();
    if (open.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('jobs did not finish');
}

describe('between 一键签署 and its job', () => {
  it('a stopped order stays stopped, a deleted seal is not stamped, a QR code dies with its order', async () => {
    const stopped = await signingOrder(who.companyMain, '13800000002');
    expect((await call(t.app, 'POST', '/api/notary/stop', { ...as(who.companyMain), form: { orderId: String(stopped.orderId) } })).body.code).toBe(200);
    // a default seal cannot be deleted (001 §2.4): the individual signs with its second seal
    await createSeal(t.app, who.individual, '默认章', await drawnPng());
    const deleted = await signingOrder(who.individual, '13800000001');
    expect((await call(t.app, 'POST', '/api/seal/del', { ...as(who.individual), form: { id: String(deleted.sealId) }, ip: freshIp() })).body.code).toBe(200);

    t = await t.restart({ LEDGER_BATCH_DELAY_MS: '2', JOBS_CONCURRENCY: '1', JOBS_POLL_MS: '50' });
    await untilJobsDone();
    const s = await order(stopped.orderId);
    expect([Number(s.status), Number(s.sign_count)]).toEqual([NotaryStatus.terminated, 0]);
    const d = await order(deleted.orderId);
    expect([d.step, Number(d.sign_count)]).toEqual(['signature', 0]);
    expect(await t.db.selectFrom('notary_documents').select('id').where('notary_order_id', 'in', [stopped.orderId, deleted.orderId]).where('stage', '=', 'signed').execute()).toEqual([]);
    const notes = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.individual.userId).execute();
    expect(notes.some((n) => n.content.includes(NOTARY_MSG.sealMissing))).toBe(true);

    // the phone's QR code of an order that is stopped no longer works
    const other = await seedRecord(t, { ownerUserId: who.subPersonal.userId, creatorUserId: who.subPersonal.userId });
    const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(who.subPersonal), form: { ids: String(other.id) }, ip: freshIp() });
    await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(who.subPersonal), form: { orderId: String(a.body.data.id), purpose: '诉讼', method: '平台上传', promise: '1' }, ip: freshIp() });
    const code = await call(t.app, 'POST', '/api/notary/signQr', { ...as(who.subPersonal), form: { orderId: String(a.body.data.id) }, ip: freshIp() });
    await call(t.app, 'POST', '/api/notary/stop', { ...as(who.subPersonal), form: { orderId: String(a.body.data.id) } });
    const token = new URL(code.body.data.url, 'http://x').searchParams.get('token')!;
    expect((await call(t.app, 'GET', '/api/signature/intent', { query: { token }, ip: freshIp() })).body.code).toBe(400);
  });
});
