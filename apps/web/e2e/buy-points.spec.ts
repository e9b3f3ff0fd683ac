import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, loginAs, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';

/**
 * Buying points (issue 6 §4): /buyCredits → WeChat QR code → the local cashier opened on a 375 px
 * phone → 确认支付 → the desktop dialog closes by itself (3 s poll), the header balance grows. A
 * pending order is cancelled. With too few points an upload is refused with a link to buy.
 */

// two browsers and a 3 s poll: more than the default minute on a busy machine
test.describe.configure({ timeout: 120_000 });

const pointsOf = async (page: Page) => Number(((await page.getByTestId('points').textContent()) ?? '').replace(/,/g, ''));

test('buy points by WeChat through the local cashier on a phone; cancel a pending order', async ({ page, browser, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/buyCredits');
  await expect(page.getByRole('heading', { name: '购买积分' })).toBeVisible();
  await expect(page.getByText('当前支付为本地测试收银台（非真实支付）')).toBeVisible();
  const before = await pointsOf(page);

  await page.getByText('100 元', { exact: true }).click();
  await expect(page.getByTestId('buy-points')).toHaveText('100.00');
  await page.screenshot({ path: path.join('test-results', 'buy-credits-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: /立即支付/ }).click();
  const dialog = page.getByRole('dialog', { name: '微信支付' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('canvas, svg').first()).toBeVisible();
  const cashierUrl = (await dialog.getByTestId('cashier-link').getAttribute('href')) ?? '';
  expect(cashierUrl).toMatch(/\/mobile\/cashier\/CZ\d{20}-2-[0-9a-f]{32}$/);
  await page.screenshot({ path: path.join('test-results', 'buy-credits-dialog.png') });

  // the phone: a 375 px page of the QR code's address
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const mobile = await phone.newPage();
  await mobile.goto(cashierUrl);
  await expect(mobile.getByRole('alert')).toContainText('本地测试收银台（非真实支付）');
  await expect(mobile.getByTestId('cashier-money')).toHaveText('¥100.00');
  await expect(mobile.getByTestId('cashier-status')).toHaveText('待支付');
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await mobile.screenshot({ path: path.join('test-results', 'cashier-mobile.png'), fullPage: true });
  await mobile.getByRole('button', { name: '确认支付' }).click();
  await expect(mobile.getByText('支付成功，积分已到账')).toBeVisible();
  await expect(mobile.getByTestId('cashier-status')).toHaveText('已支付');
  await mobile.screenshot({ path: path.join('test-results', 'cashier-mobile-paid.png'), fullPage: true });
  await phone.close();

  // the desktop dialog notices by polling, closes, and the header shows the new balance
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText('支付成功', { exact: true })).toBeVisible();
  await expect.poll(() => pointsOf(page)).toBe(before + 100);

  // a pending order, cancelled from the dialog after a confirmation
  await page.getByText('10 元', { exact: true }).click();
  await page.getByRole('button', { name: /立即支付/ }).click();
  await expect(dialog).toBeVisible();
  const orderNo = (await dialog.getByTestId('pay-order-no').textContent()) ?? '';
  await dialog.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('button', { name: '确 定' }).or(page.getByRole('button', { name: '确定' })).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('订单已取消').first()).toBeVisible();
  await page.goto(`/buyCredits?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('已取消');
  await expect(page.getByRole('button', { name: '继续支付' })).toHaveCount(0);
  expect(await pointsOf(page)).toBe(before + 100);
});

test('with too few points an upload is refused and the page links to buying', async ({ page, request }) => {
  // a server of its own where preserving costs more than a demo account holds
  const srv = await startOwnServer(Buffer.from('积分不足端到端测试', 'utf8'), { POINTS_PRICE_PRESERVE: '20000' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-points-'));
  try {
    const login = (await (await request.post(`${srv.baseUrl}/api/login`, { form: { phone: DEMO.individual.phone, password: DEMO_PASSWORD } })).json()) as { data: { token: string } };
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${srv.baseUrl}/404`);
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('role', '1');
    }, login.data.token);
    await page.goto(`${srv.baseUrl}/newAccessCard`);
    const gate = page.getByTestId('points-gate');
    await expect(gate).toContainText('积分余额不足，请先购买积分');
    await expect(gate.getByRole('link', { name: '购买积分' })).toHaveAttribute('href', '/buyCredits');

    const file = path.join(dir, 'a.txt');
    fs.writeFileSync(file, 'refused for want of points');
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: '开始上传', exact: true }).click();
    const item = page.getByRole('listitem', { name: 'a.txt' });
    await expect(item.getByText('积分余额不足，请先购买积分')).toBeVisible();
    await expect(item.getByRole('link', { name: '购买积分' })).toHaveAttribute('href', '/buyCredits');
    await page.screenshot({ path: path.join('test-results', 'new-access-card-no-points.png'), fullPage: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await srv.stop();
  }
});
