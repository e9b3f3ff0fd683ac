import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { FACE_MSG } from '@evidence/shared/constants';
import { OPERATOR } from './support/accounts';
import { chooseOnFacePage as choose, submitPerson, tokenOf } from './support/face';
import { expect, loginAs, registerViaApi, test } from './support/fixtures';

/**
 * Face verification (issue 5) with the local test provider: an individual whose form is under
 * review opens /personage-face-kyc, starts, and a "phone" (a second browser context at 375 px)
 * opens the QR code's URL and chooses the result; the first page learns it by polling, without a
 * reload. The payment-app flow too, a failure with a new attempt, and the operator's approval.
 * Screenshots go to test-results/screenshots/face-*.png.
 */
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
fs.mkdirSync(outDir, { recursive: true });
const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(outDir, `face-${name}.png`), fullPage: true });
};

// Chromium's fake camera, so the phone page shows a live preview as on a real phone
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const NAMES = '甲乙丙丁戊己庚辛壬癸';
const pick = () => NAMES[Math.floor(Math.random() * NAMES.length)]!;

/** A registered account with its individual form under review, logged in on `page`. */
async function applicant(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const phone = await registerViaApi(request, 'abc12345');
  const token = await tokenOf(request, phone);
  const userName = `人脸${pick()}${pick()}`;
  await submitPerson(request, token, phone, userName);
  await loginAs(page, request, phone, 'abc12345');
  return { phone, token, userName };
}

/** Opens the QR code's URL the way a phone would: its own browser, 375 px wide, no login. */
async function openOnPhone(browser: Browser, url: string, sent: string[] = []): Promise<Page> {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN', permissions: ['camera'] });
  const page = await phone.newPage();
  // every request body the phone sends, to show that no camera frame leaves it
  page.on('request', (r) => sent.push(r.postData() ?? ''));
  await page.goto(url);
  return page;
}

/** The console, logged in, with the drawer of `userName`'s submission open. */
async function operatorDrawer(browser: Browser, userName: string): Promise<Page> {
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await admin.goto('/admin/login');
  await admin.getByLabel('手机号', { exact: true }).fill(OPERATOR.phone);
  await admin.getByLabel('密码', { exact: true }).fill(OPERATOR.password);
  await admin.getByLabel('密码', { exact: true }).press('Enter');
  await expect(admin).toHaveURL(/\/admin\/verifications$/);
  await admin.locator('.ant-table-row', { hasText: userName }).first().getByRole('button', { name: '审核' }).click();
  return admin;
}

async function qrUrl(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: '无法扫码？在本机打开' });
  await expect(link).toBeVisible();
  const url = await link.getAttribute('href');
  expect(url).toMatch(/\/mobile\/face\/[A-Za-z0-9_-]{43}$/);
  return url!;
}


test('the QR flow: start, the phone passes it, the page shows it by polling, an operator approves', async ({ page, request, browser }) => {
  // registration, two flows of pages and the console: more than the default minute on a busy machine
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const who = await applicant(page, request);
  await page.goto('/personage-face-kyc');
  await expect(page.getByRole('heading', { name: '人脸核验' })).toBeVisible();
  const start = page.getByRole('button', { name: '开始人脸核验' });
  await expect(start).toBeVisible();
  await shoot(page, 'start-desktop');
  await start.click();
  await expect(page).toHaveURL(/[?&]BizToken=local-detect-/);
  await expect(page.locator('.ant-qrcode canvas')).toBeVisible();
  await expect(page.getByText(FACE_MSG.scanTip)).toBeVisible();
  const url = await qrUrl(page);
  await shoot(page, 'qr-waiting-desktop');

  const sent: string[] = [];
  const phone = await openOnPhone(browser, url, sent);
  await expect(phone.getByText(FACE_MSG.localNotice)).toBeVisible();
  // the live preview plays (Chromium's fake camera here)
  await expect(phone.locator('video.ep-mface-camera__video')).toBeVisible();
  await expect.poll(() => phone.locator('video').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await expect(phone.getByText(`${who.userName[0]}**${who.userName.at(-1)}`)).toBeVisible();
  await expect(phone.getByText('画面仅在本机显示，不会上传或保存')).toBeVisible();
  await shoot(phone, 'mobile-375');
  await choose(phone, '模拟核验通过', FACE_MSG.localPassed);
  await shoot(phone, 'mobile-done-375');
  // only the choice was sent: no request body bigger than a token and a word
  expect(Math.max(...sent.map((b) => b.length))).toBeLessThan(200);
  expect(sent.filter((b) => b.length > 0)).toHaveLength(1);
  // the link is single-use
  await phone.reload();
  await expect(phone.getByText(FACE_MSG.linkUsed)).toBeVisible();
  await phone.context().close();

  // no reload: the 2-second poll finds SUCCESS and the page reloads the verification info
  await expect(page.getByText(FACE_MSG.successPage)).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'success-desktop');

  const admin = await operatorDrawer(browser, who.userName);
  const drawer = admin.locator('.ant-drawer');
  await expect(drawer.getByText('核验通过')).toBeVisible();
  await expect(drawer.getByText('本地测试人脸核验（非真实核验）')).toBeVisible();
  await expect(drawer.getByText(/^local-detect-/)).toBeVisible();
  await shoot(admin, 'admin-drawer');
  await drawer.getByRole('button', { name: /通\s?过/ }).click();
  await admin.locator('.ant-popconfirm').getByRole('button', { name: /通\s?过/ }).click();
  await expect(admin.getByText('已通过审核')).toBeVisible();
  await admin.close();
});

