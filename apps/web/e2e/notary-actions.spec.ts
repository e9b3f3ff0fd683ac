import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expectNoSidewaysScroll } from './support/layout-checks';
import { NOTARY_MISSING_TITLE, notarySeedTitle } from './support/notary-seeds';
import { repoRoot, startSeededServer, type SeededServer } from './support/seeded-server';

/**
 * Issue 24 item 5: 申请公证 from a 数据存证 row (the record picked on /notary/selectList with its fee, the
 * confirmation, the order's first step), the row greyed with the server's reason once the record is in an
 * order in progress, and a missing original greyed likewise; /notary says what the applicant must do
 * (待您填写申请表 / 待您支付 / 待您确认询问笔录) with a button that opens that step; the stepper shows the office's
 * stages 受理 → 询问 → 出证 with the current one. At 1366 and 375 px. Its own server: the demo accounts, the
 * company's records (seed-notary-records.ts) and two orders at pay and at the interview (apps/server/test/helpers/seed-notary-actions-e2e.ts).
 */
const test = base.extend<object, { actionsServer: SeededServer }>({
  actionsServer: [
    async ({}, use) => {
      const srv = await startSeededServer('notary-actions', [
        [process.execPath, [path.join(repoRoot, 'apps/server/dist/cli.js'), 'seed-demo']],
        [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/web/e2e/support/seed-notary-records.ts')]],
        [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/test/helpers/seed-notary-actions-e2e.ts')]],
      ]);
      await use(srv);
      await srv.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ actionsServer }, use) => use(actionsServer.baseUrl),
});

const shots = process.env.SHOTS_DIR ?? path.join(repoRoot, 'apps/web/test-results/screenshots');
fs.mkdirSync(shots, { recursive: true });

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface Row {
  id: number;
  orderNo: string;
  applicantAction: { kind: string; path: string } | null;
}

async function login(page: Page, request: APIRequestContext) {
  const body = (await (await request.post('/api/login', { form: { phone: DEMO.companyMain.phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string }>;
  expect(body.code, body.msg).toBe(200);
  await page.goto('/api/health');
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', '1');
  }, body.data.token);
  return { Authorization: `Bearer ${body.data.token}`, role: '1' };
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

for (const [width, height, label] of [
  [1366, 900, 'desktop'],
  [375, 812, 'phone'],
] as const) {
  test(`申请公证 from a record, the row's action and the stepper (${label})`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height });
    const headers = await login(page, request);
    // the desktop run takes record 12, the phone run record 11: each applies once
    const title = notarySeedTitle(label === 'desktop' ? 12 : 11);

    // 数据存证: 申请公证 on the row; a missing original greyed with the server's reason
    await page.goto('/attestation-list');
    const row = rowOf(page, title);
    await expect(row.getByRole('link', { name: '申请公证' })).toBeVisible({ timeout: 30_000 });
    await expect(rowOf(page, NOTARY_MISSING_TITLE).getByLabel('不能申请公证：证据缺失，不能申请公证')).toBeVisible();
    if (label === 'phone') await expectNoSidewaysScroll(page);
    await shot(page, `notary-actions-evidence-list-${label}`);

    // the application opens with that record picked and its fee quoted; confirming creates the order
    const recordHref = (await row.getByRole('link', { name: '申请公证' }).getAttribute('href'))!;
    await row.getByRole('link', { name: '申请公证' }).click();
    await expect(page).toHaveURL(/\/notary\/selectList\?record=\d+$/);
    await expect(page.getByText(/已选择\s*1\s*条存证记录/)).toBeVisible();
    await expect(page.getByTestId('notary-fee')).toContainText('220');
    await shot(page, `notary-actions-preselected-${label}`);
    const applied = page.waitForResponse((r) => r.url().includes('/api/notary/apply'));
    await page.getByRole('button', { name: '申请公证（1）' }).click();
    await page.getByRole('dialog', { name: '确认申请公证' }).getByRole('button', { name: '确认费用并申请' }).click();
    const created = (await (await applied).json()) as Envelope<{ id: number; type: number; orderNo: string }>;
    expect(created.code, created.msg).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/attestation-list/readingMaterial/applicationForm/${created.data.id}/1$`));
    // the stepper: the applicant's four steps, then the office's 受理 → 询问 → 出证
    const steps = page.locator('.ep-notary-steps__bar .ant-steps-item');
    await expect(steps).toHaveCount(7);
    await expect(page.locator('.ep-notary-steps__bar .ant-steps-item-process')).toContainText('申请表阅读与填写');
    for (const name of ['受理', '询问', '出证']) await expect(page.locator('.ep-notary-steps__bar')).toContainText(name);

    // the record is now in an order in progress: its row says so instead of offering the application again
    await page.goto('/attestation-list');
    await expect(rowOf(page, title).getByLabel('不能申请公证：该存证记录已在办理中的公证订单中，不能重复申请')).toBeVisible({ timeout: 30_000 });
    // opening the application for it anyway shows the server's reason and picks nothing
    await page.goto(recordHref);
    await expect(page.getByText(`该记录不能申请公证：${title}：该存证记录已在办理中的公证订单中，不能重复申请`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: '申请公证（0）' })).toBeDisabled();

    // 我的公证: what the applicant must do, and the button that opens that step
    const list = (await (await request.get('/api/notary/getList', { headers })).json()) as Envelope<{ list: Row[] }>;
    const payOrder = list.data.list.find((r) => r.applicantAction?.kind === 'pay')!;
    const confirmOrder = list.data.list.find((r) => r.applicantAction?.kind === 'confirm')!;
    await page.goto('/notary');
    const mine = rowOf(page, created.data.orderNo);
    await expect(mine).toContainText('待您填写申请表');
    await expect(rowOf(page, payOrder.orderNo)).toContainText('待您支付');
    await expect(rowOf(page, confirmOrder.orderNo)).toContainText('待您确认询问笔录');
    if (label === 'phone') await expectNoSidewaysScroll(page);
    await shot(page, `notary-actions-list-${label}`);
    await rowOf(page, payOrder.orderNo).getByRole('link', { name: /去支付/ }).click();
    await expect(page).toHaveURL(new RegExp(`/attestation-list/readingMaterial/pay/${payOrder.id}/1$`));
    await expect(page.locator('.ep-notary-steps__bar .ant-steps-item-process')).toContainText('支付');
    await page.goto('/notary');
    await rowOf(page, confirmOrder.orderNo).getByRole('link', { name: /去确认签署/ }).click();
    await expect(page).toHaveURL(new RegExp(`/attestation-list/readingMaterial/signature/${confirmOrder.id}/1$`));

    // the order's detail: the stepper at 询问 (询问笔录待确认) and the same action
    await page.goto(`/notary/detail?orderId=${confirmOrder.id}&type=1`);
    const bar = page.locator('.ep-notary-progress');
    await expect(bar.locator('.ant-steps-item-process')).toContainText('询问');
    await expect(bar.locator('.ant-steps-item-process')).toContainText('询问笔录待确认');
    await expect(bar.locator('.ant-steps-item-finish')).toHaveCount(5);
    await expect(page.getByRole('link', { name: '去确认签署' })).toHaveAttribute('href', `/attestation-list/readingMaterial/signature/${confirmOrder.id}/1`);
    if (label === 'phone') await expectNoSidewaysScroll(page);
    await shot(page, `notary-actions-detail-${label}`);

    // the owner's certificate offers 申请公证 for a record that can be applied for
    const records = (await (await request.get('/api/notary/selectList?page=1&limit=50', { headers })).json()) as Envelope<{ list: { id: number; title: string; baoquan: string }[] }>;
    const free = records.data.list.find((r) => r.title === notarySeedTitle(10))!;
    await page.goto(`/attestation/${free.baoquan}`);
    await expect(page.getByRole('link', { name: '申请公证' })).toHaveAttribute('href', `/notary/selectList?record=${free.id}`, { timeout: 30_000 });
    await shot(page, `notary-actions-certificate-${label}`);

    // the help centre: every product, prices, invoices, extraction codes, and no account lock (README)
    await page.goto('/helpCenter');
    for (const topic of ['产品与服务', '收费标准', '发票', '分享与提取码']) await expect(page.getByRole('heading', { name: topic })).toBeVisible();
    await page.getByText('多次输错密码，账号会被锁定吗？').click();
    await expect(page.getByText(/不会。平台不会锁定您的账号：输错 3 次后/)).toBeVisible();
    await expect(page.getByRole('link', { name: '查看收费标准' })).toHaveAttribute('href', '/prices');
    if (label === 'phone') await expectNoSidewaysScroll(page);
    await shot(page, `help-center-${label}`);
  });
}
