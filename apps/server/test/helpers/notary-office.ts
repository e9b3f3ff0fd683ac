import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { PayStatus, PayType } from '@evidence/shared/constants';
import { localBlobStore } from '../../src/providers/blob/local-blob-store';
import { upsertOperator } from '../../src/services/admin/create-operator';
import { recordEvidence } from '../../src/services/evidence/record-evidence';
import { call, freshIp, lastSmsCode } from './api';
import { createSeal, drawnPng } from './seals';
import { notarySign } from './notary/sign-calls';
import type { Caller } from './tenants';
import type { TestApp } from './test-app';

export const OFFICE_PASSWORD = 'nt123456';

/** Two notaries (张明 handles, 李华 is another notary) and an ordinary operator, logged in to the console. */
export async function officeStaff(t: TestApp): Promise<{ notary: string; otherNotary: string; operator: string; notaryId: number }> {
  const made = await upsertOperator(t.db, { phone: '13977770001', name: '张明', password: OFFICE_PASSWORD, role: 'notary' });
  await upsertOperator(t.db, { phone: '13977770002', name: '李华', password: OFFICE_PASSWORD, role: 'notary' });
  await upsertOperator(t.db, { phone: '13977770003', name: '王运营', password: OFFICE_PASSWORD });
  const login = async (phone: string) => (await call(t.app, 'POST', '/api/admin/login', { form: { phone, password: OFFICE_PASSWORD }, ip: freshIp() })).body.data.token as string;
  return { notary: await login('13977770001'), otherNotary: await login('13977770002'), operator: await login('13977770003'), notaryId: made.id };
}

/** A record whose original really is in the store (as an upload leaves it), so the office can open it. */
export async function storedRecord(t: TestApp, owner: number, name: string) {
  const bytes = randomBytes(2048);
  const key = `evidence/test/${createHash('sha256').update(bytes).digest('hex')}`;
  await localBlobStore(path.join(t.dataDir, 'blobs')).put(key, Readable.from([bytes]));
  const row = await recordEvidence(t.db, t.ledger, {
    ownerUserId: owner, creatorUserId: owner, fileName: name, title: name, label: null, fileType: 1, productType: 1, mime: null, size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'), sm3: createHash('sm3').update(bytes).digest('hex'), blobKey: key,
  }, null);
  await t.ledger.sequencer.flush();
  return row;
}

const as = (c: Caller) => ({ token: c.token, role: c.role });

/**
 * An order handed to the office (step office, stage submitted): real records, a real application and
 * form (drafts rendered), the first signing and deCode taken as done (their own tests cover them), then
 * paid — by points through /api/notary/payByPoints, or marked paid by WeChat as the cashier will (the
 * cashier of notarial orders is another part of the work), or left at the pay step (`none`).
 */
export async function orderAtOffice(t: TestApp, c: Caller, opts: { records?: number; paidBy?: 'points' | 'wechat' | 'none' } = {}): Promise<number> {
  const recs = [];
  for (let i = 0; i < (opts.records ?? 2); i += 1) recs.push(await storedRecord(t, c.userId, `证据${i + 1}.png`));
  const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: recs.map((r) => r.id).join(',') }, ip: freshIp() });
  expect(a.body.code, a.body.msg).toBe(200);
  const id = a.body.data.id as number;
  const f = await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(c), form: { orderId: String(id), purpose: '用于诉讼', method: '平台上传', promise: '1' }, ip: freshIp() });
  expect(f.body.code, f.body.msg).toBe(200);
  const now = Date.now();
  await t.db.updateTable('notary_orders').set({ step: 'pay', sign_count: 1, signed_at: now, decoded_at: now }).where('id', '=', id).execute();
  await t.db.updateTable('notary_order_items').set({ check_result: 'ok', checked_at: now }).where('notary_order_id', '=', id).execute();
  // 'none': left at the pay step, for a test that pays it through a provider
  if (opts.paidBy === 'none') return id;
  if ((opts.paidBy ?? 'points') === 'points') {
    const paid = await call(t.app, 'POST', '/api/notary/payByPoints', { ...as(c), form: { orderId: String(id) }, ip: freshIp() });
    expect(paid.body.code, paid.body.msg).toBe(200);
  } else {
    const n = await t.db.selectFrom('notary_orders').select(['order_id', 'fee_cents']).where('id', '=', id).executeTakeFirstOrThrow();
    await t.db.updateTable('orders').set({ pay_status: PayStatus.paid, pay_type: PayType.wechat, money_cents: Number(n.fee_cents), provider: 'local', provider_trade_no: `T${id}`, paid_at: now }).where('id', '=', n.order_id).execute();
    await t.db.updateTable('notary_orders').set({ step: 'office', office_stage: 'submitted', paid_at: now }).where('id', '=', id).execute();
  }
  return id;
}

/** The applicant's second signing through the API (the page's calls): an SMS code and the account's seal. */
export async function confirmInterview(t: TestApp, c: Caller, orderId: number) {
  const seals = await t.db.selectFrom('seals').select('id').where('owner_user_id', '=', c.userId).where('deleted_at', 'is', null).execute();
  const sealId = seals[0]?.id ?? (await createSeal(t.app, c, '确认章', await drawnPng())).body.data.id;
  const sent = await call(t.app, 'POST', '/api/notary/sendSignSms', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });
  expect(sent.body.code, sent.body.msg).toBe(200);
  return notarySign(t, c, { orderId: String(orderId), imageId: String(sealId), verifyCode: await lastSmsCode(t.db, c.phone), smsToken: sent.body.data.smsToken });
}

/** Polls the order until `check` holds (jobs run on the server's worker). */
export async function untilOrder(t: TestApp, orderId: number, check: (o: { office_stage: string | null; status: number; sign_count: number }) => boolean, what: string) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const o = await t.db.selectFrom('notary_orders').select(['office_stage', 'status', 'sign_count']).where('id', '=', orderId).executeTakeFirstOrThrow();
    if (check({ office_stage: o.office_stage, status: Number(o.status), sign_count: Number(o.sign_count) })) return o;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`order ${orderId} never reached ${what}`);
}
