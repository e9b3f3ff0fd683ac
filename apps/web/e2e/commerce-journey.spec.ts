import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, OPERATOR } from './support/accounts';
import { expect, latestSmsCode, loginAs, test } from './support/fixtures';
import { JPEG } from './support/images';

/**
 * Issue 6 from end to end, on the shared server, through the pages only: 第二示例贸易有限公司's main
 * account adds 李明 as a member (code from the outbox) → the operator approves the letter → 李明
 * switches to the company and preserves a file, paid from the company's points → the main account
 * sees the record and the member's consumption → buys points through the local cashier opened from
 * the QR code → asks for an invoice of that top-up → the operator issues it → the PDF is downloaded
 * → the member is disabled and its session ends.
 */
test.describe.configure({ timeout: 300_000 });

// the second demo company: the other specs count 示例科技有限公司's records and orders exactly
const company = DEMO.otherCompany;
const member = DEMO.individual;
const pointsOf = async (page: Page) => Number(((await page.getByTestId('points').textContent()) ?? '').replace(/,/g, ''));

async function operatorPage(page: Page, path: string) {
  const login = await page.request.post('/api/admin/login', { form: { phone: OPERATOR.phone, password: OPERATOR.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.goto('/admin/login');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
  await page.goto(path);
}

async function payOnPhone(browser: Browser, cashierUrl: string) {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const mobile = await phone.newPage();
  await mobile.goto(cashierUrl);
  await expect(mobile.getByRole('alert')).toContainText('本地测试收银台（非真实支付）');
  await mobile.getByRole('button', { name: '确认支付' }).click();
  await expect(mobile.getByText('支付成功，积分已到账')).toBeVisible();
  await phone.close();
}

test('a company adds a member who spends its points; the company buys points, is invoiced, and disables the member', async ({ page, browser, request, baseURL }) => {
  await page.setViewportSize({ width: 1366, height: 900 });

  // 1. the main account adds the member: name resolved on blur, code from the outbox, the letter
  await loginAs(page, request, company.phone, DEMO_PASSWORD);
  await page.goto('/member');
  await page.getByTestId('member-add').click();
  const add = page.getByRole('dialog', { name: '新增成员' });
  await add.getByTestId('member-mobile').fill(member.phone);
  await add.getByTestId('member-mobile').blur();
  await expect(add.getByTestId('member-name')).toHaveValue(member.name);
  await add.getByTestId('send-code').click();
  await expect(add.getByTestId('send-code')).toContainText('秒后重新获取');
  await add.getByTestId('sms-code').fill(await latestSmsCode(request, member.phone));
  await add.locator('input[type=file]').setInputFiles({ name: '授权委托书.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(add.getByRole('button', { name: '重新上传' })).toBeVisible();
  await add.getByTestId('member-submit').click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: member.phone }).filter({ hasText: '待审核' })).toBeVisible();

  // 2. the operator approves the letter
  await operatorPage(page, '/admin/members');
  const pending = page.getByRole('row').filter({ hasText: member.phone });
  await pending.getByRole('button', { name: '通过' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
  await expect(pending).toBeHidden();

  // 3. the member switches to the company and preserves a file with the company's points
  await loginAs(page, request, member.phone, DEMO_PASSWORD);
  await page.goto('/attestation-list');
  await page.getByTestId('role-switcher').click();
  await page.getByRole('menuitem', { name: `企业成员：${company.name}` }).click();
  await expect(page.getByTestId('account-name')).toHaveText(company.name);
  await page.goto('/newAccessCard');
  const before = await pointsOf(page);
  const title = `成员存证-${Date.now()}`;
  await page.locator('input[type=file]').setInputFiles({ name: 'member.txt', mimeType: 'text/plain', buffer: Buffer.from(`${title}\n`) });
  await page.getByLabel('member.txt 的标题').fill(title);
  await page.getByRole('button', { name: '开始上传', exact: true }).click();
  const item = page.getByRole('listitem', { name: 'member.txt' });
  await expect(item.getByText('已上传', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => pointsOf(page), { timeout: 15_000 }).toBe(before - 1);

  // 4. the main account sees the record and the member's consumption
  await loginAs(page, request, company.phone, DEMO_PASSWORD);
  await page.goto('/attestation-list');
  await expect(page.getByText(title)).toBeVisible();
  await page.goto('/orders?tab=consumption');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: member.name }).filter({ hasText: '数据存证' }).first()).toBeVisible();

  // 5. points bought through the local cashier opened from the QR code's address
  await page.goto('/buyCredits');
  const owned = await pointsOf(page);
  await page.getByText('100 元', { exact: true }).click();
  await page.getByRole('button', { name: /立即支付/ }).click();
  const pay = page.getByRole('dialog', { name: '微信支付' });
  const orderNo = ((await pay.getByTestId('pay-order-no').textContent()) ?? '').trim();
  await payOnPhone(browser, (await pay.getByTestId('cashier-link').getAttribute('href')) ?? '');
  await expect(pay).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => pointsOf(page)).toBe(owned + 100);

  // 6. an invoice header, then an invoice of that top-up from the orders page
  await page.goto('/invoice?activeName=2');
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  const header = page.getByRole('dialog', { name: '新增发票抬头' });
  // the company's tax number is the credit code of its approved verification (seed:demo), locked
  await expect(header.getByLabel('税号')).toHaveValue(/^91440300MA5D8R3T1[0-9A-Z]$/);
  await expect(header.getByLabel('税号')).toBeDisabled();
  await header.getByLabel('开户银行').fill('招商银行上海分行');
  await header.getByLabel('银行账号').fill('6225880212345678');
  await header.getByLabel('注册地址').fill('上海市浦东新区世纪大道1号');
  await header.getByLabel('注册电话').fill('021-12345678');
  await header.getByLabel('手机号').fill('13912345678');
  await header.getByLabel('邮箱').fill('fp@example.com');
  await header.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('发票抬头已保存')).toBeVisible();
  await page.goto('/orders');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: orderNo }).locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: '申请开票' }).click();
  await expect(page).toHaveURL(/\/orders\/makeOutInvoice\?/);
  await page.getByRole('radio', { name: new RegExp(company.name) }).check();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('开票申请已提交')).toBeVisible();
  await expect(page).toHaveURL(/\/invoice\?activeName=1$/);

  // 7. the operator issues it; the company downloads the PDF
  await operatorPage(page, '/admin/invoices');
  await page.getByRole('row', { name: new RegExp(company.name) }).getByRole('button', { name: '处理' }).first().click();
  await page.getByRole('button', { name: '开具', exact: true }).click();
  await expect(page.getByText(/发票已开具，发票号码 \d{20}/)).toBeVisible({ timeout: 60_000 });
  await loginAs(page, request, company.phone, DEMO_PASSWORD);
  await page.goto('/invoice?activeName=1');
  const download = page.waitForEvent('download');
  await page.getByRole('row', { name: /已开票/ }).getByRole('button', { name: '下载发票' }).first().click();
  expect(fs.readFileSync(await (await download).path()).subarray(0, 5).toString()).toBe('%PDF-');

  // 8. the main account disables the member; the member's next page sends it to /login
  const memberContext = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const memberPage = await memberContext.newPage();
  await loginAs(memberPage, memberContext.request, member.phone, DEMO_PASSWORD);
  await memberPage.evaluate(() => localStorage.setItem('role', '2'));
  await memberPage.goto('/attestation-list');
  await expect(memberPage.getByTestId('account-name')).toHaveText(company.name);
  await page.goto('/member');
  const bound = page.getByRole('row').filter({ hasText: '已绑定' }).filter({ hasText: member.phone });
  await bound.getByRole('button', { name: '停用' }).click();
  const stop = page.getByRole('dialog', { name: '停用成员' });
  await expect(stop.getByTestId('stop-confirm')).toBeDisabled();
  await stop.getByTestId('send-code').click();
  await expect(stop.getByTestId('send-code')).toContainText('秒后重新获取');
  await stop.getByTestId('sms-code').fill(await latestSmsCode(request, member.phone));
  await stop.getByTestId('stop-confirm').click();
  await expect(page.getByRole('row').filter({ hasText: '已停用' }).filter({ hasText: member.phone })).toBeVisible();
  await memberPage.goto('/newAccessCard');
  await expect(memberPage).toHaveURL(/\/login/);
  await memberContext.close();
});
