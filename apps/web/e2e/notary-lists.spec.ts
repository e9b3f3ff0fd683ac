import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expectNoSidewaysScroll } from './support/layout-checks';
import { NOTARY_MISSING_TITLE, notarySeedTitle } from './support/notary-seeds';
import { repoRoot, startSeededServer, type SeededServer } from './support/seeded-server';

/**
 * The applicant's notarization lists (issue 15 items 1 and 3): /notary/selectList picks records across a
 * page change and applies; /notary shows the order with 继续 and 终止订单 and ends a second one after its
 * confirmation; /notary/detail shows the order and opens a document; a sub-account has no 我的公证 and is
 * refused by the server. The spec counts orders exactly, so it has a server of its own: the demo accounts
 * and thirteen records of the company's main account, one of them with its original gone
 * (support/seed-notary-records.ts).
 */
const test = base.extend<object, { notaryServer: SeededServer }>({
  notaryServer: [
    async ({}, use) => {
      const srv = await startSeededServer('notary-lists', [
        [process.execPath, [path.join(repoRoot, 'apps/server/dist/cli.js'), 'seed-demo']],
        [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/web/e2e/support/seed-notary-records.ts')]],
      ]);
      await use(srv);
      await srv.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ notaryServer }, use) => use(notaryServer.baseUrl),
});

const shots = path.join(repoRoot, 'apps/web/test-results/screenshots');
fs.mkdirSync(shots, { recursive: true });

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Logs in through the API, stores the token and the role the page acts in ('2': sub-account); returns the API headers. */
async function loginWithRole(page: Page, request: APIRequestContext, phone: string, role: '1' | '2') {
  const res = await request.post('/api/login', { form: { phone, password: DEMO_PASSWORD } });
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.code, body.msg).toBe(200);
  await page.goto('/api/health');
  await page.evaluate(([token, r]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', r);
  }, [body.data.token, role] as const);
  return { Authorization: `Bearer ${body.data.token}`, role };
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });

