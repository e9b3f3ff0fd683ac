import { MSG } from '@evidence/shared/constants';
import { DEMO } from './support/accounts';
import { expect, latestSmsCode, loginAs, registerViaApi, test } from './support/fixtures';

/** Session expiry, login hardening and the change-password rules, as a user meets them. */

test('an expired token on a protected page leads to login with a way back', async ({ page }) => {
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged'));
  await page.goto('/setting');
  await expect(page.getByText(MSG.sessionExpired)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a stale token on the home page quietly logs the visitor out', async ({ page }) => {
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged'));
  await page.goto('/');
  await expect(page.locator('header').getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MSG.sessionExpired)).toHaveCount(0);
});

test('repeated failed logins bring up the image captcha', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('图形验证码', { exact: true })).toHaveCount(0);
  const phone = page.getByLabel('手机号', { exact: true });
  const password = page.getByLabel('密码', { exact: true });
  // 13800000004 is a demo company nobody else logs in as during the tests.
  await phone.fill('13800000004');
  // Wait for each answer: while a try is pending the button is busy and Enter does nothing.
  let needCaptcha = false;
  for (let i = 0; i < 5 && !needCaptcha; i += 1) {
    await password.fill(`wrong${i}x`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
    await password.press('Enter');
    const body = (await (await answer).json()) as { code: number; msg: string; data: { needCaptcha?: boolean } | null };
    expect(body.msg).toBe(MSG.loginFailed);
    needCaptcha = body.data?.needCaptcha === true;
  }
  expect(needCaptcha).toBe(true);
  await expect(page.getByLabel('图形验证码', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
});

test('change password: client rules, then logged out to the login page', async ({ page, request }) => {
  const phone = await registerViaApi(request, 'abc12345');
  await loginAs(page, request, phone, 'abc12345');
  await page.goto('/setting');
  const oldPwd = page.getByLabel('原密码');
  const newPwd = page.getByLabel('新密码', { exact: true });
  const repeat = page.getByLabel('确认新密码');

  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText(MSG.oldPasswordRequired)).toBeVisible();

  await oldPwd.fill('abc12345');
  await newPwd.fill('abc12345');
  await repeat.fill('abc12399');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText(MSG.passwordSameAsOld)).toBeVisible();
  await expect(page.getByText(MSG.passwordMismatch)).toBeVisible();

  await newPwd.fill('xyz98765');
  await repeat.fill('xyz98765');
  await repeat.press('Enter');
  await expect(page.getByText(MSG.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('sub-accounts see an explanation instead of the password form', async ({ page, request }) => {
  await loginAs(page, request, DEMO.companySub.phone, 'demo1234');
  await page.goto('/setting');
  await expect(page.getByText(MSG.subAccountNoPassword)).toBeVisible();
  await expect(page.getByRole('tab', { name: '修改密码' })).toHaveCount(0);
});

test('forgotten password: SMS code, new password, log in with it', async ({ page, request }) => {
  const phone = await registerViaApi(request, 'abc12345');
  const captchaAnswer = page.waitForResponse((r) => r.url().includes('/api/Register/getImgCode'));
  await page.goto('/forgetpwd');
  const captcha = (await (await captchaAnswer).json()) as { data: { testText?: string } };

  await page.getByLabel('手机号', { exact: true }).fill(phone);
  // A wrong captcha is refused and a new image is fetched.
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/Register/getImgCode'));
  await page.getByLabel('图形验证码', { exact: true }).fill(captcha.data.testText === 'zzzz' ? 'yyyy' : 'zzzz');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(MSG.captchaWrong)).toBeVisible();
  const second = (await (await refreshed).json()) as { data: { testText?: string } };

  await page.getByLabel('图形验证码', { exact: true }).fill(second.data.testText ?? '');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, phone));
  await page.getByLabel('新密码', { exact: true }).fill('new12345');
  await page.getByLabel('确认新密码').fill('new12346');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText(MSG.confirmPasswordMismatch)).toBeVisible();
  await page.getByLabel('确认新密码').fill('new12345');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText(MSG.resetOk)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('密码', { exact: true }).fill('new12345');
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page.getByTestId('account-name')).toHaveText(phone);
});
