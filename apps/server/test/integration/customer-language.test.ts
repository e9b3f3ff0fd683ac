import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { groupFingerprint, verifierKeyFingerprint } from '@evidence/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { renderReport, type ReportInput } from '../../src/services/capture/web/report-pdf';
import { checkItems } from '../../src/services/capture/environment/check-items';
import type { Evidence } from '../../src/db/schema';
import { call, freshIp } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { storeRecord } from '../helpers/certificate/records';
import { renderDocument } from '../../src/services/signing';
import { NOTARY_DOCUMENTS } from '../../src/services/notary/documents';
import { certificateSpec } from '../../src/services/notary/documents/certificate';
import { auditSpec } from '../../src/services/esign/phone/audit-page';
import { environmentPageHtml } from '../../src/services/capture/session/environment-page';
import { NOTARY_DOC_NAMES } from '@evidence/shared/constants';
import { auditFacts, certificateFacts } from '../helpers/customer-language/document-facts';
import { expectCustomerText } from '../helpers/customer-language/expect-customer-text';
import { invoicePdf } from '../../src/services/invoices/invoice-pdf';
import { powerOfAttorneyPdf } from '../../src/services/verification/power-of-attorney';
import { memberLetterPdf } from '../../src/services/members/letter-template';
import type { Invoice } from '../../src/db/schema';

/**
 * Issue 24 item 2: nothing a customer or a court reads carries developer language — no developer
 * command, no source directory, no document path, no proxy launch flag, no standard number, no raw
 * ISO/UTC time. The texts are read as a reader gets them: 验证说明.txt from the downloaded package and
 * the PDFs through pdftotext.
 */
let tmp: string;
function pdfText(pdf: Uint8Array): string {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

let t: TestApp;
let who: Tenants;
let record: Evidence;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-language-'));
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  record = await storeRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId }, '合同正文', { fileName: '合同.txt' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function packageFiles(): Promise<Map<string, Buffer>> {
  const r = await call<{ downUrl: string }>(t.app, 'POST', '/api/data/downBaoquan', { form: { dataId: String(record.id) }, ip: freshIp(), token: who.companyMain.token, role: who.companyMain.role });
  expect(r.body.code).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: r.body.data.downUrl });
  expect(res.statusCode).toBe(200);
  const z = await yauzl.fromBufferPromise(res.rawPayload, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const e of z.eachEntry()) out.set(e.fileName, Buffer.concat(await (await z.openReadStreamPromise(e)).toArray()));
  z.close();
  return out;
}

