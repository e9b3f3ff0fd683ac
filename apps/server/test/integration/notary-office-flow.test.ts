import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG, NOTARY_OFFICE_MSG, NotaryDocType, NotaryStatus, fillMessage } from '@evidence/shared/constants';
import { inspectPdfSignatures } from '../../src/services/signing';
import { allocateCertificateNumber, chinaYear } from '../../src/services/notary/office/certificate-number';
import { call, freshIp } from '../helpers/api';
import { confirmInterview, officeStaff, orderAtOffice, untilOrder } from '../helpers/notary-office';
import { pdfsig, pdftotext, tempDir, writeTemp } from '../helpers/signing/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * The office's side end to end (issue 15): 受理 → 询问笔录 → the applicant's second signing → 出具公证书
 * (one job, one number under concurrent clicks; pdfsig valid; preserved as evidence) — with the documents,
 * audit rows and notices each step leaves, and the custody log of an original the notary opened.
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
const dir = tempDir('notary-office-');
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50', NOTARY_CERT_WORD: '测' });
  who = await tenants(t);
  staff = await officeStaff(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const as = (c: Caller) => ({ token: c.token, role: c.role });
const office = (token: string, path: string, form: Record<string, string>) => call(t.app, 'POST', `/api/admin/notary/${path}`, { token, form, ip: freshIp() });
const read = (token: string, path: string, query: Record<string, string>) => call(t.app, 'GET', `/api/admin/notary/${path}`, { token, query, ip: freshIp() });
const fetchPdf = async (url: string, name: string) => writeTemp(dir, name, (await t.app.inject({ method: 'GET', url })).rawPayload);
const docs = (orderId: number, type: number) => t.db.selectFrom('notary_documents').selectAll().where('notary_order_id', '=', orderId).where('doc_type', '=', type).orderBy('version').execute();
const notices = async (userId: number) => (await t.db.selectFrom('notifications').select('content').where('user_id', '=', userId).orderBy('id').execute()).map((n) => n.content);
const audits = async (orderId: number) => (await t.db.selectFrom('audit_log').select(['action', 'actor_type']).where('target_type', '=', 'notary_order').where('target_id', '=', String(orderId)).orderBy('id').execute()).map((a) => `${a.actor_type}:${a.action}`);
const ITEMS = [
  { q: '请核实您的身份。', a: '我是示例科技有限公司的经办人王芳。' },
  { q: '这些电子数据是如何取得的？', a: '由本公司员工在工作电脑上截图后上传至平台。' },
];

describe('the office handles an order from acceptance to the certificate', () => {
  it('accepts, records the interview, waits for the applicant’s confirmation and issues one certificate', async () => {
    const c = who.companyMain;
    const orderId = await orderAtOffice(t, c, { records: 2 });

    // the queue lists it for notaries, waiting
    const queue = await read(staff.notary, 'list', { stage: 'submitted' });
    expect(queue.body.data.list.find((r: { id: number }) => r.id === orderId)).toMatchObject({ officeStageName: '待受理', applicant: '示例科技有限公司', number: 2, fee: 240 });

    // 受理: a new 受理通知书 version with the date and the notary's name, platform-signed
    const accepted = await office(staff.notary, 'accept', { orderId: String(orderId) });
    expect(accepted.body).toMatchObject({ code: 200, msg: NOTARY_OFFICE_MSG.accepted, data: { officeStage: 'accepted' } });
    const acceptance = (await docs(orderId, NotaryDocType.acceptance)).at(-1)!;
    expect([acceptance.stage, Number(acceptance.version)]).toEqual(['office', 2]);
    const detail = await read(staff.notary, 'detail', { orderId: String(orderId) });
    expect(detail.body.data).toMatchObject({ notaryName: '张明', mine: true, applicant: { kind: 'company', name: '示例科技有限公司' } });
    const acceptanceUrl = detail.body.data.documents.find((d: { id: number }) => d.id === Number(acceptance.id)).url as string;
    const acceptancePdf = await fetchPdf(acceptanceUrl, 'acceptance.pdf');
    expect(pdfsig(acceptancePdf)).toContain('Signature is Valid');
    const acceptanceText = pdftotext(acceptancePdf).replace(/\s+/g, '');
    expect(acceptanceText).toContain('本处决定受理');
    expect(acceptanceText).toContain('张明');
    expect(acceptanceText).not.toContain('待公证处受理后填写');

    // issuing before the interview was recorded and confirmed is refused by the stage order
    expect((await office(staff.notary, 'issue', { orderId: String(orderId) })).body.msg).toBe(fillMessage(NOTARY_OFFICE_MSG.wrongStage, { stage: '已受理', action: '出具公证书' }));

    // the 询问笔录: the notary's questions and answers in a new version; the applicant may now sign again
    const saved = await office(staff.notary, 'interview', { orderId: String(orderId), items: JSON.stringify(ITEMS) });
    expect(saved.body).toMatchObject({ code: 200, data: { officeStage: 'interview' } });
    const inquiry = (await docs(orderId, NotaryDocType.inquiry)).at(-1)!;
    expect(inquiry.stage).toBe('office');
    const orderDetail = await call(t.app, 'GET', '/api/notary/orderDetail', { ...as(c), query: { orderId: String(orderId) } });
    expect(orderDetail.body.data).toMatchObject({ step: 'office', officeStage: 'interview', canSign: true, signCount: 1 });
    const notesText = pdftotext(await fetchPdf(orderDetail.body.data.notesUrl, 'notes-office.pdf')).replace(/\s+/g, '');
    expect(notesText).toContain('由本公司员工在工作电脑上截图后上传至平台');
    expect(notesText).toContain('以上笔录已阅，与所述相符');
    expect((await office(staff.notary, 'issue', { orderId: String(orderId) })).body.msg).toBe(fillMessage(NOTARY_OFFICE_MSG.wrongStage, { stage: '询问笔录待确认', action: '出具公证书' }));

    // the applicant's second signing: the 受理通知书's receipt and the 询问笔录 stamped, signed, preserved
    const signed = await confirmInterview(t, c, orderId);
    expect(signed.body, signed.body.msg).toMatchObject({ code: 200, data: { step: 'office' } });
    await untilOrder(t, orderId, (o) => o.office_stage === 'confirmed', 'confirmed');
    const second = await t.db.selectFrom('notary_documents').select(['doc_type', 'evidence_id', 'stage']).where('notary_order_id', '=', orderId).where('stage', '=', 'signed').orderBy('doc_type').execute();
    expect(second.map((d) => Number(d.doc_type))).toEqual([2, 4]);
    expect(second.every((d) => d.evidence_id !== null)).toBe(true);
    const after = await call(t.app, 'GET', '/api/notary/orderDetail', { ...as(c), query: { orderId: String(orderId) } });
    expect(after.body.data).toMatchObject({ signCount: 2, canSign: false, officeStage: 'confirmed' });
    expect(pdfsig(await fetchPdf(after.body.data.notesUrl, 'notes-signed.pdf'))).toContain('Signature is Valid');
    expect((await call(t.app, 'POST', '/api/notary/sign', { ...as(c), form: { orderId: String(orderId), verifyCode: '123456' }, ip: freshIp() })).body.msg).toBe(NOTARY_MSG.signRepeated);
    expect((await call(t.app, 'POST', '/api/notary/sendSignSms', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() })).body.code).toBe(400);

    // 出具公证书: two clicks at once make one job and one number
    const [x, y] = await Promise.all([office(staff.notary, 'issue', { orderId: String(orderId) }), office(staff.notary, 'issue', { orderId: String(orderId) })]);
    expect([x.body.code, y.body.code].sort()).toEqual([200, 400]);
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'notary.issue').where('payload', 'like', `%"orderId":${orderId},%`).execute()).toHaveLength(1);
    const issued = await untilOrder(t, orderId, (o) => o.status === NotaryStatus.succeeded, 'issued');
    expect(issued.office_stage).toBe('issued');
    const row = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.certificate_no).toMatch(new RegExp(`^（${chinaYear(Date.now())}）测证字第\\d+号$`));
    expect(row.issued_at).not.toBeNull();

    // the contract of the public lookup: the latest doc_type 6 row points at its preserved record
    const cert = (await docs(orderId, NotaryDocType.certificate)).at(-1)!;
    const record = await t.db.selectFrom('evidence').selectAll().where('id', '=', Number(cert.evidence_id)).executeTakeFirstOrThrow();
    expect([record.sha256, record.label, Number(record.owner_user_id), record.status]).toEqual([cert.sha256, '公证书', c.userId, 'uploaded']);
    expect(record.leaf_index).not.toBeNull();

    // the applicant downloads it; pdfsig says valid; one changed byte makes both checks fail
    const down = await call(t.app, 'GET', '/api/notary/downFile', { ...as(c), query: { orderId: String(orderId), type: '6' } });
    expect(down.body.code, down.body.msg).toBe(200);
    const bytes = Buffer.from((await t.app.inject({ method: 'GET', url: down.body.data.downUrl })).rawPayload);
    const file = writeTemp(dir, 'certificate.pdf', bytes);
    expect(pdfsig(file)).toContain('Signature is Valid');
    expect((await inspectPdfSignatures(bytes)).verdict).toBe('签名有效');
    const text = pdftotext(file).replace(/\s+/g, '');
    for (const s of [row.certificate_no!, '保全证据公证', '示例科技有限公司', '张明', '本地演示公证处', '证据1.png', record.sha256 === cert.sha256 ? '兹证明' : '']) expect(text).toContain(s.replace(/\s+/g, ''));
    const items = await t.db.selectFrom('notary_order_items as i').innerJoin('evidence as e', 'e.id', 'i.evidence_id').select(['e.sha256', 'e.leaf_index']).where('i.notary_order_id', '=', orderId).execute();
    // a hash wraps inside its cell: its first 40 characters stay on one line
    for (const it of items) expect(text).toContain(it.sha256.slice(0, 40));
    const damaged = Buffer.from(bytes);
    const at = bytes.indexOf(Buffer.from('/Contents')) > 2000 ? 1000 : Math.floor(bytes.length / 3);
    damaged[at] = damaged[at]! ^ 0x01;
    const damagedFile = writeTemp(dir, 'certificate-damaged.pdf', damaged);
    expect(pdfsig(damagedFile)).not.toContain('Signature is Valid');
    expect((await inspectPdfSignatures(damaged)).verdict).not.toBe('签名有效');

    // every decision audited, every step told
    expect(await audits(orderId)).toEqual(expect.arrayContaining(['operator:notary.office.accept', 'operator:notary.office.interview', 'operator:notary.office.issue.request', 'operator:notary.office.issue', 'user:notary.sign']));
    const told = await notices(c.userId);
    expect(told.some((n) => n.includes('受理') && n.includes('张明'))).toBe(true);
    expect(told.some((n) => n.includes('询问笔录') && n.includes('确认签署'))).toBe(true);
    expect(told.some((n) => n.includes(row.certificate_no!))).toBe(true);

    // ended for good: nothing more may be decided
    expect((await office(staff.notary, 'terminate', { orderId: String(orderId), reason: '测试' })).body.msg).toBe(NOTARY_OFFICE_MSG.ended);
  });

  it('says 公证书正在生成中 while the certificate is made', async () => {
    const orderId = await orderAtOffice(t, who.individual, { records: 1 });
    await t.db.updateTable('notary_orders').set({ office_stage: 'issuing' }).where('id', '=', orderId).execute();
    const r = await call(t.app, 'GET', '/api/notary/downFile', { ...as(who.individual), query: { orderId: String(orderId), type: '6' } });
    expect(r.body).toMatchObject({ code: 400, msg: NOTARY_MSG.certificateGenerating, data: { generating: true } });
  });

  it('numbers certificates once per order and uniquely per year, also when orders are issued at the same moment', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await orderAtOffice(t, who.otherCompany, { records: 1 }));
    const at = Date.now();
    const numbers = await Promise.all([...ids, ids[0]!].map((id) => allocateCertificateNumber(t.db, id, '测', at)));
    expect(new Set(numbers.slice(0, 5).map((n) => n.seq)).size).toBe(5);
    expect(numbers[5]).toEqual(numbers[0]);
    const stored = await t.db.selectFrom('notary_orders').select(['certificate_no', 'certificate_seq']).where('id', 'in', ids).execute();
    expect(new Set(stored.map((s) => s.certificate_no)).size).toBe(5);
    // a second allocation keeps the order's number
    expect(await allocateCertificateNumber(t.db, ids[1]!, '测', at)).toEqual(numbers[1]);
  });

  it('an opened original is written to the record’s custody log as the office’s reading', async () => {
    const orderId = await orderAtOffice(t, who.individual, { records: 1 });
    const item = await t.db.selectFrom('notary_order_items').select('evidence_id').where('notary_order_id', '=', orderId).executeTakeFirstOrThrow();
    const link = await read(staff.notary, 'original', { orderId: String(orderId), evidenceId: String(item.evidence_id) });
    expect(link.body.code, link.body.msg).toBe(200);
    const before = await t.db.selectFrom('evidence_custody').select('id').where('evidence_id', '=', Number(item.evidence_id)).execute();
    const got = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(got.statusCode).toBe(200);
    const entries = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', Number(item.evidence_id)).orderBy('id').execute();
    expect(entries).toHaveLength(before.length + 1);
    expect(entries.at(-1)).toMatchObject({ action: 'download_original', actor_type: 'operator', actor_id: staff.notaryId });
    expect(JSON.parse(entries.at(-1)!.detail!)).toMatchObject({ via: 'office' });
    const log = await call(t.app, 'GET', '/api/share/getCustody', { ...as(who.individual), query: { dataId: String(item.evidence_id), page: '1' } });
    expect(log.body.data.list[0]).toMatchObject({ actionName: '下载原始文件', actor: '平台运营人员', how: '公证处办理公证时调阅' });
    // a record of another order is not opened through this one
    const other = await orderAtOffice(t, who.companyMain, { records: 1 });
    const foreign = await t.db.selectFrom('notary_order_items').select('evidence_id').where('notary_order_id', '=', other).executeTakeFirstOrThrow();
    expect((await read(staff.notary, 'original', { orderId: String(orderId), evidenceId: String(foreign.evidence_id) })).body.msg).toBe(NOTARY_OFFICE_MSG.recordNotInOrder);
  });
});
