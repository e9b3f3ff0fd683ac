import { MSG } from '@evidence/shared/constants';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { OPERATOR } from './support/accounts';
import { expect, loginAs, registerViaApi, test } from './support/fixtures';

/**
 * Saves PNGs of the main screens at desktop (1366×768) and phone (375×812) sizes for a human to
 * look at, to apps/web/test-results/screenshots/. Also fails on console errors, which usually
 * mean a broken page that still looks fine at first sight.
 */
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
fs.mkdirSync(outDir, { recursive: true });

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /antd|React|Warning/i.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

async function shoot(page: Page, name: string, viewport: string) {
  await page.waitForLoadState('networkidle');
  // Let antd's entrance motions settle before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(outDir, `${name}-${viewport}.png`), fullPage: true });
}

for (const vp of VIEWPORTS) {
  test.describe(`${vp.name} ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('public pages', async ({ page }) => {
      const problems = watchConsole(page);
      const pages: [string, string, string][] = [
        ['/login', 'login', '账号登录'],
        ['/register', 'register', '注册账号'],
        ['/forgetpwd', 'forgetpwd', '找回密码'],
        ['/', 'home-logged-out', '平台能力'],
        ['/helpCenter', 'help-center', '注册与登录'],
        ['/clause', 'clause', '数据存证平台服务协议'],
        ['/mobileView/clause', 'mobile-clause', '数据存证平台服务协议'],
        ['/does-not-exist', 'not-found', MSG.notFoundPage],
        ['/admin/login', 'admin-login', '公证处工作人员登录'],
      ];
      for (const [url, name, text] of pages) {
        await page.goto(url);
        await expect(page.getByText(text).first()).toBeVisible();
        await shoot(page, name, vp.name);
      }
      expect(problems).toEqual([]);
    });

    const accounts = [
      ['individual', DEMO.individual],
      ['company-main', DEMO.companyMain],
      ['company-sub', DEMO.companySub],
    ] as const;
    for (const [label, account] of accounts) {
      test(`shell for ${label}`, async ({ page, request }) => {
        const problems = watchConsole(page);
        await loginAs(page, request, account.phone, DEMO_PASSWORD);
        await page.goto('/');
        await expect(page.getByTestId('account-name').first()).toHaveText(account.name);
        await shoot(page, `home-${label}`, vp.name);
        await page.goto('/setting');
        await expect(page.getByRole('heading', { name: '基本设置' })).toBeVisible();
        await shoot(page, `setting-${label}`, vp.name);
        if (vp.name === 'desktop') {
          await page.getByTestId('account-name').click();
          await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
          await shoot(page, `account-menu-${label}`, vp.name);
        } else {
          await page.getByRole('button', { name: '打开菜单' }).click();
          await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
          await shoot(page, `drawer-${label}`, vp.name);
        }
        expect(problems).toEqual([]);
      });
    }

    test('new, unverified account', async ({ page, request }) => {
      const problems = watchConsole(page);
      const phone = await registerViaApi(request, 'abc12345');
      await loginAs(page, request, phone, 'abc12345');
      await page.goto('/');
      await expect(page.getByText('您还未完成实名认证').first()).toBeVisible();
      await shoot(page, 'home-unverified', vp.name);
      expect(problems).toEqual([]);
    });

    test('operator console', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
      await page.getByLabel('手机号', { exact: true }).fill(OPERATOR.phone);
      await page.getByLabel('密码', { exact: true }).fill(OPERATOR.password);
      await page.getByLabel('密码', { exact: true }).press('Enter');
      await expect(page).toHaveURL(/\/admin\/verifications$/);
      await expect(page.getByTestId('operator-name')).toHaveText(OPERATOR.name);
      await expect(page.getByRole('heading', { name: '实名认证审核' })).toBeVisible();
      await shoot(page, 'admin-verifications', vp.name);
      await page.goto('/admin/sms');
      await expect(page.getByRole('heading', { name: '短信记录' })).toBeVisible();
      await expect(page.getByText(/发送记录保留 \d+ 天/)).toBeVisible();
      await shoot(page, 'admin-sms-deliveries', vp.name);
      await page.getByRole('tab', { name: '本地测试发件箱' }).click();
      await expect(page.getByRole('tabpanel').locator('.ant-table-row').first()).toBeVisible();
      await shoot(page, 'admin-sms', vp.name);
      expect(problems).toEqual([]);
    });
  });
}
