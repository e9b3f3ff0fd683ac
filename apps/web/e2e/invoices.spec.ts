import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { startInvoiceServer, type InvoiceServer } from './support/invoice-server';

/**
 * Invoices: 示例科技有限公司 with seeded paid orders adds a header (head and type locked to the company)
 * → /orders/makeOutInvoice → submit → the operator issues it in the console → the user downloads the
 * PDF and reads the notice; a second application is refused and its reason shows.
 */
let srv: InvoiceServer;

test.beforeAll(async () => {
  // seeding through tsx and starting a server: slow on a loaded machine
  test.setTimeout(120_000);
  srv = await startInvoiceServer();
});
test.afterAll(async () => srv?.stop());

async function loginUser(page: Page, phone = '13800000002', role = '1') {
  const res = await page.request.post(`${srv.baseUrl}/api/login`, { form: { phone, password: 'demo1234' } });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  await page.goto(`${srv.baseUrl}/404`);
  await page.evaluate(([token, r]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', r);
  }, [body.data.token, role] as const);
}

async function loginOperator(page: Page) {
  const res = await page.request.post(`${srv.baseUrl}/api/admin/login`, { form: { phone: '13800000009', password: 'demo1234' } });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  await page.evaluate((token) => localStorage.setItem('adminToken', token), body.data.token);
}

async function apply(page: Page, orders: InvoiceServer['orders'], remark: string) {
  const money = orders.reduce((s, o) => s + Number(o.money), 0).toFixed(2);
  await page.goto(`${srv.baseUrl}/orders/makeOutInvoice?ids=${encodeURIComponent(JSON.stringify(orders.map((o) => o.id)))}&money=${money}`);
  await expect(page.getByText('开票须知')).toBeVisible();
  await expect(page.getByText(`¥${money}`)).toBeVisible();
  // the account's only header is already chosen (issue 14)
  await expect(page.getByRole('radio', { name: /示例科技有限公司/ })).toBeChecked();
  await page.getByPlaceholder('选填，最多50个字符').fill(remark);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('开票申请已提交')).toBeVisible();
  await expect(page).toHaveURL(/\/invoice\?activeName=1$/);
}

// one journey of ~45 steps; each takes 1–5 s when the machine is shared
test.setTimeout(240_000);

