import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expectNoSidewaysScroll, expectWithinWidth } from './support/layout-checks';
import { repoRoot, startSeededServer, type SeededServer } from './support/seeded-server';

/**
 * /orders (001 §2.7): the individual's tabs, a status filter, the export and its '暂无数据', the
 * selection of invoiceable top-ups → makeOutInvoice with ids and money; the sub-account's view.
 * The spec counts rows exactly, so it has a server of its own: the demo accounts and the standard
 * orders (support/seed-orders.ts), untouched by the other specs' uploads and payments.
 */
const test = base.extend<object, { ordersServer: SeededServer }>({
  ordersServer: [
    async ({}, use) => {
      const srv = await startSeededServer('orders', [
        [process.execPath, [path.join(repoRoot, 'apps/server/dist/cli.js'), 'seed-demo']],
        [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/web/e2e/support/seed-orders.ts')]],
      ]);
      await use(srv);
      await srv.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ ordersServer }, use) => use(ordersServer.baseUrl),
});
async function loginWithRole(page: Page, request: APIRequestContext, phone: string, role: '1' | '2') {
  const res = await request.post('/api/login', { form: { phone, password: DEMO_PASSWORD } });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  expect(body.code, body.msg).toBe(200);
  await page.goto('/api/health');
  await page.evaluate(([token, r]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', r);
  }, [body.data.token, role] as const);
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
}

test('an individual filters by status and exports, with 暂无数据 for an empty filter', async ({ page, request }) => {
  await loginWithRole(page, request, DEMO.individual.phone, '1');
  await page.goto('/orders');
  // the first page load of a run can be slow on a busy machine
  await expect(page.getByRole('tab', { name: '充值记录' })).toBeVisible({ timeout: 30_000 });
  for (const name of ['充值记录', '消费记录', '公证书']) await expect(page.getByRole('tab', { name })).toBeVisible();
  await expect(rows(page)).toHaveCount(8);
  await expect(page.getByText('共 8 条')).toBeVisible();

  // pending orders: a web one can be paid or cancelled, an app one is paid in the app
  await chooseOption(page, '订单状态', '待支付');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: '请在APP中支付' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: '继续支付' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: '取消订单' })).toHaveCount(1);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(rows(page)).toHaveCount(8);

  // export: the whole list as .xlsx; a filter with nothing in it says 暂无数据
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/^充值记录-\d{8}\.xlsx$/);
  await page.getByLabel('关键词', { exact: true }).fill('没有这样的订单');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.locator('.ant-table-placeholder')).toContainText('暂无数据');
  await page.getByRole('button', { name: '导出' }).click();
  await expect(page.locator('.ant-message').getByText('暂无数据')).toBeVisible();
});

test('an individual selects invoiceable top-ups for an invoice; the notarization tab is empty', async ({ page, request }) => {
  await loginWithRole(page, request, DEMO.individual.phone, '1');
  await page.goto('/orders');
  await expect(rows(page)).toHaveCount(8, { timeout: 30_000 });

  // only paid, non-gift orders with invoice status 0 or 3 can be ticked
  await expect(rows(page).locator('.ant-checkbox-input')).toHaveCount(8);
  await expect(rows(page).locator('.ant-checkbox-input:not([disabled])')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '申请开票' })).toBeDisabled();
  await rows(page).filter({ hasText: '充值200.00元' }).locator('.ant-checkbox-input').check();
  await rows(page).filter({ hasText: '开票失败' }).locator('.ant-checkbox-input').check();
  await expect(page.locator('.ep-order-invoice-total')).toHaveText('¥500.00');
  const ids = await page.evaluate(async () => {
    const res = await fetch('/api/order/getList?type=1&payStatus=2', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, role: '1' } });
    const body = (await res.json()) as { data: { list: { id: number; desc: string; invoiceable: boolean }[] } };
    return body.data.list.filter((o) => o.invoiceable).map((o) => o.id);
  });
  await page.getByRole('button', { name: '申请开票' }).click();
  await expect(page).toHaveURL(/\/orders\/makeOutInvoice\?/);
  const url = new URL(page.url());
  expect((JSON.parse(url.searchParams.get('ids')!) as number[]).sort()).toEqual([...ids].sort());
  expect(url.searchParams.get('money')).toBe('500.00');

  // the notarization tab: empty until the notarization issue fills it
  await page.goto('/orders?tab=notarial');
  await expect(page.locator('.ant-table-placeholder')).toContainText('暂无数据');
});

test('a sub-account sees only its own consumption, without keyword or export', async ({ page, request }) => {
  await loginWithRole(page, request, DEMO.companySub.phone, '2');
  await page.goto('/orders');
  await expect(page.getByRole('tab', { name: '消费记录' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '充值记录' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: '公证书' })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('网页取证');
  await expect(page.getByLabel('关键词', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '导出' })).toHaveCount(0);
});

test('a company main account sees its members’ consumption with their names', async ({ page, request }) => {
  await loginWithRole(page, request, DEMO.companyMain.phone, '1');
  await page.goto('/orders?tab=consumption');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: '赵磊' })).toHaveCount(1);
});

test('every tab fits a 375 px phone with 操作 in view', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginWithRole(page, request, DEMO.individual.phone, '1');
  await page.goto('/orders');
  await expect(rows(page)).toHaveCount(8, { timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await expectWithinWidth(page, page.getByRole('columnheader', { name: '操作' }));
  await expectWithinWidth(page, page.getByRole('button', { name: '继续支付' }));
  await expectWithinWidth(page, page.getByRole('button', { name: '取消订单' }));
  // each row says what it was: the registration gift is 平台赠送, not a bare ¥0.00 已支付
  await expect(rows(page).filter({ hasText: '¥0.00' }).first()).toContainText(/赠送/);
  await page.screenshot({ path: path.join('test-results', 'screenshots', 'orders-recharge-375.png'), fullPage: true });
  await page.getByRole('tab', { name: '消费记录' }).click();
  await expect(page.locator('.ant-table-tbody tr')).not.toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.getByRole('tab', { name: '公证书' }).click();
  await expect(page.locator('.ant-table-placeholder')).toContainText('暂无数据');
  await expectNoSidewaysScroll(page);
  // a company's consumption also names who spent, in the same cell
  await loginWithRole(page, request, DEMO.companyMain.phone, '1');
  await page.goto('/orders?tab=consumption');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: '赵磊' })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
});
