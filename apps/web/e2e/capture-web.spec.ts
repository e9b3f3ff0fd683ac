import path from 'node:path';
import { expect, request, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expectCustomerText } from './support/customer-text';
import { expectNoSidewaysScroll, expectWithinWidth } from './support/layout-checks';
import { cliJs, startServerProcess, type ServerProcess } from './support/server-process';
import { startCaptureSite, type CaptureSite } from '../../server/test/helpers/capture-site';

/**
 * 网页取证 end to end (issue 17 item 1): a page served over HTTPS by the test (self-signed) is captured from
 * /newWeb, the list turns 取证成功, the public view shows the screenshot, the report and the hashes to the owner
 * and to a share-link holder, and the record's evidence package passes the verify page. Its own server with
 * CAPTURE_TEST_ALLOW_HOSTS naming the site's two 127.0.0.1 ports (the browser must reach them).
 */
let srv: ServerProcess;
let site: CaptureSite;
const shots = process.env.SHOTS ?? 'test-results';
const shot = (name: string) => path.join(shots, name);

test.beforeAll(async () => {
  site = await startCaptureSite(8, 2);
  srv = await startServerProcess('capture-web', [[process.execPath, [cliJs, 'seed-demo']]], { CAPTURE_TEST_ALLOW_HOSTS: site.allowHosts, LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '200' });
});
test.afterAll(async () => {
  await srv?.stop();
  await site?.close();
});

