import fs from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MSG, NOTARIAL_LOOKUP_MSG, NOTARY_MATTER, NotaryDocType, NotaryStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../src/context';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import type { Job } from '../../src/services/jobs/job-types';
import { CERTIFICATE_FACTS_MISMATCH_AUDIT } from '../../src/services/notarial-lookup/certificate-carries-facts';
import { CERTIFICATE_INFO_KEYS, readCertificateInfo } from '../../src/services/notary/office/certificate-info';
import { allocateCertificateNumber } from '../../src/services/notary/office/certificate-number';
import { makeCertificate, runNotaryIssue, type NotaryIssuePayload } from '../../src/services/notary/office/issue-job';
import { call, captcha, freshIp, type Answer } from '../helpers/api';
import { expectRefused, raw } from '../helpers/checks';
import { issueCertificateFixture } from '../helpers/notarial-certificate-fixture';
import { officeStaff, orderAtOffice, untilOrder } from '../helpers/notary-office';
import { multipartBody } from '../helpers/seals';
import { pdfsig, tempDir, writeTemp } from '../helpers/signing/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * Finding 2 of the outside review (decisions 360–364): the public checks of notarial certificates show
 * the facts the signed certificate PDF carries in its info dictionary, written by the office's real
 * issuing before the platform signs, and refuse — alerting the operators once — when the order's row
 * says otherwise. Certificates here are issued through the office's own job (POST /api/admin/notary/issue).
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
const dir = tempDir('notarial-bound-');

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
  staff = await officeStaff(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Issued {
  orderId: number;
  orderNo: string;
  certificateNo: string;
  issuedAt: number;
  pdf: Buffer;
  sha256: string;
}

/** An order through the office's issuing: the earlier steps taken as done (their own tests cover them), then 出具公证书 and its job. */
async function issueThroughOffice(c: Caller, records = 2): Promise<Issued> {
  const orderId = await orderAtOffice(t, c, { records });
  const now = Date.now();
  await t.db.updateTable('notary_orders').set({ office_stage: 'confirmed', notary_operator_id: staff.notaryId, notary_name: '张明', accepted_at: now, sign_count: 2 }).where('id', '=', orderId).execute();
  const asked = await call(t.app, 'POST', '/api/admin/notary/issue', { token: staff.notary, form: { orderId: String(orderId) }, ip: freshIp() });
  expect(asked.body.code, asked.body.msg).toBe(200);
  await untilOrder(t, orderId, (o) => o.status === NotaryStatus.succeeded, 'issued');
  const row = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const down = await call(t.app, 'GET', '/api/notary/downFile', { token: c.token, role: c.role, query: { orderId: String(orderId), type: '6' } });
  expect(down.body.code, down.body.msg).toBe(200);
  const pdf = Buffer.from((await t.app.inject({ method: 'GET', url: down.body.data.downUrl })).rawPayload);
  const doc = await t.db.selectFrom('notary_documents').select('sha256').where('notary_order_id', '=', orderId).where('doc_type', '=', NotaryDocType.certificate).orderBy('version', 'desc').executeTakeFirstOrThrow();
  return { orderId, orderNo: row.order_no, certificateNo: row.certificate_no!, issuedAt: Number(row.issued_at), pdf, sha256: doc.sha256 };
}

async function lookup(certificateNo: string) {
  return call(t.app, 'POST', '/api/check/notarial', { form: { certificateNo, ...(await captcha(t.app)) }, ip: freshIp() });
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are matched field by field
async function upload(bytes: Buffer): Promise<Answer<any>> {
  const body = multipartBody({}, { name: 'gzs.pdf', bytes, type: 'application/pdf' });
  return (await raw(t.app, { method: 'POST', url: '/api/check/notarialFile', headers: { 'content-type': body.contentType }, payload: body.payload, ip: freshIp() })).answer;
}
const alerts = async (orderId: number) =>
  t.db.selectFrom('audit_log').select(['detail', 'actor_type']).where('action', '=', CERTIFICATE_FACTS_MISMATCH_AUDIT).where('target_id', '=', String(orderId)).execute();
/** Another number of the same office and year: 第N号 → 第(N+9000)号. */
const otherNumber = (no: string) => no.replace(/第(\d+)号$/, (_, n: string) => `第${Number(n) + 9000}号`);

describe('the office writes the public facts into the certificate before signing', () => {
  it('the issued PDF carries them, signed; the checks show them', async () => {
    const c = await issueThroughOffice(who.companyMain);
    const info = await readCertificateInfo(c.pdf);
    expect(info).toEqual({
      certificateNo: c.certificateNo, issuedAt: c.issuedAt, recordCount: 2, orderNo: c.orderNo, applicantMasked: '示**司', matter: NOTARY_MATTER, office: t.config.notary.officeName,
    });
    // in the signed range: the one signature is valid, and the keys are what a PDF reader lists
    expect(pdfsig(writeTemp(dir, 'issued.pdf', c.pdf))).toContain('Signature is Valid');
    for (const key of Object.values(CERTIFICATE_INFO_KEYS)) expect(c.pdf.includes(`/${key} <FEFF`)).toBe(true);

    const a = await lookup(c.certificateNo);
    expect(a.body.code, a.body.msg).toBe(200);
    expect(a.body.data).toMatchObject({ certificateNo: c.certificateNo, issuedAt: c.issuedAt, recordCount: 2, applicantMask: '示**司', officeName: t.config.notary.officeName, sha256: c.sha256, size: c.pdf.length });
    const f = await upload(c.pdf);
    expect(f.body.data).toMatchObject({ outcome: 'genuine', valid: true, certificate: { certificateNo: c.certificateNo, issuedAt: c.issuedAt, recordCount: 2 } });
    expect(await alerts(c.orderId)).toHaveLength(0);
  }, 60_000);

  it('a retried issue job (the certificate made, the order not yet marked) gives the order the time its certificate carries', async () => {
    const orderId = await orderAtOffice(t, who.individual, { records: 1 });
    await t.db.updateTable('notary_orders').set({ office_stage: 'issuing', notary_operator_id: staff.notaryId, notary_name: '张明', accepted_at: Date.now() }).where('id', '=', orderId).execute();
    const ctx = { db: t.db, config: t.config, ledger: t.ledger, blobs: blobStoreFromConfig(t.config), log: pino({ level: 'silent' }) } as unknown as AppContext;
    const jobCreatedAt = Date.now() - 1_000;
    const order = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const { no } = await allocateCertificateNumber(t.db, orderId, t.config.notary.certWord, Date.now());
    // the first attempt made and preserved the certificate, then died before its transaction
    const firstAttemptAt = Date.now();
    await makeCertificate(ctx, order, no, firstAttemptAt);
    await new Promise((r) => setTimeout(r, 30));
    const payload: NotaryIssuePayload = { orderId, operatorId: staff.notaryId };
    const job = { id: 0, kind: 'notary.issue', payload, attempts: 2, maxAttempts: 3, createdAt: jobCreatedAt } as Job;
    await runNotaryIssue(ctx, job, { db: t.db, reportProgress: async () => undefined, signal: new AbortController().signal });
    const row = await t.db.selectFrom('notary_orders').select(['status', 'issued_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([Number(row.status), Number(row.issued_at)]).toEqual([NotaryStatus.succeeded, firstAttemptAt]);
    expect((await lookup(no)).body.data).toMatchObject({ certificateNo: no, issuedAt: firstAttemptAt });
  }, 60_000);
});

describe('a row that says otherwise than its certificate is shown to no one', () => {
  it('a changed certificate_no: both checks refuse, the old number finds nothing, the operators are told once', async () => {
    const c = await issueThroughOffice(who.companyMain);
    const forged = otherNumber(c.certificateNo);
    await t.db.updateTable('notary_orders').set({ certificate_no: forged }).where('id', '=', c.orderId).execute();
    expectRefused(await lookup(forged), LEDGER_MSG.recordMismatch);
    expectRefused(await lookup(c.certificateNo), NOTARIAL_LOOKUP_MSG.notFound);
    expectRefused(await upload(c.pdf), LEDGER_MSG.recordMismatch);
    expectRefused(await lookup(forged), LEDGER_MSG.recordMismatch);
    const audit = await alerts(c.orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_type).toBe('system');
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ orderNo: c.orderNo, certificateNo: forged, en: expect.stringContaining('certificate number') });
    const sms = await t.db.selectFrom('sms_outbox').select(['phone', 'text']).where('purpose', '=', 'ledger-alert').where('text', 'like', `%${c.orderNo}%`).execute();
    expect(sms.map((s) => s.phone)).toContain('13977770001');
    // which fact differs (公证书编号) is in the audit row's detail; the text names the alert and the order (decision 894)
    expect(sms[0]!.text).toContain('平台完整性告警：公证书与记录不一致');

    // put back, the certificate holds together again
    await t.db.updateTable('notary_orders').set({ certificate_no: c.certificateNo }).where('id', '=', c.orderId).execute();
    expect((await lookup(c.certificateNo)).body.data).toMatchObject({ certificateNo: c.certificateNo });
    expect((await upload(c.pdf)).body.data).toMatchObject({ outcome: 'genuine' });
  }, 60_000);

  it('a changed issued_at: both checks refuse', async () => {
    const c = await issueThroughOffice(who.individual);
    await t.db.updateTable('notary_orders').set({ issued_at: c.issuedAt - 86_400_000 }).where('id', '=', c.orderId).execute();
    expectRefused(await lookup(c.certificateNo), LEDGER_MSG.recordMismatch);
    expectRefused(await upload(c.pdf), LEDGER_MSG.recordMismatch);
    const audit = await alerts(c.orderId);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!).en).toContain('issue time');
  }, 60_000);

  it('a changed record_count: both checks refuse', async () => {
    const c = await issueThroughOffice(who.otherCompany, 1);
    await t.db.updateTable('notary_orders').set({ record_count: 7 }).where('id', '=', c.orderId).execute();
    expectRefused(await lookup(c.certificateNo), LEDGER_MSG.recordMismatch);
    expectRefused(await upload(c.pdf), LEDGER_MSG.recordMismatch);
    expect(JSON.parse((await alerts(c.orderId))[0]!.detail!).en).toContain('record count');
  }, 60_000);

  it('a certificate file of another order attached to this one: refused (its order number differs)', async () => {
    const a = await issueThroughOffice(who.companyMain, 1);
    const b = await issueThroughOffice(who.companyMain, 1);
    const bDoc = await t.db.selectFrom('notary_documents').selectAll().where('notary_order_id', '=', b.orderId).where('doc_type', '=', NotaryDocType.certificate).orderBy('version', 'desc').executeTakeFirstOrThrow();
    await t.db.insertInto('notary_documents').values({ ...bDoc, id: undefined, notary_order_id: a.orderId, version: 99 }).execute();
    expectRefused(await lookup(a.certificateNo), LEDGER_MSG.recordMismatch);
    expect(JSON.parse((await alerts(a.orderId))[0]!.detail!).en).toMatch(/certificate number.*order number/);
  }, 60_000);

  it('a certificate without the facts in its file (as made before decision 360) is not shown as genuine', async () => {
    const old = await issueCertificateFixture(t, { accountUserId: who.individual.userId, seq: 8801, withoutInfo: true });
    expect(await readCertificateInfo(old.pdf)).toBeNull();
    expectRefused(await lookup(old.certificateNo), LEDGER_MSG.recordMismatch);
    expectRefused(await upload(old.pdf), LEDGER_MSG.recordMismatch);
    expect(JSON.parse((await alerts(old.notaryOrderId))[0]!.detail!).en).toContain('no public facts');
  }, 60_000);

  it('a certificate whose stored file is gone is refused and told', async () => {
    const c = await issueCertificateFixture(t, { accountUserId: who.individual.userId, seq: 8802 });
    expect((await lookup(c.certificateNo)).body.code).toBe(200);
    await t.db.updateTable('notary_documents').set({ blob_key: 'notary/gone/6-missing.pdf' }).where('notary_order_id', '=', c.notaryOrderId).execute();
    expectRefused(await lookup(c.certificateNo), LEDGER_MSG.recordMismatch);
    expect(JSON.parse((await alerts(c.notaryOrderId))[0]!.detail!).en).toContain('missing');
    // the uploaded file itself is the file the record holds to its leaf: it is still judged genuine
    expect((await upload(c.pdf)).body.data).toMatchObject({ outcome: 'genuine', certificate: { certificateNo: c.certificateNo } });
  }, 60_000);
});
