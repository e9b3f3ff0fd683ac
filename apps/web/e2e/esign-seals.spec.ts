import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ESIGN_MSG, ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, loginAs, test } from './support/fixtures';
import { cardPng } from './support/images';
import { expectNoSidewaysScroll } from './support/layout-checks';
import { transparentSealPng } from './support/seal-png';

/**
 * 电子签约 · 企业印章 (issue 16 item 2): the demo verified company generates a 合同专用章 (seeing it before it
 * is stored), uploads a transparent PNG 公章 (an opaque picture is stopped by the page's checks first),
 * renames one, deletes one after a confirmation and sees the list; a sub-account and an individual are
 * told why they may not.
 */
const shot = (page: Page, name: string) => page.screenshot({ path: path.join('test-results', `esign-seals-${name}.png`), fullPage: true });
const cards = (page: Page) => page.getByTestId('eseal-card');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A clean start on a shared server that may have run this spec before (a retry): the company's seals deleted. */
async function deleteAllSeals(request: APIRequestContext) {
  const login = (await (await request.post('/api/login', { form: { phone: DEMO.companyMain.phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string }>;
  const headers = { Authorization: `Bearer ${login.data.token}`, role: '1' };
  const list = (await (await request.get('/api/ElcSign/sealList', { headers })).json()) as Envelope<{ list: Array<{ id: number }> }>;
  expect(list.code, list.msg).toBe(200);
  for (const s of list.data.list) await request.post('/api/ElcSign/sealDelete', { headers, form: { id: String(s.id) } });
}

test('the verified company generates, uploads, renames and deletes its seals', async ({ page, request }) => {
  test.setTimeout(150_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    // the JSON page the login helper opens has no favicon; the browser's request for one is not the app's
    if (m.location().url.endsWith('/favicon.ico')) return;
    if (m.type() === 'error' || (m.type() === 'warning' && /antd|React|Warning/i.test(m.text()))) problems.push(`${m.type()}: ${m.text()} @ ${m.location().url}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await deleteAllSeals(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/electric-sign/seal');
  await expect(page.getByText('仅企业主账号可以管理企业印章')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-empty-description')).toHaveText('暂无数据');
  await shot(page, 'empty');

  // 生成印章: the server's drawing of the 合同专用章 is shown before anything is stored
  await page.getByRole('button', { name: '新建印章' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/seal\/create$/);
  const preview = page.getByRole('img', { name: '合同专用章预览' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(600);
  await expect(page.getByText('根据已认证的企业名称「示例科技有限公司」生成合同专用章')).toBeVisible();
  await shot(page, 'create-generate');
  await page.getByRole('button', { name: '确认生成' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/seal\/detail\/\d+$/);
  await expect(page.getByText(ESIGN_SEAL_MSG.created)).toBeVisible();
  await expect(page.getByRole('cell', { name: '系统生成' })).toBeVisible();
  await expect(page.getByTestId('eseal-sha256')).toHaveText(/^[0-9a-f]{64}$/);

  // 上传印章: an opaque picture is stopped by the checks; a transparent PNG goes up
  await page.goto('/electric-sign/seal/create');
  await page.getByText('上传印章', { exact: true }).click();
  const chooser = page.locator('input[type=file]');
  await chooser.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: cardPng([200, 30, 30]) });
  await expect(page.getByTestId('eseal-checks')).toContainText(ESIGN_SEAL_MSG.pngOpaque);
  const upload = page.getByRole('button', { name: '上传印章' });
  await expect(upload).toBeDisabled();
  await shot(page, 'upload-refused');
  await chooser.setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: transparentSealPng() });
  await expect(page.getByTestId('eseal-checks')).toContainText('背景透明');
  await page.getByLabel('印章名称').fill('扫描公章');
  await shot(page, 'create-upload');
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page).toHaveURL(/\/electric-sign\/seal\/detail\/\d+$/);
  await expect(page.getByRole('cell', { name: '上传图片' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '公章', exact: true })).toBeVisible();

  // the list, newest first
  await page.goto('/electric-sign/seal');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText('扫描公章');
  await expect(cards(page).nth(1)).toContainText('合同专用章');
  const img = cards(page).first().locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(300);

  // rename the generated seal (its kind stays as drawn)
  await cards(page).filter({ hasText: '合同专用章' }).getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/seal\/edit\/\d+$/);
  await expect(page.getByRole('radio', { name: '公章' })).toBeDisabled();
  await page.getByLabel('印章名称').fill('销售合同章');
  await shot(page, 'edit');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText(ESIGN_SEAL_MSG.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/electric-sign\/seal\/detail\/\d+$/);
  await expect(page.getByText('销售合同章').first()).toBeVisible();
  await shot(page, 'detail');

  // delete the uploaded one after a confirmation
  await page.goto('/electric-sign/seal');
  await cards(page).filter({ hasText: '扫描公章' }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText(ESIGN_SEAL_MSG.deleted)).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('销售合同章');
  await shot(page, 'list');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await shot(page, 'list-375');
  expect(problems).toEqual([]);
});

test('a sub-account and an individual are told why they may not manage company seals', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const login = (await (await request.post('/api/login', { form: { phone: DEMO.companySub.phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string }>;
  await page.goto('/api/health');
  await page.evaluate(([t]) => (localStorage.setItem('token', t!), localStorage.setItem('role', '2')), [login.data.token]);
  await page.goto('/electric-sign/seal');
  await expect(page.getByText(ESIGN_MSG.mainAccountOnly)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '新建印章' })).toHaveCount(0);
  await shot(page, 'sub-account');
  await page.goto('/electric-sign/seal/create');
  await expect(page.getByText(ESIGN_MSG.mainAccountOnly)).toBeVisible();

  await loginAs(page, request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/electric-sign/seal');
  await expect(page.getByText(ESIGN_MSG.companyOnly)).toBeVisible({ timeout: 30_000 });
});