test('capture an HTTPS page, see it preserved, share it and verify its package', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const api = await request.newContext({ baseURL: srv.baseUrl });
  const login = (await (await api.post('/api/login', { form: { phone: DEMO.individual.phone, password: DEMO_PASSWORD } })).json()) as { data: { token: string } };
  const token = login.data.token;
  const auth = { authorization: `Bearer ${token}`, role: '1' };
  await page.goto(`${srv.baseUrl}/api/health`);
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('role', '1');
  }, token);

  await page.goto(`${srv.baseUrl}/newWeb`);
  await expect(page.getByText('所需积分')).toBeVisible();
  await page.getByLabel('取证网址').fill(`${site.httpsUrl}/`);
  await page.getByLabel('取证名称').fill('测试网页取证');
  await page.getByLabel('标签').fill('合同');
  await page.screenshot({ path: shot('capture-web-new-1366.png'), fullPage: true });
  await page.getByRole('button', { name: '开始取证' }).click();
  const dialog = page.getByRole('dialog', { name: '确认取证' });
  await expect(dialog).toContainText('取证失败时积分全额退还');
  await dialog.getByRole('button', { name: '确认取证' }).click();

  await expect(page).toHaveURL(/\/evidences-all\/web$/);
  const row = page.locator('.ant-table-row', { hasText: '测试网页取证' });
  await expect(row).toBeVisible();
  await page.screenshot({ path: shot('capture-web-list-moving-1366.png'), fullPage: true });
  await expect(row).toContainText('取证成功', { timeout: 90_000 });
  await page.screenshot({ path: shot('capture-web-list-1366.png'), fullPage: true });
  // on a phone the list fits: no sideways scroll, the capture's name, state and 查看 in view (issue 24 item 8)
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  for (const part of [row.getByText('测试网页取证'), row.getByText('取证成功'), row.getByRole('link', { name: '查看' })]) await expectWithinWidth(page, part);
  await page.screenshot({ path: shot('capture-web-list-375.png'), fullPage: true });
  await page.setViewportSize(desktop);

  await row.getByRole('link', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/evidencesWeb\/WQ\d{20}$/);
  const no = page.url().split('/').pop()!;
  const shotImg = page.getByRole('img', { name: '网页截图' });
  await expect(shotImg).toBeVisible();
  await expect.poll(() => shotImg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1366);
  await expect(page.getByText('取证环境清洁性检查（检查明细）')).toBeVisible();
  await expect(page.getByText('证书链是否受信')).toBeVisible();
  const view = (await (await api.get(`/api/share/getElecView?baoquan=${no}`, { headers: auth })).json()) as { data: { files: Array<{ role: string; sha256: string; sm3: string }>; viewToken: string; evidence: { evidenceNo: string; id: number } } };
  const pkg = view.data.files.find((f) => f.role === 'package')!;
  await expect(page.getByText(pkg.sha256)).toBeVisible();
  await expect(page.getByText(pkg.sm3)).toBeVisible();
  const reportHref = await page.getByRole('link', { name: '查看取证报告' }).getAttribute('href');
  const report = await api.get(reportHref!);
  expect(report.headers()['content-type']).toBe('application/pdf');
  expect((await report.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: shot('capture-web-view-1366.png'), fullPage: true });
  // plain language, the screenshot first, the technical detail under 技术附录 (decision 835)
  const viewText = await page.locator('.ep-capture-view').innerText();
  expectCustomerText(viewText, 'the web capture view');
  expect(await page.locator('.ep-capture-shot').evaluate((shotBox) => {
    const appendix = document.querySelector('[data-testid="tech-appendix"]')!;
    const facts = [...document.querySelectorAll('.ep-capture-h')].find((h) => h.textContent === '取证信息')!;
    return Boolean(shotBox.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING) && Boolean(facts.compareDocumentPosition(appendix) & Node.DOCUMENT_POSITION_FOLLOWING);
  })).toBe(true);
  await expect(page.getByTestId('tech-appendix').getByText('证书链是否受信')).toBeVisible();

  // a share-link holder who is not logged in sees the same result
  const stranger = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const phone = await stranger.newPage();
  await phone.goto(`${srv.baseUrl}/evidencesWeb/${no}?viewToken=${encodeURIComponent(view.data.viewToken)}`);
  await expect(phone.getByRole('img', { name: '网页截图' })).toBeVisible();
  await expect(phone.getByText(pkg.sha256)).toBeVisible();
  await expect(phone.getByRole('button', { name: '下载证据包（WACZ）' })).toHaveCount(0);
  await phone.screenshot({ path: shot('capture-web-view-375.png'), fullPage: true });
  await phone.goto(`${srv.baseUrl}/evidencesWeb/${no}`);
  await expect(phone.getByText('无法查看该取证记录')).toBeVisible();
  await stranger.close();

  // the record's evidence package (the WACZ with proof.json) passes the verify page
  const down = (await (await api.post('/api/data/downBaoquan', { form: { dataId: String(view.data.evidence.id) }, headers: auth })).json()) as { code: number; msg: string; data: { downUrl: string } };
  expect(down.code, down.msg).toBe(200);
  const zip = await (await api.get(down.data.downUrl)).body();
  await page.goto(`${srv.baseUrl}/queryAuthentication/electronicData`);
  await page.getByTestId('verify-file').locator('input[type=file]').setInputFiles({ name: '网页取证证据包.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: '开始核验' }).click();
  const result = page.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result.locator('[data-step="package"]')).toHaveAttribute('data-status', 'finish');
  await page.screenshot({ path: shot('capture-web-verify-1366.png'), fullPage: true });

  // 批量下载: the preserved capture ticked, its package opened through a hidden frame, the 5-second dialog
  await page.goto(`${srv.baseUrl}/evidences-all/web/download`);
  const pick = page.locator('.ant-table-row', { hasText: no });
  await pick.getByRole('checkbox').check();
  const signed = page.waitForResponse((r) => r.url().includes('/api/processlist/downloadBatch'));
  await page.getByRole('button', { name: /下载/ }).first().click();
  expect(((await (await signed).json()) as { code: number }).code).toBe(200);
  await expect(page.getByRole('dialog', { name: '下载已开始' })).toContainText('1 个证据包');
  await page.screenshot({ path: shot('capture-web-download-1366.png'), fullPage: true });
  await api.dispose();
});
