import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, OPERATOR } from './support/accounts';
import { outboxTexts } from './support/esign-pages';
import { cliJs, repoRoot, startServerProcess, tsx, type ServerProcess } from './support/server-process';

/**
 * Issue 24 item 6 in the browser: the 签章管理 pages link to each other; the demo company (whose 合同专用章 the seed
 * made, as its approval would) is warned on 确认发起 that a company signer it typed has no e-seal, then chooses
 * 本方自动盖章 for its own company: the send seals that signer (no link texted to it) and the timeline says so.
 * At 1366 px and at 375 px. Screenshots in test-results/screenshots.
 */
const test = base.extend<object, { esignServer: ServerProcess }>({
  esignServer: [
    async ({}, use) => {
      const srv = await startServerProcess(
        'esign-auto-seal',
        (dataDir) => [
          [process.execPath, [cliJs, 'create-operator', '--phone', OPERATOR.phone, '--name', OPERATOR.name, '--password', OPERATOR.password]],
          [process.execPath, [cliJs, 'seed-demo']],
          [tsx, [path.join(repoRoot, 'apps/server/test/helpers/esign/e2e-template.ts'), dataDir, DEMO.companyMain.phone]],
        ],
        { POINTS_PRICE_ESIGN: '10' },
      );
      await use(srv);
      await srv.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ esignServer }, use) => use(esignServer.baseUrl),
});

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');

async function login(page: Page, request: APIRequestContext, phone: string) {
  const body = (await (await request.post('/api/login', { form: { phone, password: DEMO_PASSWORD } })).json()) as { code: number; msg: string; data: { token: string } };
  expect(body.code, body.msg).toBe(200);
  await page.goto('/api/health');
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', '1');
  }, body.data.token);
}

for (const width of [1366, 375]) {
  test(`签章管理 pages link both ways; a seal warning, then 本方自动盖章 at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await login(page, request, DEMO.companyMain.phone);

    await page.goto('/signature');
    const family = page.getByTestId('seal-family-nav');
    await expect(family).toContainText('签章管理');
    await expect(family).toContainText('签名与印章：用于在线公证');
    await page.screenshot({ path: path.join(shots, `signature-${width}.png`), fullPage: true });
    await family.getByText('企业印章', { exact: true }).click();
    await expect(page).toHaveURL(/\/electric-sign\/seal$/);
    // the seed's 合同专用章 (what the approval's job makes) is there
    await expect(page.locator('.ep-panel')).toContainText('合同专用章');
    await page.screenshot({ path: path.join(shots, `esign-seal-${width}.png`), fullPage: true });
    await page.getByTestId('seal-family-nav').getByText('签名与印章', { exact: true }).click();
    await expect(page).toHaveURL(/\/signature$/);

    const title = `自动盖章合同${width}`;
    const other = width === 1366 ? '13966667001' : '13966667002';
    await page.goto('/electric-sign/manage/create');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '房屋租赁合同' }).click();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('合同名称').fill(title);
    const cards = page.locator('.ep-esign-signer');
    await cards.nth(0).getByLabel('签署人姓名').fill('王经理');
    await cards.nth(0).getByLabel('手机号').fill('13966667009');
    await cards.nth(0).getByText('企业', { exact: true }).click();
    await cards.nth(0).getByLabel('企业名称').fill('甲方贸易有限公司');
    await cards.nth(1).getByLabel('签署人姓名').fill('李四');
    await cards.nth(1).getByLabel('手机号').fill(other);
    await page.getByRole('button', { name: '下一步' }).click();
    const warnings = page.getByTestId('seal-warnings');
    await expect(warnings).toContainText('甲方「甲方贸易有限公司」暂无可用的电子印章');
    await page.screenshot({ path: path.join(shots, `confirm-warning-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: '上一步' }).click();
    await cards.nth(0).getByText('本方自动盖章', { exact: true }).click();
    await expect(cards.nth(0).getByLabel('企业名称')).toHaveValue('示例科技有限公司');
    await expect(cards.nth(0).getByLabel('手机号')).toHaveValue(DEMO.companyMain.phone);
    await expect(cards.nth(0).getByLabel('手机号')).toBeDisabled();
    await expect(cards.nth(0)).toContainText('合同专用章');
    await page.screenshot({ path: path.join(shots, `signers-autoseal-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.locator('.ep-esign-autoseal-tag')).toHaveText('本方自动盖章');
    await expect(page.getByTestId('seal-warnings')).toHaveCount(0);
    await page.screenshot({ path: path.join(shots, `confirm-autoseal-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page).toHaveURL(/\/electric-sign\/manage\/detail\/\d+$/);
    await expect(page.locator('.ep-esign-timeline')).toContainText('本方自动盖章（发起方选择）');
    await page.screenshot({ path: path.join(shots, `detail-autoseal-${width}.png`), fullPage: true });
    // the other signer got its link; the company's own phone got none for this contract
    expect((await outboxTexts(request, other))[0]).toMatch(new RegExp(`邀请您签署《${title}》`));
    expect((await outboxTexts(request, DEMO.companyMain.phone)).filter((x) => x.includes(title))).toEqual([]);
  });
}
