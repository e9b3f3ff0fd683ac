import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotaryDocType, NotaryStatus } from '@evidence/shared/constants';
import type { TNotarialFileCheck } from '@evidence/shared/contracts';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import { call, freshIp, type Answer } from '../helpers/api';
import { raw } from '../helpers/checks';
import { confirmInterview, officeStaff, orderAtOffice, untilOrder } from '../helpers/notary-office';
import { multipartBody } from '../helpers/seals';
import { makeP12, pdfsig, pdftotext, tempDir, writeTemp } from '../helpers/signing/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants } from '../helpers/tenants';

/**
 * Issue 23 item 3: the notary office signs what it issues. The 公证书 issued through the console, and the
 * 受理通知书 and 询问笔录 the office makes at acceptance and interview, carry the office's certification
 * signature (its own certificate, DocMDP P=1, the approving notary and the approval time in the reason);
 * what the applicant signs keeps the platform's signature. Checked with pdfsig (which names the signer
 * but, in poppler 22.12, prints nothing about certification), with qpdf as an independent reader of the
 * catalog's /Perms and the signature dictionary, and with the public check.
 */
const PLATFORM_TEST_CN = '数据存证平台 本地测试签名证书 (local test certificate, not for production)';
const OFFICE_TEST_CN = '本地演示公证处 本地测试签名证书 (local test certificate, not for production)';
const dir = tempDir('office-certification-');
let t: TestApp;
let staff: Awaited<ReturnType<typeof officeStaff>>;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  staff = await officeStaff(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type QpdfValue = string | number | boolean | null | QpdfValue[] | { [key: string]: QpdfValue };
/** qpdf's own parse of the file (JSON v2): every object by "obj:N 0 R", the trailer under "trailer". */
function qpdfObjects(file: string): Record<string, { value: QpdfValue }> {
  const json = JSON.parse(execFileSync('qpdf', ['--json=2', '--json-key=qpdf', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as { qpdf: [unknown, Record<string, { value: QpdfValue }>] };
  return json.qpdf[1];
}
const dict = (v: QpdfValue | undefined) => v as Record<string, QpdfValue>;
/** qpdf writes text strings as "u:<utf-8>" */
const text = (v: QpdfValue | undefined) => String(v).replace(/^u:/, '');

/** What qpdf sees of the file's certification: the catalog's /Perms /DocMDP, and that dictionary's fields. */
function certificationByQpdf(file: string) {
  const objects = qpdfObjects(file);
  const root = dict(objects.trailer!.value)['/Root'] as string;
  const catalog = dict(objects[`obj:${root}`]!.value);
  const docMdp = dict(catalog['/Perms'])?.['/DocMDP'] as string | undefined;
  if (!docMdp) return null;
  const sig = dict(objects[`obj:${docMdp}`]!.value);
  const ref = dict((sig['/Reference'] as QpdfValue[])[0]);
  return { type: sig['/Type'], transform: ref['/TransformMethod'], digest: ref['/DigestMethod'], params: dict(ref['/TransformParams']), reason: text(sig['/Reason']), name: text(sig['/Name']) };
}

const as = (c: { token: string; role: string }) => ({ token: c.token, role: c.role });
const office = (token: string, p: string, form: Record<string, string>) => call(t.app, 'POST', `/api/admin/notary/${p}`, { token, form, ip: freshIp() });
const latest = (orderId: number, type: number, stage: string) => t.db.selectFrom('notary_documents').selectAll().where('notary_order_id', '=', orderId).where('doc_type', '=', type).where('stage', '=', stage).orderBy('version', 'desc').executeTakeFirstOrThrow();
const blobFile = async (blobKey: string, name: string) => writeTemp(dir, name, Buffer.concat(await (await blobStoreFromConfig(t.config).get(blobKey)).toArray()));
/** The public file check (POST /api/check/notarialFile) of these bytes on that server. */
async function checkFile(app: TestApp['app'], bytes: Buffer): Promise<Answer<TNotarialFileCheck>> {
  const body = multipartBody({}, { name: 'gzs.pdf', bytes, type: 'application/pdf' });
  return (await raw(app, { method: 'POST', url: '/api/check/notarialFile', headers: { 'content-type': body.contentType }, payload: body.payload, ip: freshIp() })).answer as Answer<TNotarialFileCheck>;
}
/** "2026-12-02 12:34:56（北京时间）" of a reason, as ms since the epoch */
function reasonTime(reason: string): number {
  const m = /(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})（北京时间）/.exec(reason);
  if (!m) throw new Error(`no China time in ${reason}`);
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 8, +m[5]!, +m[6]!);
}

describe('the notary office certifies what it issues', () => {
  it('the 公证书 issued in the console carries the office’s certification signature, naming the notary and the approval time', async () => {
    const c = (await tenants(t)).companyMain;
    const orderId = await orderAtOffice(t, c, { records: 1 });
    expect((await office(staff.notary, 'accept', { orderId: String(orderId) })).body.code).toBe(200);
    expect((await office(staff.notary, 'interview', { orderId: String(orderId), items: JSON.stringify([{ q: '数据如何取得？', a: '工作电脑截图。' }]) })).body.code).toBe(200);

    // the office's own documents: certified by the office when the notary accepts and records the interview
    for (const [type, name] of [[NotaryDocType.acceptance, '受理通知书'], [NotaryDocType.inquiry, '询问笔录']] as const) {
      const file = await blobFile((await latest(orderId, type, 'office')).blob_key, `office-${type}.pdf`);
      const report = pdfsig(file);
      expect(report).toContain(`Signer Certificate Common Name: ${OFFICE_TEST_CN}`);
      expect(report).toContain('Signature is Valid');
      const seen = certificationByQpdf(file);
      expect(seen, `${name}: qpdf finds /Perms /DocMDP`).toMatchObject({ type: '/Sig', transform: '/DocMDP', params: { '/P': 1, '/V': '/1.2' } });
      expect(seen!.reason).toContain(`公证员 张明 于 `);
      expect(seen!.reason).toContain(`审批出具${name}`);
    }

    const signed = await confirmInterview(t, c, orderId);
    expect(signed.body.code, signed.body.msg).toBe(200);
    await untilOrder(t, orderId, (o) => o.office_stage === 'confirmed', 'confirmed');
    // what the applicant signed keeps the platform's signature, and no certification (the applicant's stamp came after the office's)
    for (const type of [NotaryDocType.acceptance, NotaryDocType.inquiry]) {
      const file = await blobFile((await latest(orderId, type, 'signed')).blob_key, `signed-${type}.pdf`);
      expect(pdfsig(file)).toContain(`Signer Certificate Common Name: ${PLATFORM_TEST_CN}`);
      expect(certificationByQpdf(file)).toBeNull();
    }

    const before = Math.floor(Date.now() / 1000) * 1000;
    expect((await office(staff.notary, 'issue', { orderId: String(orderId) })).body.code).toBe(200);
    const after = Date.now();
    await untilOrder(t, orderId, (o) => o.status === NotaryStatus.succeeded, 'issued');
    const order = await t.db.selectFrom('notary_orders').select(['certificate_no']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const down = await call(t.app, 'GET', '/api/notary/downFile', { ...as(c), query: { orderId: String(orderId), type: '6' } });
    expect(down.body.code, down.body.msg).toBe(200);
    const bytes = Buffer.from((await t.app.inject({ method: 'GET', url: down.body.data.downUrl })).rawPayload);
    const file = writeTemp(dir, 'certificate.pdf', bytes);

    // pdfsig: one signature, valid, whole file, by the office's certificate, not the platform's
    const report = pdfsig(file);
    expect(report).toContain(`Signer Certificate Common Name: ${OFFICE_TEST_CN}`);
    expect(report).not.toContain(PLATFORM_TEST_CN);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    expect(report).not.toContain('Signature #2');

    // qpdf: the catalog's /Perms /DocMDP is the signature dictionary, which certifies with P=1
    const seen = certificationByQpdf(file)!;
    expect(seen).toMatchObject({ type: '/Sig', transform: '/DocMDP', digest: '/SHA256', params: { '/Type': '/TransformParams', '/P': 1, '/V': '/1.2' }, name: '本地演示公证处' });
    expect(seen.reason).toMatch(/^公证员 张明 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间） 审批出具公证书 /);
    expect(seen.reason).toContain(order.certificate_no!);
    // the approval time is when the notary clicked 出具公证书, in China time
    const approvedAt = reasonTime(seen.reason);
    expect(approvedAt).toBeGreaterThanOrEqual(before);
    expect(approvedAt).toBeLessThanOrEqual(after);

    // the visible box names the office
    const page = pdftotext(file).replace(/\s+/g, '');
    expect(page).toContain('公证处认证签名');
    expect(page).toContain('签署人：本地演示公证处');

    // the public check names the office as signer, says it is a certification signature and a test certificate
    const checked = await checkFile(t.app, bytes);
    expect(checked.body.data).toMatchObject({ outcome: 'genuine', valid: true });
    expect(checked.body.data.signatures).toEqual([expect.objectContaining({
      signer: OFFICE_TEST_CN, officeCertificate: true, platformCertificate: false, localTestCertificate: true, certification: 1, verdict: '签名有效',
    })]);
  });

  it('an office with its own NOTARY_OFFICE_P12 signs the 公证书 with it; the public check names that office', async () => {
    const p12 = path.join(dir, 'office.p12');
    makeP12(p12, 'office-pw', '示例市公证处');
    const own = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50', NOTARY_OFFICE_P12: p12, NOTARY_OFFICE_P12_PASSWORD: 'office-pw' });
    try {
      const s = await officeStaff(own);
        const c = (await tenants(own)).companyMain;
      const orderId = await orderAtOffice(own, c, { records: 1 });
      const post = (p: string, form: Record<string, string>) => call(own.app, 'POST', `/api/admin/notary/${p}`, { token: s.notary, form, ip: freshIp() });
      expect((await post('accept', { orderId: String(orderId) })).body.code).toBe(200);
      expect((await post('interview', { orderId: String(orderId), items: JSON.stringify([{ q: '问', a: '答' }]) })).body.code).toBe(200);
      expect((await confirmInterview(own, c, orderId)).body.code).toBe(200);
      await untilOrder(own, orderId, (o) => o.office_stage === 'confirmed', 'confirmed');
      expect((await post('issue', { orderId: String(orderId) })).body.code).toBe(200);
      await untilOrder(own, orderId, (o) => o.status === NotaryStatus.succeeded, 'issued');
      const cert = await own.db.selectFrom('notary_documents').select('blob_key').where('notary_order_id', '=', orderId).where('doc_type', '=', NotaryDocType.certificate).executeTakeFirstOrThrow();
      const bytes = Buffer.concat(await (await blobStoreFromConfig(own.config).get(cert.blob_key)).toArray());
      const file = writeTemp(dir, 'own-office.pdf', bytes);
      expect(pdfsig(file)).toContain('Signer Certificate Common Name: 示例市公证处');
      expect(certificationByQpdf(file)).toMatchObject({ transform: '/DocMDP', params: { '/P': 1 } });
      const checked = await checkFile(own.app, bytes);
      expect(checked.body.data.signatures).toEqual([expect.objectContaining({ signer: '示例市公证处', officeCertificate: true, localTestCertificate: false, certification: 1 })]);
    } finally {
      await own.close();
    }
  });
});
