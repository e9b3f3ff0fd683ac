import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { DEMO, DEMO_PASSWORD, OPERATOR } from './support/accounts';
import { CHEN_JING_ID, checkAndConfirm, drawSignature, faceIntent, LI_MING_ID, linkIn, outboxTexts, PHONE, placeField, smsIntent, throughReading } from './support/esign-pages';
import { expectNoSidewaysScroll, expectWithinWidth } from './support/layout-checks';
import { cliJs, repoRoot, startServerProcess, tsx, type ServerProcess } from './support/server-process';

/**
 * The journey of issue 16's "Done means": the demo company builds a template with two signer roles in the
 * editor, sends a sequential flow to the second demo company (甲方, a company seal) and the demo individual
 * (乙方, a signature); each signs on a 375 px phone — the company by the local face page, 李明 by an SMS code —
 * the result downloads, pdfsig validates its signature, its audit page lists both signers, and it is in the
 * attestation list with its certificate. A second flow is refused by a signer and a third expires (its date
 * moved into the past in the database: the stand-in for days passing), each shown so to the sender.
 * Its own server sweeps expired flows every second.
 */
const TITLE = '设备采购合同';
const shotDir = '/tmp/esign-journey-shots';
fs.mkdirSync(shotDir, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });

let server: ServerProcess;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startServerProcess('esign-journey', () => [
    [process.execPath, [cliJs, 'create-operator', '--phone', OPERATOR.phone, '--name', OPERATOR.name, '--password', OPERATOR.password]],
    [process.execPath, [cliJs, 'seed-demo']],
  ], { LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '100', ESIGN_SWEEP_INTERVAL_SECONDS: '1' });
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  // the second company's 合同专用章: made by the seed as its approval's job would (issue 24 item 6, decision 825)
  const token = await loginToken(DEMO.otherCompany.phone);
  const list = await (await api.get('/api/ElcSign/sealList', { headers: auth(token) })).json();
  expect(list.code, list.msg).toBe(200);
  expect(list.data.list.map((x: { seal_type: string; source: string }) => `${x.seal_type}/${x.source}`)).toEqual(['contract/generated']);
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, role: '1' });
async function loginToken(phone: string): Promise<string> {
  const body = await (await api.post('/api/login', { form: { phone, password: DEMO_PASSWORD } })).json();
  expect(body.code, body.msg).toBe(200);
  return body.data.token as string;
}

async function desktop(browser: import('@playwright/test').Browser, phone: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const token = await loginToken(phone);
  await page.goto('/api/health');
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('role', '1');
  }, token);
  return page;
}

/** A two-page contract; the fields go on page 2. */
async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    const p = doc.addPage([595.28, 841.89]);
    p.drawText(`Equipment purchase contract - page ${n}`, { x: 60, y: 780, size: 18, font });
    for (let i = 0; i < 18; i++) p.drawText(`Article ${n}.${i + 1}: the buyer and the seller agree to the terms set out here.`, { x: 60, y: 740 - i * 24, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

/** 发起签署 from the template: 甲方 the second company (陈静), 乙方 李明, in that order; back on the detail page. */
async function sendFlow(page: Page, title: string): Promise<string> {
  await page.goto('/electric-sign/manage');
  await page.getByRole('link', { name: '发起签署' }).click();
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: TITLE }).first().click();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('合同名称').fill(title);
  const cards = page.locator('.ep-esign-signer');
  await cards.nth(0).getByLabel('签署人姓名').fill('陈静');
  await cards.nth(0).getByLabel('手机号').fill(DEMO.otherCompany.phone);
  await cards.nth(0).getByText('企业', { exact: true }).click();
  await cards.nth(0).getByLabel('企业名称').fill('第二示例贸易有限公司');
  await cards.nth(1).getByLabel('签署人姓名').fill('李明');
  await cards.nth(1).getByLabel('手机号').fill(DEMO.individual.phone);
  await page.getByText('顺序签署', { exact: true }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/manage\/detail\/\d+$/);
  await expect(page.locator('.ep-esign-facts')).toContainText('签署中');
  const flowNo = /QS\d{20}/.exec((await page.locator('.ep-esign-facts').textContent()) ?? '')?.[0];
  expect(flowNo).toBeTruthy();
  return flowNo!;
}

/** The newest signing link texted to a phone for a flow of this title. */
async function linkFor(phone: string, title: string): Promise<string> {
  await expect.poll(async () => (await outboxTexts(api, phone)).find((t) => t.includes(`《${title}》`) && t.includes('/h5elesign?token=')) ?? '', { timeout: 20_000 }).not.toBe('');
  return linkIn((await outboxTexts(api, phone)).find((t) => t.includes(`《${title}》`) && t.includes('/h5elesign?token='))!);
}

const listRow = (page: Page, title: string) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title });

