import { MSG } from '@evidence/shared/constants';
import { test, expect, latestSmsCode, randomPhone } from './support/fixtures';

/**
 * The account journey a new user takes: register with captcha + SMS code, log in, see the
 * account in the header, log out; then the login guard and the not-found page.
 */
test('register, log in, log out, guard and not-found', async ({ page, request }) => {
  const phone = randomPhone();
  const password = 'abc12345';

  // Register. The test server echoes the captcha text (CAPTCHA_TEST_ECHO=1) in the API answer.
  const captchaAnswer = page.waitForResponse((r) => r.url().includes('/api/Register/getImgCode'));
  await page.goto('/register');
  await expect(page).toHaveTitle('注册 - 数据存证平台');
  const captcha = (await (await captchaAnswer).json()) as { data: { testText?: string } };
  expect(captcha.data.testText, 'server must run with CAPTCHA_TEST_ECHO=1').toBeTruthy();

  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('图形验证码', { exact: true }).fill(captcha.data.testText ?? '');
  const smsAnswer = page.waitForResponse((r) => r.url().includes('/api/Register/sendSMS'));
  const nextCaptcha = page.waitForResponse((r) => r.url().includes('/api/Register/getImgCode'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  expect(((await (await smsAnswer).json()) as { code: number }).code).toBe(200);
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  // the send spent the captcha and cleared its field: a new one is fetched
  const second = (await (await nextCaptcha).json()) as { data: { testText?: string } };

  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, phone));
  // a mismatched confirmation is flagged even while the password itself is invalid
  await page.getByLabel('设置密码').fill('abc');
  await page.getByLabel('确认密码').fill('abd');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText(MSG.passwordRule)).toBeVisible();
  await expect(page.getByText(MSG.confirmPasswordMismatch)).toBeVisible();
  // an empty captcha is refused at submit too
  await expect(page.getByText(MSG.captchaRequired)).toBeVisible();
  await page.getByLabel('设置密码').fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByLabel('图形验证码', { exact: true }).fill(second.data.testText ?? '');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText(MSG.registerOk)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // the URL changes before the lazily loaded login page replaces the register form (which has a
  // 手机号 field too): wait for the login form itself
  await expect(page.getByText('账号登录')).toBeVisible();

  // Log in with Enter; the header shows the account (a new account has only its phone).
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-name')).toHaveText(phone);

  // Log out from the account menu.
  await page.getByTestId('account-name').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.locator('header').getByRole('link', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A protected page sends a logged-out visitor to the login page and back afterwards.
  await page.goto('/setting');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting$/);
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('tab', { name: '修改密码' })).toBeVisible();

  // Pages that are not built (yet) and unknown URLs show the not-found page.
  for (const url of ['/no-such-page', '/electric-sign/no-such-page']) {
    await page.goto(url);
    await expect(page.getByText(MSG.notFoundPage)).toBeVisible();
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
  }
});

test('mobile pages scale the root font size and give it back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/mobileView/clause');
  await expect(page.getByText('数据存证平台服务协议').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('50px');
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe('100px');
  // Leaving through the client router restores the previous (empty) value.
  await page.evaluate(() => window.history.pushState({}, '', '/helpCenter'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('');
});
