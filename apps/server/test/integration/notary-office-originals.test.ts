import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG, NOTARY_OFFICE_MSG, NotaryStatus, fillMessage } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { confirmInterview, officeStaff, orderAtOffice, untilOrder } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { localBlobStore } from '../../src/providers/blob/local-blob-store';

/**
 * Review finding 1 (decision 286): after deCode an original may still be changed in the store. The notary
 * is never handed changed bytes (the original link re-checks them and says why not), and no certificate
 * states them (issuing re-checks every original first and ends the order 出证失败, fee refunded once).
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

const post = (token: string, p: string, form: Record<string, string>) => call(t.app, 'POST', `/api/admin/notary/${p}`, { token, form, ip: freshIp() });
const get = (token: string, p: string, query: Record<string, string>) => call(t.app, 'GET', `/api/admin/notary/${p}`, { token, query, ip: freshIp() });
const balance = async (id: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', id).executeTakeFirstOrThrow()).points_cents);
const itemsOf = (orderId: number) => t.db.selectFrom('notary_order_items as i').innerJoin('evidence as e', 'e.id', 'i.evidence_id').select(['e.id', 'e.blob_key', 'e.evidence_no', 'i.check_result']).where('i.notary_order_id', '=', orderId).orderBy('i.position').execute();
const change = (key: string) => localBlobStore(path.join(t.dataDir, 'blobs')).put(key, Readable.from([Buffer.from('changed after deCode')]));

describe('an original changed after deCode', () => {
  it('is not handed to the notary: the link is refused with the reason and the record marked', async () => {
    const orderId = await orderAtOffice(t, who.companyMain, { records: 2 });
    const [first, second] = await itemsOf(orderId);
    const ok = await get(staff.notary, 'original', { orderId: String(orderId), evidenceId: String(first!.id) });
    expect(ok.body.code, ok.body.msg).toBe(200);
    await change(second!.blob_key!);
    const refused = await get(staff.notary, 'original', { orderId: String(orderId), evidenceId: String(second!.id) });
    expect(refused.body.msg).toBe(fillMessage(NOTARY_OFFICE_MSG.originalChanged, { reason: `保全号 ${second!.evidence_no} 的原始文件与保全时记录的哈希值不一致` }));
    expect((await itemsOf(orderId))[1]!.check_result).toBe('mismatch');
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'notary.office.original.changed').where('target_id', '=', String(second!.id)).execute()).toHaveLength(1);
  });

  it('stops the certificate: issuing re-checks every original, ends the order 出证失败 and refunds the fee once', async () => {
    const orderId = await orderAtOffice(t, who.individual, { records: 2 });
    expect((await post(staff.notary, 'accept', { orderId: String(orderId) })).body.code).toBe(200);
    expect((await post(staff.notary, 'interview', { orderId: String(orderId), items: JSON.stringify([{ q: '证据是否由您上传？', a: '是。' }]) })).body.code).toBe(200);
    await confirmInterview(t, who.individual, orderId);
    await untilOrder(t, orderId, (o) => o.office_stage === 'confirmed', 'the second signing');
    const before = await balance(who.individual.userId);
    const [, second] = await itemsOf(orderId);
    await change(second!.blob_key!);
    const issued = await post(staff.notary, 'issue', { orderId: String(orderId) });
    expect(issued.body.code, issued.body.msg).toBe(200);
    const ended = await untilOrder(t, orderId, (o) => Number(o.status) !== NotaryStatus.inProgress, 'the issue job to end the order');
    expect(Number(ended.status)).toBe(NotaryStatus.failed);
    const row = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.end_reason).toContain(`保全号 ${second!.evidence_no} 的原始文件与保全时记录的哈希值不一致`);
    expect([row.certificate_no, row.issued_at]).toEqual([null, null]);
    // nothing is being generated any more: the stage is back, and the applicant's download says the order ended
    expect(row.office_stage).toBe('confirmed');
    const cert = await call(t.app, 'GET', '/api/notary/downFile', { token: who.individual.token, role: '1', query: { orderId: String(orderId), type: '6' }, ip: freshIp() });
    expect(cert.body.msg).toBe(NOTARY_MSG.certificateNone);
    expect(await t.db.selectFrom('notary_documents').select('id').where('notary_order_id', '=', orderId).where('doc_type', '=', 6).execute()).toEqual([]);
    expect(await balance(who.individual.userId)).toBe(before + Number(row.fee_cents));
    expect(Number(row.refunded_cents)).toBe(Number(row.fee_cents));
    const notices = (await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.individual.userId).execute()).map((n) => n.content);
    expect(notices.some((n) => n.includes('未能出具公证书（出证失败）') && n.includes('已退还'))).toBe(true);
  });
});
