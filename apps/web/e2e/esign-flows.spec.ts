import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, OPERATOR } from './support/accounts';
import { cliJs, lastJsonLine, repoRoot, startServerProcess, tsx, type ServerProcess } from './support/server-process';

/**
 * Sign flows, the sender's side (issue 16 items 3 and 6): the demo company opens 电子签约 (→ 签署管理), makes a
 * flow from its template with two signers in the wizard, sends it (签署中; both signers' links in the SMS
 * outbox; 10 points charged), revokes it with a reason and sees the points back in /orders → 消费记录; a
 * draft is saved and deleted. Its own server: the demo accounts, an operator (the outbox) and one template of
 * the company stored as the templates part stores it (apps/server/test/helpers/esign/e2e-template.ts).
 *
 * Until the templates part is merged, GET contractTempList does not exist on this branch: the page's call is
 * answered with the seeded template's row when (and only when) the server does not know the call.
 */
interface TemplateRow {
  id: number;
  name: string;
  roles: string[];
}
const test = base.extend<object, { esignServer: ServerProcess & { template: TemplateRow } }>({
  esignServer: [
    async ({}, use) => {
      const srv = await startServerProcess(
        'esign-flows',
        (dataDir) => [
          [process.execPath, [cliJs, 'create-operator', '--phone', OPERATOR.phone, '--name', OPERATOR.name, '--password', OPERATOR.password]],
          [process.execPath, [cliJs, 'seed-demo']],
          [tsx, [path.join(repoRoot, 'apps/server/test/helpers/esign/e2e-template.ts'), dataDir, DEMO.companyMain.phone]],
        ],
        { POINTS_PRICE_ESIGN: '10' },
      );
      await use({ ...srv, template: lastJsonLine<TemplateRow>(srv.seedOutputs[2]!) });
      await srv.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ esignServer }, use) => use(esignServer.baseUrl),
});

const shots = '/tmp/esign-flows-shots';
fs.mkdirSync(shots, { recursive: true });

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function login(page: Page, request: APIRequestContext, phone: string) {
  const body = (await (await request.post('/api/login', { form: { phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string }>;
  expect(body.code, body.msg).toBe(200);
  await page.goto('/api/health');
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', '1');
  }, body.data.token);
  return { Authorization: `Bearer ${body.data.token}`, role: '1' };
}

async function balance(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const r = (await (await request.get('/api/user/getAuthInfo', { headers })).json()) as Envelope<{ points: number }>;
  return r.data.points;
}

async function outbox(request: APIRequestContext, phone: string): Promise<string[]> {
  const op = (await (await request.post('/api/admin/login', { form: { phone: OPERATOR.phone, password: OPERATOR.password } })).json()) as Envelope<{ token: string }>;
  const r = (await (await request.get(`/api/admin/smsOutbox?page=1&phone=${phone}`, { headers: { Authorization: `Bearer ${op.data.token}` } })).json()) as Envelope<{ list: { text: string }[] }>;
  return r.data.list.map((m) => m.text);
}

/** The templates part's call, answered by the server when it knows it, else with the seeded row. */
async function templatesCall(page: Page, template: TemplateRow) {
  await page.route('**/api/ElcSign/contractTempList**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    if (body?.code === 200) return route.fulfill({ response: res });
    return route.fulfill({ json: { code: 200, msg: 'ok', data: { count: 1, list: [{ ...template, categoryName: '租赁合同', pageCount: 2, fieldCount: 3 }] } } });
  });
}

async function fillWizard(page: Page, title: string, phones: [string, string]) {
  await page.getByRole('link', { name: '发起签署' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/manage\/create$/);
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '房屋租赁合同' }).click();
  await page.screenshot({ path: path.join(shots, 'create-1-template.png'), fullPage: true });
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('合同名称').fill(title);
  const cards = page.locator('.ep-esign-signer');
  await cards.nth(0).getByLabel('签署人姓名').fill('王经理');
  await cards.nth(0).getByLabel('手机号').fill(phones[0]);
  await cards.nth(0).getByText('企业', { exact: true }).click();
  await cards.nth(0).getByLabel('企业名称').fill('甲方贸易有限公司');
  await cards.nth(1).getByLabel('签署人姓名').fill('李四');
  await cards.nth(1).getByLabel('手机号').fill(phones[1]);
  await page.getByText('无序签署（同时）').click();
  await page.screenshot({ path: path.join(shots, 'create-2-signers.png'), fullPage: true });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('10.00 积分')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'create-3-confirm.png'), fullPage: true });
}

