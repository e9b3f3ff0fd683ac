import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MSG, MSG, NOTARIAL_FILE_CONCLUSION, NOTARIAL_LOOKUP_LIMITS, NOTARIAL_LOOKUP_MSG, NotaryStatus } from '@evidence/shared/constants';
import { loadSigningIdentity, renderDocument, signPdf } from '../../src/services/signing';
import { findSignatures } from '../../src/services/signing/find-signatures';
import { call, captcha, freshIp, type Answer } from '../helpers/api';
import { expectRefused, raw } from '../helpers/checks';
import { issueCertificateFixture, reissueCertificateFixture, type IssuedFixture } from '../helpers/notarial-certificate-fixture';
import { multipartBody } from '../helpers/seals';
import { makeP12, sampleDocument, tempDir } from '../helpers/signing/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';

/**
 * The public check of notarial certificates (/queryAuthentication/notarial): a lookup by number with the
 * image captcha answers an issued certificate's public facts and nothing else; an uploaded PDF is judged
 * by its content, its signatures (services/signing) and whether it is the file of an issued certificate.
 * The certificates are built by the FIXTURE helper (real render, sign, BlobStore, evidence, rows) until
 * the office's issuing lands.
 */
let t: TestApp;
let who: Tenants;
let issued: IssuedFixture;
let terminated: IssuedFixture;
let failed: IssuedFixture;
const dir = tempDir('notarial-lookup-');

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  issued = await issueCertificateFixture(t, { accountUserId: who.companyMain.userId, records: 3, seq: 1 });
  terminated = await issueCertificateFixture(t, { accountUserId: who.individual.userId, seq: 2, endAs: NotaryStatus.terminated });
  failed = await issueCertificateFixture(t, { accountUserId: who.individual.userId, seq: 3, endAs: NotaryStatus.failed });
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function lookup(certificateNo: string, ip = freshIp()) {
  return call(t.app, 'POST', '/api/check/notarial', { form: { certificateNo, ...(await captcha(t.app)) }, ip });
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are matched field by field
async function upload(bytes: Buffer | undefined, name = 'gzs.pdf', ip = freshIp()): Promise<Answer<any>> {
  const body = multipartBody({}, bytes ? { name, bytes, type: 'application/pdf' } : undefined);
  return (await raw(t.app, { method: 'POST', url: '/api/check/notarialFile', headers: { 'content-type': body.contentType }, payload: body.payload, ip })).answer;
}
const FACT_KEYS = ['applicantMask', 'certificateNo', 'issuedAt', 'leafHash', 'leafIndex', 'matter', 'officeName', 'recordCount', 'sha256', 'size', 'sm3', 'statusName'];

describe('lookup by certificate number', () => {
  it('answers an issued certificate with its public facts only', async () => {
    const a = await lookup(issued.certificateNo);
    expect(a.body.code, a.body.msg).toBe(200);
    const leaf = await t.db.selectFrom('evidence').select(['leaf_hash', 'size']).where('id', '=', issued.evidenceId).executeTakeFirstOrThrow();
    expect(a.body.data).toEqual({
      certificateNo: '（2026）演示证字第1号', matter: '保全证据公证', officeName: t.config.notary.officeName, issuedAt: issued.issuedAt, recordCount: 3,
      applicantMask: '示**司', statusName: '出证成功', sha256: issued.sha256, sm3: issued.sm3, size: issued.pdf.length, leafIndex: issued.leafIndex, leafHash: leaf.leaf_hash,
    });
    expect(issued.leafIndex).not.toBeNull();
    expect(Object.keys(a.body.data as object).sort()).toEqual(FACT_KEYS);
    // nothing private: the full name, phones, the records' file names, the order number, the blob key
    const text = JSON.stringify(a.body);
    for (const secret of ['示例科技有限公司', who.companyMain.phone, '私密聊天记录', issued.orderNo, 'notary/', '李公证']) expect(text).not.toContain(secret);
  });

  it('takes the number as a visitor may type or copy it (ASCII or 〔〕 brackets, spaces, full-width digits)', async () => {
    for (const typed of ['(2026)演示证字第1号', ' 〔2026〕演示证字 第 1 号 ', '(２０２６)演示证字第１号']) {
      const a = await lookup(typed);
      expect(a.body.code, `${typed}: ${a.body.msg}`).toBe(200);
      expect(a.body.data.certificateNo).toBe(issued.certificateNo);
    }
  });

  it('answers one not-found message for an unknown number, a terminated order and a failed one', async () => {
    for (const no of ['（2026）演示证字第999号', terminated.certificateNo, failed.certificateNo, '（2025）演示证字第1号']) {
      expectRefused(await lookup(no), NOTARIAL_LOOKUP_MSG.notFound);
    }
  });

  it('does not show an order whose certificate file is missing or not preserved (an order without a certificate)', async () => {
    const bare = await issueCertificateFixture(t, { accountUserId: who.otherCompany.userId, seq: 4 });
    expect((await lookup(bare.certificateNo)).body.code).toBe(200);
    await t.db.updateTable('notary_documents').set({ evidence_id: null }).where('notary_order_id', '=', bare.notaryOrderId).execute();
    expectRefused(await lookup(bare.certificateNo), NOTARIAL_LOOKUP_MSG.notFound);
    await t.db.deleteFrom('notary_documents').where('notary_order_id', '=', bare.notaryOrderId).execute();
    expectRefused(await lookup(bare.certificateNo), NOTARIAL_LOOKUP_MSG.notFound);
    // and its file, uploaded, is no issued certificate any more
    expect((await upload(bare.pdf)).body).toMatchObject({ code: 200, data: { outcome: 'notCertificate', valid: false, certificate: null } });
  });

  it('shows the latest version of the certificate file only', async () => {
    const v = await issueCertificateFixture(t, { accountUserId: who.otherCompany.userId, seq: 5 });
    // a second version of seq 5's certificate: the same facts in another signed file (a reissue)
    const newer = await reissueCertificateFixture(t, v);
    expect(newer.sha256).not.toBe(v.sha256);
    const a = await lookup(v.certificateNo);
    expect(a.body.data.sha256).toBe(newer.sha256);
    expect((await upload(v.pdf)).body.data).toMatchObject({ outcome: 'notCertificate', certificate: null });
    expect((await upload(newer.pdf)).body.data).toMatchObject({ outcome: 'genuine', certificate: { certificateNo: v.certificateNo, sha256: newer.sha256 } });
  });

  it('refuses a wrong or missing captcha before looking, and a malformed number', async () => {
    const c = await captcha(t.app);
    const wrong = await call(t.app, 'POST', '/api/check/notarial', { form: { certificateNo: issued.certificateNo, captchaKey: c.captchaKey, imgCode: c.imgCode === 'abcd' ? 'abce' : 'abcd' }, ip: freshIp() });
    expectRefused(wrong, MSG.captchaWrong);
    expect(wrong.body.data).toBeNull();
    const missing = await call(t.app, 'POST', '/api/check/notarial', { form: { certificateNo: issued.certificateNo }, ip: freshIp() });
    expect(missing.body.code).toBe(400);
    expect(missing.body.data).toBeNull();
    expectRefused(await lookup(''), NOTARIAL_LOOKUP_MSG.noRequired);
    expectRefused(await lookup('GZ20261126120000123456'), NOTARIAL_LOOKUP_MSG.noFormat);
    expectRefused(await lookup(`（2026）${'长'.repeat(60)}证字第1号`), NOTARIAL_LOOKUP_MSG.noFormat);
  });

  it('refuses to show a certificate whose record differs from its ledger leaf', async () => {
    const x = await issueCertificateFixture(t, { accountUserId: who.otherCompany.userId, seq: 7 });
    const flipped = (x.sha256.startsWith('00') ? 'ff' : '00') + x.sha256.slice(2);
    await t.db.updateTable('evidence').set({ sha256: flipped }).where('id', '=', x.evidenceId).execute();
    await t.db.updateTable('notary_documents').set({ sha256: flipped }).where('notary_order_id', '=', x.notaryOrderId).execute();
    expectRefused(await lookup(x.certificateNo), LEDGER_MSG.recordMismatch);
  });

  it('limits lookups per address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i <= NOTARIAL_LOOKUP_LIMITS.lookupPerMinute; i++) codes.push((await lookup(issued.certificateNo, ip)).body.code);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('check of an uploaded certificate PDF', () => {
  it('the issued file: genuine, certified by the notary office, with the certificate’s public facts', async () => {
    const a = await upload(issued.pdf);
    expect(a.body.code, a.body.msg).toBe(200);
    expect(a.body.data).toMatchObject({
      outcome: 'genuine', valid: true, conclusion: NOTARIAL_FILE_CONCLUSION.genuine, sha256: issued.sha256, sm3: issued.sm3, size: issued.pdf.length, verdict: '签名有效',
      certificate: { certificateNo: issued.certificateNo, applicantMask: '示**司', recordCount: 3, sha256: issued.sha256 },
    });
    expect(a.body.data.signatures).toHaveLength(1);
    expect(a.body.data.signatures[0]).toMatchObject({
      officeCertificate: true, platformCertificate: false, localTestCertificate: true, certification: 1, verdict: '签名有效', signer: loadSigningIdentity(t.config.officeSigning).commonName,
    });
    expect(JSON.stringify(a.body)).not.toContain('示例科技有限公司');
  });

  it('one byte changed: not valid, modified after signing, and no certificate', async () => {
    const tampered = Buffer.from(issued.pdf);
    // a byte inside the first content stream, well within the signed range
    const at = tampered.indexOf('stream') + 40;
    tampered[at] = tampered[at]! ^ 0x01;
    const a = await upload(tampered);
    expect(a.body.code, a.body.msg).toBe(200);
    expect(a.body.data).toMatchObject({ outcome: 'modified', valid: false, conclusion: NOTARIAL_FILE_CONCLUSION.modified, verdict: '文件在签名后被修改', certificate: null });
    expect(a.body.data.sha256).not.toBe(issued.sha256);
  });

  it('bytes appended after signing: not valid', async () => {
    const a = await upload(Buffer.concat([issued.pdf, Buffer.from('\n%%EOF\n')]));
    expect(a.body.data).toMatchObject({ outcome: 'modified', valid: false, verdict: '签名有效，但签名后文件又被追加了内容', certificate: null });
  });

  it('a copy with only unsigned bytes changed (the signature’s padding) is told as changed, not as another document (issue 23 item 5b)', async () => {
    const copy = Buffer.from(issued.pdf);
    const [, , c] = findSignatures(copy).found[0]!.byteRange;
    expect(copy.toString('latin1', c - 2, c)).toBe('0>'); // the last hex digit of the zero padding
    copy.write('1', c - 2, 'latin1');
    const a = await upload(copy);
    expect(a.body.code, a.body.msg).toBe(200);
    expect(a.body.data).toMatchObject({ outcome: 'modified', valid: false, conclusion: NOTARIAL_FILE_CONCLUSION.modified, certificate: null });
    expect(a.body.data.sha256).not.toBe(issued.sha256);
  });

  it('the file of a terminated or failed order is no issued certificate', async () => {
    for (const f of [terminated, failed]) expect((await upload(f.pdf)).body.data).toMatchObject({ outcome: 'notCertificate', valid: false, certificate: null });
  });

  it('an unsigned PDF, and one signed by someone else, are told apart', async () => {
    const unsigned = Buffer.from((await renderDocument(sampleDocument(2, '公证书'))).pdf);
    expect((await upload(unsigned)).body.data).toMatchObject({ outcome: 'unsigned', valid: false, verdict: '未找到签名', signatures: [] });
    const p12 = path.join(dir, 'other.p12');
    makeP12(p12, 'pw', 'Other Notary Office Signing');
    const other = await signPdf({ identity: loadSigningIdentity({ p12File: p12, p12Password: 'pw', dataDir: dir }), log: { warn: () => undefined } }, unsigned, { reason: '公证书', location: '别处', signerName: '别处' });
    const a = await upload(other);
    expect(a.body.data).toMatchObject({ outcome: 'notPlatform', valid: false, verdict: '签名有效', conclusion: NOTARIAL_FILE_CONCLUSION.notPlatform });
    expect(a.body.data.signatures[0]).toMatchObject({ platformCertificate: false, signer: 'Other Notary Office Signing' });
  });

  it('refuses what is not a PDF by its content, whatever its name', async () => {
    expectRefused(await upload(Buffer.from('这不是PDF文件'), 'fake.pdf'), NOTARIAL_LOOKUP_MSG.notPdf);
    expectRefused(await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'image.pdf'), NOTARIAL_LOOKUP_MSG.notPdf);
    expectRefused(await upload(Buffer.alloc(0), 'empty.pdf'), NOTARIAL_LOOKUP_MSG.notPdf);
  });

  it('refuses a missing file and a request that is not multipart', async () => {
    expectRefused(await upload(undefined), NOTARIAL_LOOKUP_MSG.fileRequired);
    const form = await call(t.app, 'POST', '/api/check/notarialFile', { form: { file: 'x' }, ip: freshIp() });
    expectRefused(form, NOTARIAL_LOOKUP_MSG.fileRequired);
  });

  it('refuses a file one byte over the limit, and reads one at the limit', async () => {
    const over = Buffer.alloc(NOTARIAL_LOOKUP_LIMITS.fileMaxBytes + 1, 0x20);
    over.write('%PDF-1.7\n', 0);
    expectRefused(await upload(over), NOTARIAL_LOOKUP_MSG.tooLarge);
    const atLimit = over.subarray(0, NOTARIAL_LOOKUP_LIMITS.fileMaxBytes);
    expect((await upload(atLimit)).body.data).toMatchObject({ outcome: 'unsigned', valid: false, size: NOTARIAL_LOOKUP_LIMITS.fileMaxBytes });
  }, 30_000);

  it('limits checks per address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i <= NOTARIAL_LOOKUP_LIMITS.fileChecksPerMinute; i++) codes.push((await upload(Buffer.from('%PDF-1.7\n'), 'x.pdf', ip)).body.code);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
