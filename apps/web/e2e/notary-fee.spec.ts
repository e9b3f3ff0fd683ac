import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expectNoSidewaysScroll, expectWithinWidth } from './support/layout-checks';
import { notarySeedTitle } from './support/notary-seeds';
import { repoRoot, startSeededServer, type SeededServer } from './support/seeded-server';

/**
 * Predictable notarization (issue 24 item 5, decisions 850–852): the fee of the picked records is shown
 * as they are picked and named in a confirmation before any order exists, at 375 and 1366 px; cancelling
 * creates nothing; confirming creates the order at the quoted fee, which its application form shows.
 * It counts orders exactly, so it has a server of its own (support/seed-notary-records.ts).
 */
const test = base.extend<object, { feeServer: SeededServer }>({
  feeServer: [
    async ({}, use) => {
      const srv = await startSeededServer('notary-fee', [
        [process.execPath, [path.join(repoRoot, 'apps/server/dist/cli.js'), 'seed-demo']],
        [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/web/e2e/support/seed-notary-records.ts')]],
      ]);
      await use(srv);
      await srv.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ feeServer }, use) => use(feeServer.baseUrl),
});

const shots = path.join(repoRoot, 'apps/web/test-results/screenshots');
fs.mkdirSync(shots, { recursive: true });

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface Quote {
  records: number;
  basePoints: number;
  perRecordPoints: number;
  points: number;
  yuan: number;
}

async function login(page: Page, request: APIRequestContext) {
  const body = (await (await request.post('/api/login', { form: { phone: DEMO.companyMain.phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string }>;
  expect(body.code, body.msg).toBe(200);
  await page.goto('/api/health');
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', '1');
  }, body.data.token);
  const headers = { Authorization: `Bearer ${body.data.token}`, role: '1' };
  const get = async <T>(url: string, params: Record<string, string> = {}) => {
    const r = (await (await request.get(url, { headers, params })).json()) as Envelope<T>;
    expect(r.code, r.msg).toBe(200);
    return r.data;
  };
  return get;
}

const two = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

test('the fee is shown when records are picked and named before the order exists, at 375 and 1366 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const get = await login(page, request);
  const quote = await get<Quote>('/api/notary/quote', { records: '2' });
  const total = `${two(quote.points)} 积分（¥${two(quote.yuan)}）`;
  const orders = async () => (await get<{ count: number }>('/api/notary/getList')).count;
  expect(await orders()).toBe(0);

  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/notary/selectList');
    await expect(page.getByText(/公证费用：请先选择存证记录/)).toBeVisible({ timeout: 30_000 });
    await rowOf(page, notarySeedTitle(12)).getByRole('checkbox').check();
    await rowOf(page, notarySeedTitle(11)).getByRole('checkbox').check();
    const fee = page.getByTestId('notary-fee');
    await expect(fee).toContainText(total);
    await expect(fee).toContainText(`基础费 ${two(quote.basePoints)} 积分 + 每条 ${two(quote.perRecordPoints)} 积分 × 2 条`);
    await expectWithinWidth(page, fee);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: '申请公证（2）' }).click();
    const dialog = page.getByRole('dialog', { name: '确认申请公证' });
    await expect(dialog).toContainText(total);
    await expect(dialog).toContainText('2 条存证记录');
    await page.screenshot({ path: path.join(shots, `notary-fee-confirm-${width}.png`) });
    // the order does not exist until the applicant confirms
    expect(await orders()).toBe(0);
    if (width === 375) {
      await dialog.getByRole('button', { name: '取消' }).click();
      await expect(dialog).toBeHidden();
      expect(await orders()).toBe(0);
      continue;
    }
    const applied = page.waitForResponse((r) => r.url().includes('/api/notary/apply'));
    await dialog.getByRole('button', { name: '确认费用并申请' }).click();
    const created = (await (await applied).json()) as Envelope<{ id: number; money: number }>;
    expect(created.code, created.msg).toBe(200);
    expect(created.data.money).toBe(quote.points);
    await page.waitForURL(new RegExp(`/applicationForm/${created.data.id}/1$`));
    // the application form names the same fee
    await expect(page.getByRole('rowheader', { name: '公证费用' }).locator('xpath=following-sibling::td[1]')).toHaveText(total);
    await page.screenshot({ path: path.join(shots, 'notary-fee-form-1366.png'), fullPage: true });
  }
  expect(await orders()).toBe(1);
});
