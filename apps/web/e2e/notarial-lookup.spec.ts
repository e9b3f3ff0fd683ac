import { test, expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectOneLine } from './support/layout-checks';
import { startNotarialServer, type NotarialServer } from './support/notarial-server';

/**
 * 公证书查询 (/queryAuthentication/notarial): a certificate issued by the FIXTURE seed is found by its
 * number with the captcha (public facts only, never the company's full name), an unknown number gets the
 * one not-found answer, and the issued PDF uploaded is genuine while a copy with one byte changed is not;
 * at 1366 and 375 px.
 */
let srv: NotarialServer;

test.beforeAll(async () => {
  srv = await startNotarialServer();
});
test.afterAll(async () => srv?.stop());

/** Waits for the next captcha the page loads and returns its text (the server echoes it in tests). */
function nextCaptcha(page: Page): Promise<string> {
  return page.waitForResponse((r) => r.url().includes('/api/Register/getImgCode')).then(async (r) => ((await r.json()) as { data: { testText: string } }).data.testText);
}

function tampered(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('stream') + 40;
  copy[at] = copy[at]! ^ 0x01;
  return copy;
}

for (const width of [1366, 375]) {
  test(`look a certificate up by its number at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let captcha = nextCaptcha(page);
    await page.goto(`${srv.baseUrl}/queryAuthentication/notarial`);
    await expect(page.getByRole('tab', { name: '公证书查询' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '按编号查询' })).toHaveAttribute('aria-selected', 'true');

    // the form's own checks, then an unknown number
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('请输入公证书编号', { exact: true })).toBeVisible();
    await page.getByLabel('公证书编号', { exact: true }).fill('（2026）演示证字第999号');
    await page.getByLabel('图形验证码', { exact: true }).fill(await captcha);
    captcha = nextCaptcha(page);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByRole('alert')).toContainText('未查询到该编号对应的公证书');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/notarial-not-found-${width}.png`, fullPage: true });

    // the real number, typed with ASCII brackets as a visitor might
    await page.getByLabel('公证书编号', { exact: true }).fill(srv.certificateNo.replace('（', '(').replace('）', ')'));
    await page.getByLabel('图形验证码', { exact: true }).fill(await captcha);
    await page.getByRole('button', { name: '查询' }).click();
    const facts = page.getByTestId('notarial-facts');
    await expect(facts).toContainText(srv.certificateNo);
    await expect(facts).toContainText('出证成功');
    await expect(facts).toContainText('保全证据公证');
    await expect(facts).toContainText('示**司');
    await expect(facts).toContainText('3 项');
    await expect(facts).toContainText(srv.sha256);
    await expect(page.locator('body')).not.toContainText('示例科技有限公司');
    await expect(page.locator('body')).not.toContainText('私密聊天记录');
    await expectOneLine(facts.locator('.ant-descriptions-item-label'));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/notarial-lookup-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: '重新查询' }).click();
    await expect(page.getByLabel('公证书编号', { exact: true })).toBeVisible();
  });

  test(`check an uploaded certificate PDF at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${srv.baseUrl}/queryAuthentication/notarial`);
    await page.getByRole('tab', { name: '上传文件核验' }).click();
    await expect(page).toHaveURL(/\?by=file$/);
    const input = page.getByTestId('notarial-file').locator('input[type=file]');

    // the issued file: genuine, with its certificate's public facts
    await input.setInputFiles({ name: '公证书.pdf', mimeType: 'application/pdf', buffer: srv.pdf });
    const result = page.getByTestId('notarial-file-result');
    await expect(result).toContainText('核验通过');
    // signed as the office signs what it issues: its certification signature, a local test certificate here
    await expect(result).toContainText('公证处签名证书');
    await expect(result).toContainText('认证签名：签名后不允许任何修改');
    await expect(result).toContainText('本地测试证书（仅供演示，非正式签名）');
    await expect(result.getByTestId('notarial-facts')).toContainText(srv.certificateNo);
    await expect(page.getByTestId('notarial-file-facts')).toContainText(srv.sha256);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/notarial-file-genuine-${width}.png`, fullPage: true });

    // one byte changed: not valid, modified after signing, no certificate
    await input.setInputFiles({ name: '公证书-改.pdf', mimeType: 'application/pdf', buffer: tampered(srv.pdf) });
    await expect(result).toContainText('核验未通过');
    await expect(result).toContainText('文件在签名后被修改');
    await expect(result.getByTestId('notarial-facts')).toHaveCount(0);
    // the certificate in a broken signature is still ours, but it is not shown as a good sign
    await expect(result.locator('.ant-tag-green')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/notarial-file-tampered-${width}.png`, fullPage: true });

    // not a PDF by content, whatever its name
    await input.setInputFiles({ name: '假的.pdf', mimeType: 'application/pdf', buffer: Buffer.from('这不是PDF文件') });
    await expect(page.getByRole('alert').filter({ hasText: '所选文件不是PDF文件' })).toBeVisible();
    await expect(result).toHaveCount(0);
  });
}