test('the company sends a flow from its template, sees 签署中 and the texts, revokes it and gets the points back', async ({ page, request, esignServer }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const headers = await login(page, request, DEMO.companyMain.phone);
  await templatesCall(page, esignServer.template);
  const before = await balance(request, headers);
  await page.goto('/');
  await page.getByRole('link', { name: '电子签约' }).first().click();
  await expect(page).toHaveURL(/\/electric-sign\/manage$/);
  await expect(page.locator('.ant-table-placeholder')).toContainText('暂无数据');

  await fillWizard(page, '房屋租赁合同（两方）', ['13966660001', '13966660002']);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/manage\/detail\/\d+$/);
  const detailUrl = page.url();
  await expect(page.locator('.ep-esign-facts')).toContainText('签署中');
  await expect(page.locator('.ep-esign-facts')).toContainText('10.00 积分');
  await expect(page.getByRole('button', { name: '重发短信' })).toHaveCount(2);
  await expect(page.locator('.ep-esign-timeline')).toContainText('发起签署');
  await page.screenshot({ path: path.join(shots, 'detail-signing.png'), fullPage: true });
  expect(await balance(request, headers)).toBe(before - 10);
  for (const phone of ['13966660001', '13966660002']) {
    const texts = await outbox(request, phone);
    expect(texts[0]).toMatch(/邀请您签署《房屋租赁合同（两方）》.*\/h5elesign\?token=/);
  }

  await page.goto('/electric-sign/manage');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '房屋租赁合同（两方）' });
  await expect(row).toContainText('签署中');
  await expect(row).toContainText('王经理');
  await page.screenshot({ path: path.join(shots, 'list.png'), fullPage: true });
  await row.getByRole('button', { name: '撤销' }).click();
  const dialog = page.getByRole('dialog', { name: '撤销签署' });
  await dialog.getByRole('button', { name: '确定撤销' }).click();
  await expect(dialog).toContainText('请填写撤销原因');
  await dialog.getByLabel('撤销原因').fill('合同条款需要调整');
  await dialog.getByRole('button', { name: '确定撤销' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已撤销');
  expect(await balance(request, headers)).toBe(before);
  expect((await outbox(request, '13966660001'))[0]).toContain('已被发起方撤销');
  await page.goto(detailUrl);
  await expect(page.locator('.ep-esign-facts')).toContainText('已退还 10.00 积分');
  await expect(page.locator('.ep-esign-timeline')).toContainText('撤销签署');
  await expect(page.getByRole('button', { name: '重发短信' })).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'detail-revoked.png'), fullPage: true });

  await page.goto('/orders?tab=consumption');
  const order = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '电子签约' });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('已退还 10 积分');
});

test('a draft is saved, continued and deleted after its confirmation', async ({ page, request, esignServer }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, request, DEMO.companyMain.phone);
  await templatesCall(page, esignServer.template);
  await page.goto('/electric-sign/manage');
  await fillWizard(page, '待删除的草稿合同', ['13966660003', '13966660004']);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/manage$/);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '待删除的草稿合同' });
  await expect(row).toContainText('草稿');
  await row.getByRole('link', { name: '继续编辑' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/manage\/edit\/\d+$/);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('合同名称')).toHaveValue('待删除的草稿合同');
  await page.goto('/electric-sign/manage');
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '删除', exact: true }).last().click();
  await expect(row).toHaveCount(0);
});
