import { test, expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectOneLine } from './support/layout-checks';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * The public lookup: number + captcha on 保全单查询 → the record's public facts (never its file name or
 * owner) → the certificate URL; an unknown number; the English page (公证书查询: notarial-lookup.spec.ts).
 */
let srv: OwnServer;

test.beforeAll(async () => {
  srv = await startOwnServer(Buffer.from('公开查询端到端测试文件', 'utf8'));
});
test.afterAll(async () => srv?.stop());

/** Waits for the next captcha the page loads and returns its text (the server echoes it in tests). */
function nextCaptcha(page: Page): Promise<string> {
  return page.waitForResponse((r) => r.url().includes('/api/Register/getImgCode')).then(async (r) => ((await r.json()) as { data: { testText: string } }).data.testText);
}

test('look up a record by its number, see its public facts, get the certificate URL', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  let captcha = nextCaptcha(page);
  await page.goto(`${srv.baseUrl}/queryAuthentication`);
  await expect(page).toHaveURL(/\/queryAuthentication\/keepSingle$/);
  await expect(page.getByRole('tab', { name: '保全单查询' })).toHaveAttribute('aria-selected', 'true');

  // an unknown number answers the one refusal
  await page.getByLabel('保全号', { exact: true }).fill('209901010000000000');
  await page.getByLabel('图形验证码', { exact: true }).fill(await captcha);
  captcha = nextCaptcha(page);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('未查询到该保全号对应的存证记录')).toBeVisible();

  await page.getByLabel('保全号', { exact: true }).fill(srv.evidenceNo);
  await page.getByLabel('图形验证码', { exact: true }).fill(await captcha);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/\/queryAuthentication\/safekeeping\?no=\d{18}&viewToken=/);
  const facts = page.locator('.ep-facts');
  await expect(facts).toContainText(srv.evidenceNo);
  await expect(facts).toContainText('已上传');
  await expect(facts).toContainText('示**司');
  await expect(page.locator('body')).not.toContainText('端到端测试合同');
  await expect(page.locator('body')).not.toContainText('示例科技有限公司');
  await page.screenshot({ path: 'test-results/lookup-facts.png', fullPage: true });

  const search = new URL(page.url()).search;
  // the certificate route belongs to another feature: here only the signed URL the page opens is checked
  await page.route('**/api/download/certificate/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'certificate' }));
  const opened = page.waitForRequest((r) => r.url().includes('/api/download/certificate/'));
  await page.getByRole('button', { name: '下载存证证书' }).click();
  expect(new URL((await opened).url()).pathname).toMatch(/^\/api\/download\/certificate\/[\w-]+\.[\w-]+$/);

  // the same record in English, at 375 px
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${srv.baseUrl}/English/safekeeping${search}`);
  await expect(page.locator('.ep-facts')).toContainText('Evidence number');
  await expect(page.locator('.ep-facts')).toContainText('Preserved');
  await expect(page.getByRole('link', { name: 'Extract evidence' })).toHaveAttribute('href', `/English/attestation/${srv.evidenceNo}`);
  await expect(page.getByRole('button', { name: 'Copy SHA-256', exact: true })).toHaveCount(1);
  await expectOneLine(page.locator('.ep-facts .ant-descriptions-item-label'));
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/lookup-english-375.png', fullPage: true });
});

test('the lookup result leads a visitor holding a code to 提取证据 on the certificate page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const captcha = nextCaptcha(page);
  await page.goto(`${srv.baseUrl}/queryAuthentication/keepSingle`);
  await page.getByLabel('保全号', { exact: true }).fill(srv.evidenceNo);
  await page.getByLabel('图形验证码', { exact: true }).fill(await captcha);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('.ep-facts')).toContainText(srv.evidenceNo);
  // the facts' copy buttons say what they copy
  for (const name of ['复制保全号', '复制SHA-256', '复制SM3', '复制账本记录哈希']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
  // whole labels (存证状/态 once broke mid-word), the certificate's 持有人, its size wording, no sideways scroll
  await expectOneLine(page.locator('.ep-facts .ant-descriptions-item-label'));
  await expect(page.locator('.ep-facts .ant-descriptions-item-label', { hasText: /^持有人$/ })).toHaveCount(1);
  await expect(page.locator('.ep-facts')).not.toContainText('保全人');
  await expect(page.locator('.ep-facts')).toContainText(/\d 字节/);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/lookup-extract-link-375.png', fullPage: true });

  await page.getByRole('link', { name: '提取证据' }).click();
  await expect(page).toHaveURL(new RegExp(`/attestation/${srv.evidenceNo}$`));
  await expect(page.getByTestId('extract-evidence-no')).toHaveText(srv.evidenceNo);
  // the extraction API answers for real: this record's owner has set no code yet
  await page.getByLabel('提取码', { exact: true }).fill('anyCode2026x');
  await page.getByRole('button', { name: '提取证据' }).click();
  await expect(page.getByRole('region', { name: '凭提取码提取证据' }).getByRole('alert')).toHaveText('该证据的所有者尚未设置提取码，暂不能提取');
  await page.screenshot({ path: 'test-results/lookup-extract-375.png', fullPage: true });

  // and from there back to the lookup, with the number filled in
  await page.getByRole('link', { name: '存证证书查询' }).click();
  await expect(page.getByLabel('保全号', { exact: true })).toHaveValue(srv.evidenceNo);
});

test('the lookup form at 375 px and the certificate lookup page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${srv.baseUrl}/queryAuthentication/keepSingle`);
  await expect(page.getByRole('button', { name: '查询' })).toBeVisible();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('请输入保全号')).toBeVisible();
  await page.screenshot({ path: 'test-results/lookup-form-375.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${srv.baseUrl}/queryAuthentication/certificate`);
  await expect(page.getByLabel('保全号', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/lookup-certificate.png', fullPage: true });
});