describe('customer-facing texts carry no developer language (issue 24 item 2)', () => {
  it('验证说明.txt in the evidence package sends the reader to /verify and keeps detail in 技术附录', async () => {
    const readme = (await packageFiles()).get('验证说明.txt')!.toString('utf8');
    expectCustomerText(readme, '验证说明.txt');
    expect(readme).toContain('/verify');
    expect(readme.indexOf('技术附录')).toBeGreaterThan(readme.indexOf('/verify'));
    // the offline verifier, in plain words, before the appendix (decision 834)
    expect(readme.indexOf('证据包离线验证器.html')).toBeGreaterThan(readme.indexOf('/verify'));
    expect(readme.indexOf('证据包离线验证器.html')).toBeLessThan(readme.indexOf('技术附录 / Technical appendix'));
  });

  it('the web capture report PDF: screenshot first, no developer language, technical detail under 技术附录', async () => {
    const environment = {
      dns: { host: 'site.test', isIpLiteral: false, lookup: ['93.184.216.34'], a: ['93.184.216.34'], aaaa: [], cname: [], servers: ['1.1.1.1'] },
      browser: { versionText: 'Chromium 120', profileFresh: true, extensions: [] },
      items: checkItems({
        browser: { versionText: 'Chromium 120', profileFresh: true, extensions: [] },
        proxy: { env: { HTTPS_PROXY: 'http://10.0.0.1:3128' }, flags: ['--proxy-server=127.0.0.1:9999', '--proxy-bypass-list=<-loopback>'], guard: '127.0.0.1:9999' },
        files: [], hostsOverrides: [], dns: null,
        clock: { tsaUrl: 'http://tsa.test', offsetMs: 12, roundTripMs: 30, tsaTime: '2026-12-02T06:00:00.000Z' },
      } as unknown as Parameters<typeof checkItems>[0]),
    };
    const input = {
      captureNo: 'WQ20261202001', title: '商品页面', applicant: '测试公司', url: 'https://site.test/', platformName: '电子数据存证平台', files: [{ path: 'page.png', size: 10, sha256: 'ab'.repeat(32), sm3: 'cd'.repeat(32) }],
      packageKey: { fingerprint: 'ef'.repeat(32), siteBase: 'https://evidence.test' },
      pageEndpoints: ['site.test:443'],
      result: {
        finalUrl: 'https://site.test/', pageTitle: '商品', status: 200, serverIp: '93.184.216.34', startedAt: Date.UTC(2026, 11, 2, 6, 0, 0), endedAt: Date.UTC(2026, 11, 2, 6, 0, 5), userAgent: 'ua',
        blocked: [
          { target: '10.0.0.5:80', reason: '内网地址', at: '2026-12-02T06:00:01.000Z' },
          // Chromium's own background connections: counted in words, not named (decision 836)
          { target: 'optimizationguide-pa.googleapis.com:443', reason: '域名无法解析', at: '2026-12-02T06:00:01.000Z' },
          { target: 'update.googleapis.com:443', reason: '域名无法解析', at: '2026-12-02T06:00:02.000Z' },
        ],
        shot: { truncated: false, height: 800, pageHeight: 800 }, tlsProbe: null, browserTls: null, environment,
      },
    } as unknown as ReportInput;
    const shot = await sharp({ create: { width: 1366, height: 800, channels: 3, background: { r: 200, g: 220, b: 240 } } }).png().toBuffer();
    const pdf = await renderReport(input, shot);
    if (process.env.KEEP_REPORT) fs.writeFileSync(process.env.KEEP_REPORT, pdf);
    const text = pdfText(pdf);
    expectCustomerText(text, '网页取证报告');
    expect(text).toContain('2026-12-02 14:00:00（北京时间）');
    expect(text).toContain('浏览器只经平台自身的出站检查连接网络');
    expect(text).toContain('/verify');
    expect(text).toContain('10.0.0.5:80');
    expect(text.replace(/\s+/g, '')).toContain('可在该页面下载离线验证器');
    expect(text.replace(/\s+/g, '')).toContain('另有2个连接是取证浏览器自身访问其厂商服务的后台连接');
    // the screenshot's box comes before the capture's facts, the technical detail after them
    expect(text.indexOf('网页截图（首屏缩略图）')).toBeLessThan(text.indexOf('一、取证信息'));
    const appendix = text.indexOf('技术附录');
    expect(appendix).toBeGreaterThan(text.indexOf('说明：'));
    for (const s of ['服务器 IP', 'SHA-256 指纹', '附三、取证环境清洁性检查', '附四、出站检查拒绝的连接', '附五、取证文件摘要']) expect(text.indexOf(s), s).toBeGreaterThan(appendix);
  });

  it('the custody certificate PDF (证书.pdf in the package)', async () => {
    const pdf = (await packageFiles()).get('证书.pdf')!;
    const text = pdfText(pdf);
    expectCustomerText(text, '证书.pdf');
    // 核验方法 names the offline verifier; the appendix prints the ledger key's fingerprint to compare (decision 834)
    expect(text.replace(/\s+/g, '')).toContain('证据包离线验证器');
    const fingerprint = groupFingerprint(verifierKeyFingerprint(t.ledger.signer.verifierKey));
    expect(text.replace(/\s+/g, '')).toContain(`SHA-256${fingerprint.replace(/ /g, '')}`);
    if (process.env.KEEP_CERT) fs.writeFileSync(process.env.KEEP_CERT, pdf);
    const appendixTitle = text.search(/^\f?技术附录$/m);
    expect(appendixTitle).toBeGreaterThan(0);
    expect(text.lastIndexOf('公钥指纹')).toBeGreaterThan(appendixTitle);
  });

  it('every notarial document (申请表, 受理通知书, 公证告知书, 询问笔录, 保全告知书) and the 公证书', async () => {
    for (const [type, spec] of Object.entries(NOTARY_DOCUMENTS)) {
      const name = NOTARY_DOC_NAMES[Number(type) as keyof typeof NOTARY_DOC_NAMES] ?? type;
      expectCustomerText(pdfText((await renderDocument(spec(certificateFacts))).pdf), name);
    }
    const text = pdfText((await renderDocument(certificateSpec(certificateFacts))).pdf);
    expectCustomerText(text, '公证书');
    expect(text).toContain('（2026）测证字第 1 号');
  });

  it("the e-signed contract's audit page", async () => {
    const text = pdfText((await renderDocument(auditSpec(auditFacts()))).pdf);
    expectCustomerText(text, '电子签署审计页');
    expect(text).toContain('2026-12-02 14:03:00（北京时间）');
    for (const s of ['pdfsig', 'PAdES']) expect(text.includes(s), `audit page names ${s}`).toBe(false);
  });

  it('the clean-environment page a process capture records first', () => {
    const items = checkItems({
      browser: { versionText: 'Chromium 120', profileFresh: true, extensions: [] },
      proxy: { env: { HTTPS_PROXY: 'http://10.0.0.1:3128' }, flags: ['--proxy-server=127.0.0.1:9999', '--proxy-bypass-list=<-loopback>'], guard: '127.0.0.1:9999' },
      files: [], hostsOverrides: [], dns: null,
      clock: { tsaUrl: 'http://tsa.test', offsetMs: 12, roundTripMs: 30, tsaTime: '2026-12-02T06:00:00.000Z' },
    } as unknown as Parameters<typeof checkItems>[0]);
    const html = environmentPageHtml({ items, clean: true, checkedAt: '2026-12-02T06:00:00.000Z' } as unknown as Parameters<typeof environmentPageHtml>[0], '过程取证');
    const text = html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c)));
    expectCustomerText(text, '清洁性检查页');
    expect(text).toContain('2026-12-02 14:00:00（北京时间）');
  });

  it('the invoice document and the blank forms (授权委托书, the member letter)', async () => {
    const invoice = { type: 2, head: '测试科技有限公司', tax_num: '91110000000000000X', bank_name: '测试银行', account: '6222000000000000', street: '北京市测试路 1 号', phone_number: '010-00000000', money_cents: 3000, order_no: 'DD20261202140000123456', remark: '公证服务费' } as unknown as Invoice;
    expectCustomerText(pdfText(await invoicePdf({ invoice, orderNos: ['DD20261202140000123456'], invoiceNumber: 'FP0001', issuedAt: Date.UTC(2026, 11, 2, 6), seller: '数据存证平台' })), '发票');
    expectCustomerText(pdfText(await powerOfAttorneyPdf('数据存证平台')), '授权委托书');
    expectCustomerText(pdfText(await memberLetterPdf('数据存证平台')), '成员授权书');
  });
});