test('template → sequential flow → a company (face, seal) and a person (SMS, handwriting) sign on phones → signed, verified, preserved; then a refusal and an expiry', async ({ browser }) => {
  test.setTimeout(300_000);
  const company = await desktop(browser, DEMO.companyMain.phone);

  // the template: roles 甲方 (seal, date) and 乙方 (signature) placed on page 2
  await company.goto('/electric-sign/module/create');
  await company.locator('input[type=file]').setInputFiles({ name: `${TITLE}.pdf`, mimeType: 'application/pdf', buffer: await contractPdf() });
  await company.getByLabel('模板名称').fill(TITLE);
  await company.getByLabel('模板分类').click();
  await company.getByTitle('买卖合同').click();
  await company.getByRole('button', { name: '下一步' }).click();
  await expect(company.locator('.ep-pdf-page[data-page="2"]')).toBeVisible();
  await placeField(company, '甲方', 'seal', 2, 0.2, 0.7);
  await placeField(company, '甲方', 'date', 2, 0.2, 0.88);
  await placeField(company, '乙方', 'signature', 2, 0.65, 0.7);
  await shot(company, 'template-editor');
  await company.getByRole('button', { name: '保存模板' }).click();
  await expect(company).toHaveURL(/\/electric-sign\/module\/detail\/\d+$/);

  // the flow, sent: only 甲方 has a link (sequential)
  const flowNo = await sendFlow(company, TITLE);
  await shot(company, 'flow-sent');
  const first = await linkFor(DEMO.otherCompany.phone, TITLE);

  // 甲方 on a phone: identity, the local face page, its seal; the date is the server's
  const phoneA = await browser.newContext(PHONE);
  const a = await phoneA.newPage();
  await throughReading(a, first, { idCard: CHEN_JING_ID, name: '陈静', title: TITLE });
  await faceIntent(phoneA, a);
  await a.locator('[data-testid^="h5-field-"]:not([disabled])').first().click();
  await expect(a.locator('[data-testid^="h5-field-"]:not([disabled])').first()).toHaveAttribute('data-filled', 'true');
  await checkAndConfirm(a, 2, () => shot(a, 'company-check-375'));
  await phoneA.close();

  // 乙方's turn has come: his link by SMS; the SMS code and his handwriting
  const second = await linkFor(DEMO.individual.phone, TITLE);
  const phoneB = await browser.newContext(PHONE);
  const b = await phoneB.newPage();
  await throughReading(b, second, { idCard: LI_MING_ID, name: '李明', title: TITLE });
  await smsIntent(b, api, DEMO.individual.phone);
  await drawSignature(b, b.locator('[data-testid^="h5-field-"]').first());
  await checkAndConfirm(b, 2, () => shot(b, 'person-check-375'));

  // completion: the result link texted to the signers opens and downloads the signed PDF
  await expect.poll(async () => linkIn((await outboxTexts(api, DEMO.individual.phone))[0] ?? ''), { timeout: 60_000 }).toContain('/h5elesign/endpdf?token=');
  await b.goto(linkIn((await outboxTexts(api, DEMO.individual.phone))[0]!));
  await expect(b.getByTestId('h5-result')).toContainText(flowNo);
  const download = b.waitForEvent('download');
  await b.getByTestId('h5-download').click();
  const file = path.join(shotDir, 'signed.pdf');
  await (await download).saveAs(file);
  await phoneB.close();
  const report = execFileSync('pdfsig', [file], { encoding: 'utf8' });
  expect(report).toContain('Signature is Valid');
  expect(report).toContain('Total document signed');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('电子签署审计页');
  expect(text).toContain('陈静（代表第二示例贸易有限公司）');
  expect(text).toContain('李明');

  // the sender sees 已完成, and the signed PDF is preserved in the attestation list with its certificate
  await company.goto('/electric-sign/manage');
  await expect(listRow(company, flowNo)).toContainText('已完成');
  await company.goto('/attestation-list');
  const record = company.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: flowNo });
  await expect(record).toHaveCount(1);
  const [cert] = await Promise.all([company.context().waitForEvent('page'), record.getByRole('link', { name: '查看详情' }).click()]);
  await expect(cert.getByRole('heading', { name: '电子数据存证证书' })).toBeVisible();
  const sha256 = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  await expect(cert.getByText(sha256)).toBeVisible();
  await shot(cert, 'certificate');
  await cert.close();

  // a second flow: 甲方 refuses with a reason; the sender sees 已拒签
  const refusedNo = await sendFlow(company, `${TITLE}（二）`);
  const refuse = await browser.newContext(PHONE);
  const r = await refuse.newPage();
  await r.goto(await linkFor(DEMO.otherCompany.phone, `${TITLE}（二）`));
  await r.getByRole('button', { name: '拒签' }).click();
  await r.getByTestId('h5-reason').fill('交货期限与洽谈结果不一致');
  await r.getByRole('button', { name: '提交拒签' }).click();
  await r.getByRole('button', { name: '确认拒签' }).click();
  await expect(r.getByTestId('h5-rejected')).toBeVisible();
  await refuse.close();
  await company.goto('/electric-sign/manage');
  await expect(listRow(company, refusedNo)).toContainText('已拒签');

  // a third flow expires: its link then shows 001 §8's message and the sender sees 已过期
  const expiringNo = await sendFlow(company, `${TITLE}（三）`);
  const expiring = await linkFor(DEMO.otherCompany.phone, `${TITLE}（三）`);
  execFileSync(tsx, [path.join(repoRoot, 'apps/server/test/helpers/esign/e2e-expire.ts'), server.dataDir, expiringNo], { cwd: repoRoot, encoding: 'utf8' });
  await company.goto('/electric-sign/manage');
  await expect.poll(async () => {
    await company.reload();
    return (await listRow(company, expiringNo).textContent()) ?? '';
  }, { timeout: 20_000 }).toContain('已过期');
  await shot(company, 'list-after');
  // on a phone the list fits: no sideways scroll, each flow's name and status in view (issue 24 item 8)
  await company.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(company);
  await expectWithinWidth(company, listRow(company, expiringNo).getByText(`${TITLE}（三）`));
  await expectWithinWidth(company, listRow(company, expiringNo).getByText('已过期'));
  await expectWithinWidth(company, listRow(company, expiringNo).getByRole('link', { name: '详情' }));
  await shot(company, 'list-after-375');
  await company.setViewportSize({ width: 1366, height: 900 });
  const late = await browser.newContext(PHONE);
  const l = await late.newPage();
  await l.goto(expiring);
  await expect(l.getByTestId('h5-expired')).toContainText(ESIGN_MSG.linkExpired);
  await late.close();
  await company.context().close();
});