test('the main account picks records across pages, applies, continues, ends an order and opens a document', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await loginWithRole(page, request, DEMO.companyMain.phone, '1');

  // 我的公证 is in the header, and empty at first
  await page.goto('/notary');
  await expect(page.getByRole('link', { name: '我的公证' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('共 0 个公证订单')).toBeVisible();
  await expect(page.getByText('暂无数据').first()).toBeVisible();
  await page.getByRole('button', { name: /申请公证/ }).click();
  await expect(page).toHaveURL(/\/notary\/selectList$/);

  // a record whose original is gone is disabled, with the server's reason in view
  await expect(page.getByText('共 13 条')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const missing = rowOf(page, NOTARY_MISSING_TITLE);
  await expect(missing.getByRole('checkbox')).toBeDisabled();
  await expect(missing).toContainText('证据缺失，不能申请公证');

  // two on page 1, one on page 2: the selection survives the page change
  const apply = page.getByRole('button', { name: /申请公证（\d+）/ });
  await expect(apply).toBeDisabled();
  await rowOf(page, notarySeedTitle(12)).getByRole('checkbox').check();
  await rowOf(page, notarySeedTitle(11)).getByRole('checkbox').check();
  await expect(page.getByText(/已选择\s*2\s*条存证记录/)).toBeVisible();
  await page.locator('.ant-pagination-item-2').click();
  await expect(rows(page)).toHaveCount(3);
  await rowOf(page, notarySeedTitle(1)).getByRole('checkbox').check();
  await expect(page.getByText(/已选择\s*3\s*条存证记录/)).toBeVisible();
  await page.locator('.ant-pagination-item-1').click();
  await expect(rowOf(page, notarySeedTitle(12)).getByRole('checkbox')).toBeChecked();
  await shot(page, 'notary-select-list-desktop');

  const applied = page.waitForResponse((r) => r.url().includes('/api/notary/apply'));
  await page.getByRole('button', { name: '申请公证（3）' }).click();
  await page.getByRole('dialog', { name: '确认申请公证' }).getByRole('button', { name: '确认费用并申请' }).click();
  const created = (await (await applied).json()) as Envelope<{ id: number; type: number; number: number; orderNo: string }>;
  expect(created.code, created.msg).toBe(200);
  expect(created.data.number).toBe(3);
  await expect(page.getByText(created.msg)).toBeVisible();
  const first = created.data;
  // the order's first step
  await expect(page).toHaveURL(new RegExp(`/attestation-list/readingMaterial/applicationForm/${first.id}/${first.type}$`));

  // a second order, through the API, to end from the list
  const second = (await (await request.post('/api/notary/apply', { headers, form: { ids: await idsOf(request, headers, [5]) } })).json()) as Envelope<{ id: number; orderNo: string }>;
  expect(second.code, second.msg).toBe(200);

  await page.goto('/notary');
  await expect(page.getByText('共 2 个公证订单')).toBeVisible();
  const firstRow = rows(page).filter({ hasNotText: second.data.orderNo });
  await expect(firstRow).toContainText('申请表阅读与填写');
  await expect(firstRow).toContainText('出证中');
  await expect(firstRow).toContainText('未支付');
  // what the applicant must do now, and the button that opens that step (decision 856)
  await expect(firstRow).toContainText('待您填写申请表');
  await expect(firstRow.getByRole('link', { name: /去填写/ })).toHaveAttribute('href', `/attestation-list/readingMaterial/applicationForm/${first.id}/${first.type}`);
  await expect(firstRow.getByRole('button', { name: '终止订单' })).toBeVisible();
  await expect(firstRow.getByRole('link', { name: '详情' })).toHaveCount(0);
  await shot(page, 'notary-list-desktop');

  // 终止订单: the confirmation, an optional reason, the server's message, the list read again
  const secondRow = rowOf(page, second.data.orderNo);
  await secondRow.getByRole('button', { name: '终止订单' }).click();
  const dialog = page.getByRole('dialog', { name: '终止公证订单' });
  await expect(dialog).toContainText(second.data.orderNo);
  await dialog.getByLabel('终止原因（选填）').fill('材料选错了');
  await shot(page, 'notary-stop-dialog-desktop');
  const stopped = page.waitForResponse((r) => r.url().includes('/api/notary/stop'));
  await dialog.getByRole('button', { name: '确定终止' }).click();
  const stop = (await (await stopped).json()) as Envelope<unknown>;
  expect(stop.code, stop.msg).toBe(200);
  await expect(page.getByText(stop.msg)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(secondRow).toContainText('出证终止');
  await expect(secondRow).toContainText('材料选错了');
  await expect(secondRow.getByRole('button', { name: '终止订单' })).toHaveCount(0);
  await expect(secondRow.getByLabel('无可用操作')).toBeVisible();
  // an ended order's money row is 已取消 (not 未支付) and its progress 已结束 (decisions 366, 369)
  await expect(secondRow).toContainText('已取消');
  await expect(secondRow).toContainText('已结束');
  await expect(secondRow).not.toContainText('申请表阅读与填写');
  await shot(page, 'notary-list-ended-desktop');

  // /orders → 公证书 tells the same: the fee to pay in points, the ended order cancelled, the notary status
  await page.goto('/orders?tab=notarial');
  await expect(rowOf(page, first.orderNo)).toContainText('应付 260.00 积分');
  await expect(rowOf(page, first.orderNo)).toContainText('出证中');
  await expect(rowOf(page, second.data.orderNo)).toContainText('已取消');
  await expect(rowOf(page, second.data.orderNo)).toContainText('出证终止');
  await shot(page, 'orders-notarial-desktop');
  await page.goto('/notary');

  // filters: 已支付 holds none; the order number finds one
  await page.getByLabel('支付状态', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^已支付$/ }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 0 个公证订单')).toBeVisible();
  await page.getByRole('button', { name: '重置' }).click();
  await page.getByLabel('订单号', { exact: true }).fill(second.data.orderNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(second.data.orderNo);

  // the application form saved through the API renders the five drafts; the detail opens one
  const saved = (await (await request.post('/api/notary/saveApplyForm', { headers, form: { orderId: String(first.id), purpose: '用于民事诉讼', method: '平台自助上传存证', promise: '1' } })).json()) as Envelope<unknown>;
  expect(saved.code, saved.msg).toBe(200);
  await page.goto(`/notary/detail?orderId=${first.id}&type=${first.type}&goBackUrl=${encodeURIComponent('/notary')}`);
  await expect(page.getByText('订单信息')).toBeVisible();
  await expect(page.getByText('在线签字').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  for (const i of [12, 11, 1]) await expect(rowOf(page, notarySeedTitle(i))).toContainText('未核验');
  await expect(page.getByRole('button', { name: /公证书$/ })).toHaveCount(0);
  await shot(page, 'notary-detail-desktop');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /电子申请表/ }).click();
  const tab = await popup;
  await tab.waitForURL(/\/api\/download\/notaryDoc\//);
  const pdf = await request.get(tab.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();

  // 返回 goes to goBackUrl; another site's address is not followed
  await page.getByRole('button', { name: /返回/ }).click();
  await expect(page).toHaveURL(/\/notary$/);
  await page.goto(`/notary/detail?orderId=${first.id}&type=1&goBackUrl=${encodeURIComponent('https://example.com/')}`);
  await expect(page.getByText('订单信息')).toBeVisible();
  await page.getByRole('button', { name: /返回/ }).click();
  await expect(page).toHaveURL(/\/notary$/);

  // at 375 px the three pages fit the screen
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [url, name, text] of [
    ['/notary', 'notary-list-mobile', '共 2 个公证订单'],
    ['/notary/selectList', 'notary-select-list-mobile', '共 13 条'],
    [`/notary/detail?orderId=${first.id}&type=1`, 'notary-detail-mobile', '订单信息'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect.poll(async () => expectNoSidewaysScroll(page).then(() => true, () => false)).toBe(true);
    await shot(page, name);
  }
});

test('a sub-account has no 我的公证 and is refused by the server on /notary', async ({ page, request }) => {
  await loginWithRole(page, request, DEMO.companySub.phone, '2');
  await page.goto('/attestation-list');
  await expect(page.getByRole('link', { name: '数据存证' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: '我的公证' })).toHaveCount(0);
  // the home page's 在线公证 card does not promise what the server refuses (decision 369)
  await page.goto('/');
  await expect(page.locator('.ep-landing__card').filter({ hasText: '在线公证' })).toContainText('子账号不可办理');
  await page.goto('/attestation-list');

  const answer = page.waitForResponse((r) => r.url().includes('/api/notary/getList'));
  await page.goto('/notary');
  const refused = (await (await answer).json()) as Envelope<unknown>;
  expect(refused.code).toBe(400);
  expect(refused.msg).toBeTruthy();
  // the list's error line (the toast says it too, as on every list page) with 重试
  await expect(page.locator('.ep-list-error').filter({ hasText: refused.msg })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByRole('button', { name: /申请公证/ })).toHaveCount(0);
  await expect(page.getByLabel('订单号', { exact: true })).toHaveCount(0);
  await shot(page, 'notary-list-sub-account-desktop');
});

/** The ids of seeded records by their number (notarySeedTitle), read from the picker's own call. */
async function idsOf(request: APIRequestContext, headers: Record<string, string>, numbers: number[]): Promise<string> {
  const list = (await (await request.get('/api/notary/selectList?page=1&limit=50', { headers })).json()) as Envelope<{ list: { id: number; title: string }[] }>;
  expect(list.code, list.msg).toBe(200);
  return numbers.map((n) => list.data.list.find((r) => r.title === notarySeedTitle(n))!.id).join(',');
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}
