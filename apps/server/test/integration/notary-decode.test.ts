import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG, NotaryStatus, PayStatus, fillMessage } from '@evidence/shared/constants';
import { localBlobStore } from '../../src/providers/blob/local-blob-store';
import { recordEvidence } from '../../src/services/evidence/record-evidence';
import { call, freshIp } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * 数据解密 (deCode, issue 15): every original re-read and checked against its ledger leaf and the latest
 * signed checkpoint; all hold → pay; a changed or missing original → 出证失败 naming the record.
 */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role });
const blobs = () => localBlobStore(path.join(t.dataDir, 'blobs'));

/** A record whose original really is in the store, as an upload leaves it. */
async function storedRecord(owner: number, name: string) {
  const bytes = randomBytes(4096);
  const key = `evidence/test/${createHash('sha256').update(bytes).digest('hex')}`;
  await blobs().put(key, Readable.from([bytes]));
  const row = await recordEvidence(t.db, t.ledger, {
    ownerUserId: owner, creatorUserId: owner, fileName: name, title: name, label: null, fileType: 1, productType: 1, mime: null, size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'), sm3: createHash('sm3').update(bytes).digest('hex'), blobKey: key,
  }, null);
  await t.ledger.sequencer.flush();
  return { row, key };
}

/** An order of `n` stored records, moved to the deCode step (signing is tested in notary-sign.test.ts). */
async function orderAtDecode(c: Caller, n: number) {
  const recs = [];
  for (let i = 0; i < n; i++) recs.push(await storedRecord(c.userId, `原件${i + 1}.bin`));
  const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: recs.map((r) => r.row.id).join(',') }, ip: freshIp() });
  expect(a.body.code, a.body.msg).toBe(200);
  await t.db.updateTable('notary_orders').set({ step: 'deCode' }).where('id', '=', a.body.data.id).execute();
  return { orderId: a.body.data.id as number, recs };
}
const decode = (c: Caller, orderId: number) => call(t.app, 'POST', '/api/notary/deCode', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });
const status = (c: Caller, orderId: number) => call(t.app, 'GET', '/api/notary/deCodeStatus', { ...as(c), query: { orderId: String(orderId) } });
async function untilDone(c: Caller, orderId: number) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const s = await status(c, orderId);
    if (s.body.data.job && ['succeeded', 'failed', 'cancelled'].includes(s.body.data.job.status)) return s.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('deCode did not finish');
}

describe('deCode', () => {
  it('re-reads every original; all hold, so the order moves to pay, each record marked ok', async () => {
    const { orderId } = await orderAtDecode(who.companyMain, 3);
    const [one, two] = await Promise.all([decode(who.companyMain, orderId), decode(who.companyMain, orderId)]);
    expect([one.body.data.started, two.body.data.started].sort()).toEqual([false, true]);
    // the click that started nothing says the check is already running (decision 368)
    const said = new Map([one, two].map((r) => [r.body.data.started as boolean, r.body.msg as string]));
    expect([said.get(true), said.get(false)]).toEqual([NOTARY_MSG.decodeStarted, NOTARY_MSG.decodeRunning]);
    const done = await untilDone(who.companyMain, orderId);
    expect(done).toMatchObject({ step: 'pay', notarial: NotaryStatus.inProgress, job: { status: 'succeeded', progress: 100 } });
    expect(done.items.map((i: { checkResult: string }) => i.checkResult)).toEqual(['ok', 'ok', 'ok']);
    expect((await decode(who.companyMain, orderId)).body.msg).toBe(fillMessage(NOTARY_MSG.wrongStep, { step: '支付' }));
  });

  it('a changed original ends the order 出证失败 naming it; the money row is cancelled and the account told', async () => {
    const { orderId, recs } = await orderAtDecode(who.individual, 2);
    await blobs().put(recs[1]!.key, Readable.from([Buffer.from('changed after preservation')]));
    expect((await decode(who.individual, orderId)).body.code).toBe(200);
    const done = await untilDone(who.individual, orderId);
    expect(done.notarial).toBe(NotaryStatus.failed);
    expect(done.items.map((i: { checkResult: string }) => i.checkResult)).toEqual(['ok', 'mismatch']);
    expect(done.endReason).toContain(`保全号 ${recs[1]!.row.evidence_no} 的原始文件与保全时记录的哈希值不一致`);
    const n = await t.db.selectFrom('notary_orders').select(['order_id', 'ended_by']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(n.ended_by).toBe('platform');
    expect(Number((await t.db.selectFrom('orders').select('pay_status').where('id', '=', n.order_id).executeTakeFirstOrThrow()).pay_status)).toBe(PayStatus.cancelled);
    const notes = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.individual.userId).execute();
    expect(notes.some((x) => x.content.includes('出证失败') && x.content.includes(recs[1]!.row.evidence_no))).toBe(true);
  });

  it('a missing original and a row changed behind the ledger are named too', async () => {
    const { orderId, recs } = await orderAtDecode(who.subPersonal, 2);
    await blobs().delete(recs[0]!.key);
    await t.db.updateTable('evidence').set({ sm3: '0'.repeat(64) }).where('id', '=', recs[1]!.row.id).execute();
    await decode(who.subPersonal, orderId);
    const done = await untilDone(who.subPersonal, orderId);
    expect(done.items.map((i: { checkResult: string }) => i.checkResult)).toEqual(['missing', 'mismatch']);
    expect(done.endReason).toContain('的原始文件缺失');
    expect(done.endReason).toContain('的存证记录与账本不一致');
  });

  it('only the order’s account, only at deCode', async () => {
    const { orderId } = await orderAtDecode(who.otherCompany, 1);
    for (const c of [who.companyMain, who.individual]) {
      expect((await decode(c, orderId)).body.msg).toBe(NOTARY_MSG.orderNotFound);
      expect((await status(c, orderId)).body.msg).toBe(NOTARY_MSG.orderNotFound);
    }
    expect((await decode(who.companySub, orderId)).body.code).toBe(400);
    await t.db.updateTable('notary_orders').set({ step: 'signature' }).where('id', '=', orderId).execute();
    expect((await decode(who.otherCompany, orderId)).body.msg).toBe(fillMessage(NOTARY_MSG.wrongStep, { step: '在线签字' }));
    expect(await t.db.selectFrom('jobs').select('id').where('dedupe_key', 'like', `notary.decode:${orderId}:%`).execute()).toEqual([]);
  });
});
