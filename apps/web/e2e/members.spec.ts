import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, OPERATOR, SPARE_MEMBER } from './support/accounts';
import { expect, latestSmsCode, loginAs, test } from './support/fixtures';
import { JPEG } from './support/images';

/**
 * Members (issue 6; 001 §2.5, §2.6, §5; 000 §5 unbind): the company's main account adds a member
 * (code from the outbox), the operator approves the letter in the console, the member switches to
 * the company and sees its evidence list; disabled, the member's next action sends it to /login.
 * Then a second member, added through the API, unbinds itself through the dialog.
 */
const SHOTS = path.resolve('test-results/members');
const shot = async (page: Page, name: string, width = 1366) => {
  await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
};

async function api<T>(request: APIRequestContext, method: 'get' | 'post', url: string, token: string, form?: Record<string, string>, role = '1') {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${token}`, role }, ...(form ? { form } : {}) });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}
const loginToken = async (request: APIRequestContext, phone: string, password: string, url = '/api/login') =>
  ((await (await request.post(url, { form: { phone, password } })).json()) as { data: { token: string } }).data.token;

test('a company adds a member, the operator approves, the member acts for the company, is disabled, and later unbinds itself', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = DEMO.individual;
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/member');
  await expect(page.getByTestId('member-add')).toBeVisible();
  await shot(page, 'member-list');
  await shot(page, 'member-list', 375);
  await page.setViewportSize({ width: 1366, height: 800 });

  // add: format check on blur, the name resolved, then the code and the letter
  await page.getByTestId('member-add').click();
  const dialog = page.getByRole('dialog', { name: '新增成员' });
  await dialog.getByTestId('member-mobile').fill('1380000');
  await dialog.getByTestId('member-mobile').blur();
  await expect(dialog.getByText('请输入正确格式手机号码')).toBeVisible();
  await expect(dialog.getByTestId('send-code')).toBeDisabled();
  await dialog.getByTestId('member-mobile').fill(member.phone);
  await dialog.getByTestId('member-mobile').blur();
  await expect(dialog.getByTestId('member-name')).toHaveValue(member.name);
  await dialog.getByTestId('member-submit').click();
  await expect(dialog.getByText('请输入成员手机号短信验证码')).toBeVisible();
  await expect(dialog.getByText('请上传授权委托书')).toBeVisible();
  await dialog.getByTestId('send-code').click();
  await expect(dialog.getByTestId('send-code')).toContainText('秒后重新获取');
  await dialog.getByTestId('sms-code').fill(await latestSmsCode(request, member.phone));
  await dialog.locator('input[type=file]').setInputFiles({ name: '授权委托书.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(dialog.getByRole('button', { name: '重新上传' })).toBeVisible();
  await shot(page, 'member-add-dialog');
  await dialog.getByTestId('member-submit').click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: member.phone }).filter({ hasText: '待审核' });
  await expect(row).toBeVisible();

  // the operator approves the letter in the console
  await page.goto('/admin/login');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), await loginToken(request, OPERATOR.phone, OPERATOR.password, '/api/admin/login'));
  await page.goto('/admin/members');
  const pending = page.getByRole('row').filter({ hasText: member.phone });
  await expect(pending).toBeVisible();
  await shot(page, 'admin-members');
  await pending.getByRole('button', { name: '通过' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
  await expect(pending).toBeHidden();

  // the member switches role and sees the company's list
  await loginAs(page, request, member.phone, DEMO_PASSWORD);
  await page.goto('/attestation-list');
  await page.getByTestId('role-switcher').click();
  await page.getByRole('menuitem', { name: `企业成员：${DEMO.companyMain.name}` }).click();
  await expect(page).toHaveURL(/\/attestation-list$/);
  await expect(page.getByTestId('account-name')).toHaveText(DEMO.companyMain.name);
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('2');
  await shot(page, 'member-acting');

  // the main account disables the member (code to the member's phone); the member's next action → /login
  const main = await loginToken(request, DEMO.companyMain.phone, DEMO_PASSWORD);
  const list = await api<{ list: { member_id: number; mobile: string; status: number }[] }>(request, 'get', `/api/companyMember/getList?keyword=${member.phone}`, main);
  const bound = list.list.find((m) => m.status === 3)!;
  const browserMember = await page.evaluate(() => localStorage.getItem('token'));
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto(`/member/${bound.member_id}`);
  await expect(page.getByTestId('member-info')).toContainText('已绑定');
  await shot(page, 'member-detail-info');
  await shot(page, 'member-detail-info', 375);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByRole('tab', { name: '消费记录' }).click();
  await page.getByTestId('orders-export').click();
  await expect(page.getByText('暂无数据').first()).toBeVisible();
  await shot(page, 'member-detail-orders');
  await page.goto('/member');
  const boundRow = page.getByRole('row').filter({ hasText: '已绑定' }).filter({ hasText: member.phone });
  await expect(boundRow).toBeVisible();
  await boundRow.getByRole('button', { name: '停用' }).click();
  const stop = page.getByRole('dialog', { name: '停用成员' });
  await expect(stop.getByTestId('stop-confirm')).toBeDisabled();
  await stop.getByTestId('send-code').click();
  await expect(stop.getByTestId('send-code')).toContainText('秒后重新获取');
  await stop.getByTestId('sms-code').fill(await latestSmsCode(request, member.phone));
  await stop.getByTestId('stop-confirm').click();
  await expect(page.getByRole('row').filter({ hasText: '已停用' }).filter({ hasText: member.phone })).toBeVisible();
  await page.evaluate(([t]) => (localStorage.setItem('token', t!), localStorage.setItem('role', '2')), [browserMember]);
  await page.goto('/attestation-list');
  await expect(page).toHaveURL(/\/login/);

  // a second member (no code of a kind went to its phone yet, so nothing waits out the one-a-minute rule),
  // added and approved through the API, unbinds itself in the dialog
  const spare = SPARE_MEMBER;
  const mainToken = await loginToken(request, DEMO.companyMain.phone, DEMO_PASSWORD);
  const sent = await api<{ token: string }>(request, 'post', '/api/companyMember/sendMsg', mainToken, { mobile: spare.phone, type: '7' });
  const upload = await request.post('/api/companyMember/upload', { headers: { Authorization: `Bearer ${mainToken}` }, multipart: { file: { name: 'l.jpg', mimeType: 'image/jpeg', buffer: JPEG } } });
  const filePath = ((await upload.json()) as { data: { path: string } }).data.path;
  const added = await api<{ member_id: number }>(request, 'post', '/api/companyMember/add', mainToken, { mobile: spare.phone, smsCode: await latestSmsCode(request, spare.phone), smsToken: sent.token, filePath });
  const opToken = await loginToken(request, OPERATOR.phone, OPERATOR.password, '/api/admin/login');
  await api(request, 'post', '/api/admin/members/approve', opToken, { member_id: String(added.member_id) });
  await loginAs(page, request, spare.phone, DEMO_PASSWORD);
  await page.goto('/attestation-list');
  await page.getByTestId('role-switcher').click();
  await page.getByRole('menuitem', { name: `企业成员：${DEMO.companyMain.name}` }).click();
  await expect(page.getByTestId('account-name')).toHaveText(DEMO.companyMain.name);
  // the irreversible unbind is not in the quick dropdown (issue 24 item 8): it links to /setting's tab
  await page.getByTestId('role-switcher').click();
  await expect(page.getByRole('menuitem', { name: '解除企业绑定' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: '企业绑定管理' }).click();
  await expect(page).toHaveURL(/\/setting\?tab=companyBinding/);
  await expect(page.getByTestId('bound-company')).toHaveText(DEMO.companyMain.name);
  await page.getByTestId('open-unbind').click();
  const unbind = page.getByRole('dialog', { name: '解除企业绑定' });
  await expect(unbind.getByText('解绑后不可恢复')).toBeVisible();
  await expect(unbind.getByTestId('unbind-confirm')).toBeDisabled();
  await unbind.getByTestId('send-code').click();
  await expect(unbind.getByTestId('send-code')).toContainText('秒后重新获取');
  await unbind.getByTestId('sms-code').fill(await latestSmsCode(request, spare.phone));
  await shot(page, 'unbind-dialog');
  await shot(page, 'unbind-dialog', 375);
  await unbind.getByTestId('unbind-confirm').click();
  await expect(unbind).toBeHidden();
  await expect(page.getByTestId('role-switcher')).toBeHidden();
  await expect(page.getByTestId('account-name').first()).toHaveText(spare.name);
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('1');
});

test('at 375 px the member table keeps 操作 in view without sideways scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/member');
  // the seeded member of the demo company (bound, so its action is 停用)
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '赵磊' });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: '操作' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: /停\s*用/ })).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('13800000003')).toBeInViewport({ ratio: 1 });
  const overflow = await page.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SHOTS, 'member-table-375.png'), fullPage: true });
});
