import { MSG, SHARE_MSG } from '@evidence/shared/constants';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, loginAs, registerViaApi, test } from './support/fixtures';

/**
 * The 证据提取码 tab of /setting (000 §2, §5, §6). The extract dialog and the custody log are
 * mounted on the certificate page; their server side is covered by extraction.test.ts and
 * custody-log.test.ts.
 */
test('set an extraction code, see it after a reload, copy it, change it with confirmation', async ({ page, request }) => {
  const phone = await registerViaApi(request, 'abc12345');
  await loginAs(page, request, phone, 'abc12345');
  await page.goto('/setting?tab=extractCode');
  await expect(page.getByRole('tab', { name: '证据提取码', selected: true })).toBeVisible();
  await expect(page.getByText('未设置', { exact: true })).toBeVisible();

  const input = page.getByLabel('设置提取码');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(MSG.extractCodeRequired)).toBeVisible();
  // the input stops at 30 characters; a special character is refused on the client as on the server
  await input.fill('a'.repeat(40));
  await expect(input).toHaveValue('a'.repeat(30));
  await input.fill('abc<1>');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(MSG.extractCodeInvalid)).toBeVisible();

  await input.fill('share-2026');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(SHARE_MSG.saved)).toBeVisible();
  await expect(page.getByTestId('current-extract-code')).toHaveText('share-2026');

  await page.reload();
  await expect(page.getByTestId('current-extract-code')).toHaveText('share-2026');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: '复制' }).click();
  await expect(page.getByText(SHARE_MSG.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('share-2026');

  await page.getByLabel('新提取码').fill('share-2027');
  await page.getByRole('button', { name: '修改提取码' }).click();
  await expect(page.getByText(SHARE_MSG.changeConfirm)).toBeVisible();
  await page.getByRole('button', { name: '确定修改' }).click();
  await expect(page.getByTestId('current-extract-code')).toHaveText('share-2027');
  // the user info kept in the browser never holds the code
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('share-2027');
});

test('a new code needs 6 to 30 letters and digits, checked in the form by the shared rule (issue 14)', async ({ page, request }) => {
  const phone = await registerViaApi(request, 'abc12345');
  await loginAs(page, request, phone, 'abc12345');
  await page.goto('/setting?tab=extractCode');
  const input = page.getByLabel('设置提取码');
  for (const [weak, msg] of [['1', MSG.extractCodeTooShort], ['abcdefgh', MSG.extractCodeWeak], ['abc 123', MSG.extractCodeChars]] as const) {
    await input.fill(weak);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(msg)).toBeVisible();
  }
  await expect(page.getByText('未设置', { exact: true })).toBeVisible();
});

test("a sub-account sees only the company's code, read only", async ({ page, request }) => {
  // the company main account sets the code first
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/setting?tab=extractCode');
  const input = page.getByLabel(/设置提取码|新提取码/);
  await input.fill('company-e2e1');
  const hasCode = await page.getByTestId('current-extract-code').count();
  await page.getByRole('button', { name: hasCode ? '修改提取码' : '保存' }).click();
  if (hasCode) await page.getByRole('button', { name: '确定修改' }).click();
  await expect(page.getByTestId('current-extract-code')).toHaveText('company-e2e1');

  await loginAs(page, request, DEMO.companySub.phone, DEMO_PASSWORD);
  await page.goto('/setting');
  await expect(page.getByRole('tab', { name: '证据提取码', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: '修改密码' })).toHaveCount(0);
  await expect(page.getByText(SHARE_MSG.subAccountNote)).toBeVisible();
  await expect(page.getByTestId('current-extract-code')).toHaveText('company-e2e1');
  await expect(page.getByLabel(/设置提取码|新提取码/)).toHaveCount(0);
});
