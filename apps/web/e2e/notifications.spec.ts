import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { NEWS_MSG, fillMessage } from '@evidence/shared/constants';
import { expect, loginAs, registerViaApi, test } from './support/fixtures';

/**
 * 消息通知 (000 §2, 001 §2.3): an account gets real notices — visitors extracting its evidence with
 * the code, and a wrong-code lock — sees the bell's count, opens /notifications, reads one by
 * clicking, reads all, deletes with confirmation; the bell follows every step, and a notice written
 * while the page is open arrives without a reload.
 */
const PASSWORD = 'abc12345';
const CODE = 'notice-e2e1';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join('test-results', `notifications-${name}.png`), fullPage: true });

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
async function json<T>(res: { json: () => Promise<unknown> }): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}

/** Preserves a small file through the tus endpoint, as the upload page does; answers its 保全号. */
async function preserve(request: APIRequestContext, token: string, name: string): Promise<string> {
  const bytes = Buffer.from(`通知测试 ${name} ${Date.now()} ${Math.random()}`);
  const auth = { authorization: `Bearer ${token}`, role: '1', 'tus-resumable': '1.0.0' };
  const meta = `filename ${Buffer.from(name).toString('base64')}`;
  const created = await request.post('/api/upload/tus', { headers: { ...auth, 'upload-length': String(bytes.length), 'upload-metadata': meta } });
  expect(created.status()).toBe(201);
  const location = created.headers().location!;
  const done = await request.patch(new URL(location, 'http://x').pathname, {
    headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: bytes,
  });
  const answer = await json<{ baoquan: string }>(done);
  expect(answer.code, answer.msg).toBe(200);
  return answer.data.baoquan;
}

const extract = async (request: APIRequestContext, baoquan: string, code: string) => json(await request.post('/api/share/downBaoquan', { form: { baoquan, code } }));
const bell = (page: Page) => page.locator('.ep-header__bell');

test('real notices: the bell counts them; read one, read all, delete with confirmation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const phone = await registerViaApi(request, PASSWORD);
  const login = await json<{ token: string }>(await request.post('/api/login', { form: { phone, password: PASSWORD } }));
  const token = login.data.token;
  const auth = { authorization: `Bearer ${token}`, role: '1' };
  expect((await json(await request.post('/api/user/setExtractCode', { form: { extractCode: CODE }, headers: auth }))).code).toBe(200);

  // three real events: two records extracted by a visitor with the code, then a third locked after 5 wrong codes
  const first = await preserve(request, token, '合同一.txt');
  const second = await preserve(request, token, '合同二.txt');
  const third = await preserve(request, token, '合同三.txt');
  expect((await extract(request, first, CODE)).code).toBe(200);
  expect((await extract(request, second, CODE)).code).toBe(200);
  for (let i = 0; i < 5; i += 1) expect((await extract(request, third, `wrong-${i}`)).code).toBe(400);

  // a broken page often still looks fine: console errors and React/antd warnings fail the test
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /antd|React|Warning/i.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await loginAs(page, request, phone, PASSWORD);
  await page.goto('/');
  await expect(bell(page)).toHaveAttribute('aria-label', '消息通知，3条未读');
  await expect(bell(page).locator('.ant-badge-count')).toHaveText('3');

  // the account dropdown lists 消息通知 too; the bell leads there
  await page.getByRole('button', { name: /账户菜单/ }).click();
  await expect(page.getByRole('menuitem', { name: '消息通知' })).toBeVisible();
  await page.keyboard.press('Escape');
  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: '消息通知' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText(/首页.*账户.*消息通知/);
  const rows = page.locator('.ep-news tbody tr.ep-news__row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('共 3 条', { exact: true })).toBeVisible();
  // newest first: the lock, then the two extractions
  await expect(rows.nth(0)).toContainText(third);
  await expect(rows.nth(0)).toContainText('连续5次输入错误的提取码');
  await expect(rows.nth(1)).toContainText(`${second}）已于`);
  await expect(rows.nth(1)).toContainText('凭提取码提取');
  await expect(rows.nth(2)).toContainText(first);
  await expect(rows.locator('text=未读')).toHaveCount(3);
  await shot(page, 'data');

  // a click reads the row; the bell follows
  await rows.nth(1).click();
  await expect(rows.nth(1)).toContainText('已读');
  await expect(bell(page)).toHaveAttribute('aria-label', '消息通知，2条未读');
  await expect(page.getByTestId('news-unread')).toHaveText('2');

  // a notice written by someone else while the page is open arrives without a reload (poll on focus)
  const fourth = await preserve(request, token, '合同四.txt');
  expect((await extract(request, fourth, CODE)).code).toBe(200);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(bell(page)).toHaveAttribute('aria-label', '消息通知，3条未读', { timeout: 15_000 });
  await expect(rows).toHaveCount(4, { timeout: 15_000 });
  await expect(rows.nth(0)).toContainText(fourth);

  // 全部已读
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByText(NEWS_MSG.read)).toBeVisible();
  await expect(rows.locator('text=未读')).toHaveCount(0);
  await expect(bell(page)).toHaveAttribute('aria-label', '消息通知');
  await expect(bell(page).locator('.ant-badge-count')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();

  // delete two with confirmation; cancel first changes nothing
  const del = page.getByRole('button', { name: /删除/ });
  await expect(del).toBeDisabled();
  await rows.nth(0).locator('.ant-checkbox-input').check();
  await rows.nth(1).locator('.ant-checkbox-input').check();
  await del.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fillMessage(NEWS_MSG.deleteConfirm, { count: 2 }));
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(rows).toHaveCount(4);
  await del.click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(NEWS_MSG.deleted)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('共 2 条', { exact: true })).toBeVisible();
  await expect(page.locator('.ep-news')).not.toContainText(fourth);

  // at 375 px
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.locator('.ep-news__time')).toHaveCount(2);
  await shot(page, 'mobile');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // delete the rest: the empty state
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.locator('.ep-news thead .ant-checkbox-input').check();
  await del.click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(NEWS_MSG.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();
  await shot(page, 'empty');
  expect(problems).toEqual([]);
});

test.describe('in a browser set to UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('the time column shows the China time the notice’s text names (issue 14)', async ({ page, request }) => {
    test.setTimeout(90_000);
    const phone = await registerViaApi(request, PASSWORD);
    const token = (await json<{ token: string }>(await request.post('/api/login', { form: { phone, password: PASSWORD } }))).data.token;
    expect((await json(await request.post('/api/user/setExtractCode', { form: { extractCode: CODE }, headers: { authorization: `Bearer ${token}`, role: '1' } }))).code).toBe(200);
    const baoquan = await preserve(request, token, '时区.txt');
    expect((await extract(request, baoquan, CODE)).code).toBe(200);

    await loginAs(page, request, phone, PASSWORD);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/notifications');
    const row = page.locator('.ep-news tbody tr.ep-news__row');
    await expect(row).toHaveCount(1);
    // the browser really is in UTC: its clock is 8 hours behind China's
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBe(0);
    const text = (await row.textContent()) ?? '';
    const named = /(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})（北京时间）/.exec(text)?.[1];
    expect(named, text).toBeTruthy();
    const column = (await row.locator('td:nth-last-child(2)').textContent())?.trim();
    expect(column).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // the notice's text and its row time come from the same instant (services/extraction/down-baoquan.ts)
    expect(column).toBe(named);
    await shot(page, 'utc-browser');
  });
});

test('the page needs a login', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login/);
});