test('header → apply → operator issues → user downloads the PDF; refuse → reason shown', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginUser(page);

  // no header yet: the page asks for one first
  await page.goto(`${srv.baseUrl}/orders/makeOutInvoice?ids=[${srv.orders[0]!.id}]&money=${srv.orders[0]!.money}`);
  await expect(page.getByText('您还没有发票抬头，请先添加发票抬头')).toBeVisible();
  await page.getByRole('button', { name: '去添加发票抬头' }).click();
  await expect(page).toHaveURL(/\/invoice\?activeName=2$/);

  await page.getByRole('button', { name: '新增发票抬头' }).click();
  const dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await expect(dialog.getByLabel('发票抬头')).toHaveValue('示例科技有限公司');
  await expect(dialog.getByLabel('发票抬头')).toBeDisabled();
  // the credit code of the demo company's approved verification (seed:demo) is locked too
  await expect(dialog.getByLabel('税号')).toHaveValue(/^91310104MA1FL8XK2[0-9A-Z]$/);
  await expect(dialog.getByLabel('税号')).toBeDisabled();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('开户银行不能为空')).toBeVisible();
  await dialog.getByLabel('开户银行').fill('招商银行上海分行');
  await dialog.getByLabel('银行账号').fill('6225880212345678');
  await dialog.getByLabel('注册地址').fill('上海市浦东新区世纪大道1号');
  await dialog.getByLabel('注册电话').fill('021-12345678');
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByLabel('邮箱').fill('fp@example.com');
  await page.screenshot({ path: 'test-results/invoice-header-dialog.png' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('发票抬头已保存')).toBeVisible();
  await expect(page.getByTestId('invoice-header-card')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/invoice-headers.png', fullPage: true });

  await apply(page, srv.orders.slice(0, 2), '请尽快开具');
  await expect(page.getByRole('row', { name: /待开票/ })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/invoice-list-pending.png', fullPage: true });

  // the operator issues it
  await loginOperator(page);
  await page.goto(`${srv.baseUrl}/admin/invoices`);
  await page.getByRole('row', { name: /示例科技有限公司/ }).getByRole('button', { name: '处理' }).click();
  await expect(page.getByText('本地测试开票服务')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-invoice-drawer.png', fullPage: true });
  await page.getByRole('button', { name: '开具', exact: true }).click();
  // the first PDF subsets the CJK font: seconds on a busy machine
  await expect(page.getByText(/发票已开具，发票号码 \d{20}/)).toBeVisible({ timeout: 60_000 });

  // the user downloads it and has the notice
  await page.goto(`${srv.baseUrl}/invoice?activeName=1`);
  await expect(page.getByRole('row', { name: /已开票/ })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载发票' }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('link', { name: '详情' }).click();
  await expect(page.getByText(/发票已开具，发票号码/)).toBeVisible();
  await expect(page.getByText(srv.orders[0]!.orderNo)).toBeVisible();
  await page.screenshot({ path: 'test-results/invoice-details-issued.png', fullPage: true });
  const notices = await page.request.get(`${srv.baseUrl}/api/News/listing?page=1`, { headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`, role: '1' } });
  expect(JSON.stringify(await notices.json())).toContain('已开具');

  // a second application, refused with a reason
  await apply(page, srv.orders.slice(2), '');
  await page.goto(`${srv.baseUrl}/admin/invoices`);
  await page.getByRole('row', { name: /示例科技有限公司/ }).getByRole('button', { name: '处理' }).click();
  await page.getByRole('button', { name: '拒绝', exact: true }).click();
  await page.getByLabel('拒绝原因').fill('税号与营业执照不一致');
  await page.getByRole('button', { name: '确认拒绝' }).click();
  await expect(page.getByText('已拒绝该开票申请')).toBeVisible();
  await page.goto(`${srv.baseUrl}/invoice?activeName=1`);
  await page.getByRole('row', { name: /已拒绝/ }).getByRole('button', { name: '拒绝原因' }).click();
  await expect(page.getByText('税号与营业执照不一致')).toBeVisible();
  await page.screenshot({ path: 'test-results/invoice-list-refused.png', fullPage: true });

  // 375 px
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${srv.baseUrl}/invoice?activeName=2`);
  await expect(page.getByTestId('invoice-header-card')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/invoice-headers-375.png', fullPage: true });
  await page.goto(`${srv.baseUrl}/orders/makeOutInvoice?ids=[${srv.orders[2]!.id}]&money=${srv.orders[2]!.money}`);
  await expect(page.getByText('开票须知')).toBeVisible();
  await page.screenshot({ path: 'test-results/make-out-invoice-375.png', fullPage: true });

  await page.goto(`${srv.baseUrl}/invoice?activeName=1`);
  await expect(page.getByRole('row', { name: /已拒绝/ })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/invoice-list-375.png', fullPage: true });

  // the company's sub-account is told the invoice pages are not for it
  await loginUser(page, '13800000003', '2');
  await page.goto(`${srv.baseUrl}/invoice`);
  await expect(page.getByText('子账号不能使用发票管理')).toBeVisible();
  await page.screenshot({ path: 'test-results/invoice-sub-account-375.png', fullPage: true });
});

test('an individual saves a 个人/非企业单位 header without 税号; the only header is preselected, of two none is', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginUser(page, '13800000001', '1');
  await page.goto(`${srv.baseUrl}/invoice?activeName=2`);
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  const dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await dialog.getByRole('radio', { name: '个人/非企业单位' }).check();
  await dialog.getByLabel('发票抬头').fill('李明');
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByLabel('邮箱').fill('li@example.com');
  await expect(dialog.getByLabel('税号')).toHaveAttribute('placeholder', '选填');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('发票抬头已保存')).toBeVisible();
  const card = page.getByTestId('invoice-header-card');
  await expect(card).toHaveCount(1);
  await expect(card).not.toContainText('税号');
  await page.screenshot({ path: 'test-results/invoice-individual-header.png', fullPage: true });

  const makeOut = `${srv.baseUrl}/orders/makeOutInvoice?ids=[${srv.orders[0]!.id}]&money=${srv.orders[0]!.money}`;
  await page.goto(makeOut);
  await expect(page.getByRole('radio', { name: /李明/ })).toBeChecked();
  await page.screenshot({ path: 'test-results/make-out-invoice-preselected.png', fullPage: true });

  // a second header: the user must choose
  await page.goto(`${srv.baseUrl}/invoice?activeName=2`);
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  await dialog.getByRole('radio', { name: '个人/非企业单位' }).check();
  await dialog.getByLabel('发票抬头').fill('某某街道办事处');
  await dialog.getByLabel('税号').fill('11310000000000000X');
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByLabel('邮箱').fill('jd@example.com');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(card).toHaveCount(2);
  await page.goto(makeOut);
  await expect(page.getByRole('radio', { name: /李明/ })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /某某街道办事处/ })).not.toBeChecked();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请选择发票信息')).toBeVisible();
});