test('a failed check shows the message and a new attempt; the operator cannot approve yet', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const who = await applicant(page, request);
  await page.goto('/personage-face-kyc');
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  const phone = await openOnPhone(browser, await qrUrl(page));
  await choose(phone, '模拟核验不通过', FACE_MSG.localFailed);
  await phone.context().close();
  await expect(page.getByText(FACE_MSG.failed)).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'fail-desktop');
  const before = new URL(page.url()).searchParams.get('BizToken');
  await page.getByRole('button', { name: '重新核验' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('BizToken')).not.toBe(before);
  await expect(page.locator('.ant-qrcode canvas')).toBeVisible();

  // the operator sees the open session and cannot approve
  const admin = await operatorDrawer(browser, who.userName);
  const drawer = admin.locator('.ant-drawer');
  await expect(drawer.getByText('核验中')).toBeVisible();
  await expect(drawer.getByText(FACE_MSG.approveNeedsFace)).toBeVisible();
  await expect(drawer.getByRole('button', { name: /通\s?过/ })).toBeDisabled();
  await shoot(admin, 'admin-drawer-no-face');
  await admin.close();
});

test('the payment-app flow: 202 while waiting, 200 reveals 我已完成认证', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await applicant(page, request);
  await page.goto('/personage-face-kyc');
  await page.getByRole('tab', { name: '使用支付宝扫码认证' }).click();
  await page.getByRole('button', { name: '使用支付宝扫码认证' }).click();
  await expect(page.getByText(FACE_MSG.aliScanTip)).toBeVisible();
  await expect(page.getByRole('button', { name: '我已完成认证' })).toHaveCount(0);
  await shoot(page, 'ali-waiting-375');
  const phone = await openOnPhone(browser, await qrUrl(page));
  await expect(phone.getByText('支付宝扫码认证（本地模拟）')).toBeVisible();
  await choose(phone, '模拟核验通过', FACE_MSG.localPassed);
  await phone.context().close();
  const done = page.getByRole('button', { name: '我已完成认证' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'ali-passed-375');
  await done.click();
  // 我已完成认证 leads to /person-info, which shows the passed check
  await expect(page).toHaveURL(/\/person-info$/);
  await expect(page.getByText(/人脸核验通过/)).toBeVisible();
});

test('without a submission under review the page says so; a wrong link says so on the phone', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const phone = await registerViaApi(request, 'abc12345');
  await loginAs(page, request, phone, 'abc12345');
  await page.goto('/personage-face-kyc');
  await expect(page.getByText(FACE_MSG.noPending)).toBeVisible();
  await shoot(page, 'no-submission-desktop');
  const mobile = await openOnPhone(browser, `${new URL(page.url()).origin}/mobile/face/${'x'.repeat(43)}`);
  await expect(mobile.getByText(FACE_MSG.linkInvalid)).toBeVisible();
  await shoot(mobile, 'mobile-invalid-375');
  await mobile.context().close();
});
