import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, loginAs, test } from './support/fixtures';

/**
 * 印章管理 (001 §2.4, issue 6 item 7): the company main account draws a signature with the mouse →
 * its card appears (the first seal is the default); generates the company seal from its verified
 * name → a second card; sets it default after a confirmation → the badge moves; deletes the drawn
 * one after a confirmation.
 */
const shot = (page: Page, name: string) => page.screenshot({ path: path.join('test-results', `seals-${name}.png`), fullPage: true });
const cards = (page: Page) => page.getByTestId('seal-card');

async function drawWithMouse(page: Page) {
  const canvas = page.getByTestId('seal-canvas');
  const box = (await canvas.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.2, 0.6));
  await page.mouse.down();
  for (const [fx, fy] of [[0.3, 0.3], [0.4, 0.7], [0.5, 0.35], [0.6, 0.65], [0.7, 0.4], [0.8, 0.55]] as const) await page.mouse.move(...at(fx, fy), { steps: 6 });
  await page.mouse.up();
}

test('seals: draw, generate, set default and delete, each with a confirmation', async ({ page, request }) => {
  // ~50 s on a quiet machine; room for a busy one
  test.setTimeout(150_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /antd|React|Warning/i.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/signature');
  await expect(page.getByText('暂无印章')).toBeVisible();
  await shot(page, 'empty');

  // 手写签名: empty canvas is refused, a drawing is saved
  await page.getByRole('button', { name: '新增印章' }).click();
  const dialog = page.getByRole('dialog', { name: '新增印章' });
  await dialog.getByLabel('签名名称').fill('王芳的签名');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请先书写签名')).toBeVisible();
  await drawWithMouse(page);
  await shot(page, 'draw');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('王芳的签名');
  await expect(cards(page).first().locator('.ep-seal-card__badge')).toHaveText('默认');
  const img = cards(page).first().locator('img');
  await expect(img).toHaveJSProperty('complete', true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(50);

  // 生成印章: the server's preview of the company seal, then 确认生成
  await page.getByRole('button', { name: '新增印章' }).click();
  await page.getByRole('tab', { name: '生成印章' }).click();
  const preview = page.getByRole('img', { name: '示例科技有限公司的印章预览' });
  await expect(preview).toBeVisible();
  await expect(page.getByText('企业圆形印章')).toBeVisible();
  await shot(page, 'generate');
  await page.getByRole('button', { name: '确认生成' }).click();
  await expect(page.getByText('生成成功')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  const company = cards(page).filter({ hasText: '示例科技有限公司' });
  const drawn = cards(page).filter({ hasText: '王芳的签名' });
  await expect(company.locator('.ep-seal-card__badge')).toHaveCount(0);

  // 设为默认 with a confirmation: the badge moves
  await company.getByRole('button', { name: '设为默认' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('设置成功')).toBeVisible();
  await expect(company.locator('.ep-seal-card__badge')).toHaveText('默认');
  await expect(drawn.locator('.ep-seal-card__badge')).toHaveCount(0);
  // the default is listed first
  await expect(cards(page).first()).toContainText('示例科技有限公司');
  await shot(page, 'list');

  // 删除 with a confirmation (the default offers no delete)
  await expect(company.getByRole('button', { name: '删除' })).toHaveCount(0);
  await drawn.getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  // a phone-sized screen
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: '新增印章' }).click();
  await expect(page.getByTestId('seal-canvas')).toBeVisible();
  await shot(page, 'mobile-dialog');
  await page.keyboard.press('Escape');
  await shot(page, 'mobile-list');
  expect(problems).toEqual([]);
});

test('seals: a sub-account is told seals are not for it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await loginAs(page, request, DEMO.companySub.phone, DEMO_PASSWORD);
  await page.goto('/signature');
  await expect(page.getByText('子账号不能管理印章，请切换到个人身份后操作')).toBeVisible();
  await expect(page.getByRole('button', { name: '新增印章' })).toHaveCount(0);
  await shot(page, 'sub-account');
});

test('seals: a finger draws on the canvas at 375 px (touch), and the signature is saved', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 760 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await loginAs(page, request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/signature');
  await page.getByRole('button', { name: '新增印章' }).click();
  await page.getByLabel('签名名称').fill('手指签名');
  const box = (await page.getByTestId('seal-canvas').boundingBox())!;
  // real touch input through the DevTools protocol (Playwright's touchscreen only taps)
  const cdp = await context.newCDPSession(page);
  const point = (fx: number, fy: number) => [{ x: box.x + box.width * fx, y: box.y + box.height * fy }];
  const before = await page.evaluate(() => window.scrollY);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0.15, 0.5) });
  for (let i = 1; i <= 20; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(0.15 + i * 0.035, 0.5 + 0.3 * Math.sin(i / 2)) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // drawing does not scroll the page
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.screenshot({ path: path.join('test-results', 'seals-touch.png') });
  await page.getByRole('dialog', { name: '新增印章' }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(cards(page).filter({ hasText: '手指签名' })).toHaveCount(1);
  await context.close();
});
