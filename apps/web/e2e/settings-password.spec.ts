import { MSG } from '@evidence/shared/constants';
import { expect, loginAs, registerViaApi, test } from './support/fixtures';

/**
 * The 修改密码 tab of /setting (000 §2, §5): the form's own checks with the specification's
 * messages, a wrong old password refused by the server, then success: '修改密码成功', the session
 * ends, /login, and only the new password works. Sub-accounts: extraction.spec.ts.
 */
test('change the password: mismatch, same as old, wrong old, then success and log in again', async ({ page, request }) => {
  const phone = await registerViaApi(request, 'abc12345');
  await loginAs(page, request, phone, 'abc12345');
  await page.goto('/setting');
  await expect(page.getByRole('tab', { name: '修改密码', selected: true })).toBeVisible();

  const old = page.getByLabel('原密码');
  const next = page.getByLabel('新密码', { exact: true });
  const repeat = page.getByLabel('确认新密码');
  const submit = page.getByRole('button', { name: '确认修改' });

  // nothing filled: each field says what it needs
  await submit.click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(3);

  await old.fill('abc12345');
  await next.fill('new12345');
  await repeat.fill('new123456');
  await submit.click();
  await expect(page.getByText(MSG.passwordMismatch)).toBeVisible();

  await next.fill('abc12345');
  await repeat.fill('abc12345');
  await submit.click();
  await expect(page.getByText(MSG.passwordSameAsOld)).toBeVisible();

  // the server decides whether the old password is right; nothing changes
  await old.fill('wrong123');
  await next.fill('new12345');
  await repeat.fill('new12345');
  await submit.click();
  await expect(page.getByText(MSG.oldPasswordWrong)).toBeVisible();
  await expect(page).toHaveURL(/\/setting/);

  await old.fill('abc12345');
  await submit.click();
  await expect(page.getByText(MSG.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // the old password no longer works, the new one does
  const oldLogin = (await (await request.post('/api/login', { form: { phone, password: 'abc12345' } })).json()) as { code: number };
  expect(oldLogin.code).toBe(400);
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('密码', { exact: true }).fill('new12345');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(phone);
});
