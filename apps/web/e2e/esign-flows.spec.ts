import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, OPERATOR } from './support/accounts';
import { outboxTexts } from './support/esign-pages';
import { cliJs, repoRoot, startServerProcess, tsx, type ServerProcess } from './support/server-process';

/**
 * Sign flows, the sender's side (issue 16 items 3 and 6): the demo company opens 电子签约 (→ 签署管理), makes a
 * flow from its template with two signers in the wizard, sends it (签署中; both signers' links in the SMS
 * outbox; 10 points charged), revokes it with a reason and sees the points back in /orders → 消费记录; a
 * draft is saved and deleted. Its own server: the demo accounts, an operator (the outbox) and one template of
 * the company stored as the templates part stores it (apps/server/test/helpers/esign/e2e-template.ts).
 * An individual uploads a PDF instead, places its signer's signature with the field editor and sends it.
 */
const test = base.extend<object, { esignServer: ServerProcess }>({
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
      await use(srv);
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

const outbox = outboxTexts;

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

test('the company sends a flow from its template, sees 签署中 and the texts, revokes it and gets the points back', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const headers = await login(page, request, DEMO.companyMain.phone);
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
  expect((await outbox(request, '13966660001'))[0]).toMatch(/^【数据存证平台】.*发起的《房屋租赁合同（两方）》签署已撤销/);
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

test('a draft is saved, continued and deleted after its confirmation', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, request, DEMO.companyMain.phone);
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

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    const p = doc.addPage([595.28, 841.89]);
    p.drawText(`Service agreement - page ${n}`, { x: 60, y: 780, size: 20, font });
    for (let i = 0; i < 20; i++) p.drawText(`Clause ${n}.${i + 1}: the parties agree to the terms set out here.`, { x: 60, y: 740 - i * 24, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

test("an individual uploads a PDF, places the signer's signature, saves a draft, edits it and sends it", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, request, DEMO.individual.phone);
  await page.goto('/electric-sign/manage/create');
  await page.getByText('上传合同 PDF').click();
  await page.locator('input[type=file]').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  await expect(page.getByText('请上传 PDF 格式的合同文件')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: '服务协议.pdf', mimeType: 'application/pdf', buffer: await contractPdf() });
  await expect(page.getByText('已选择：服务协议.pdf')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('合同名称')).toHaveValue('服务协议');
  const card = page.locator('.ep-esign-signer').first();
  await expect(card.getByLabel('签署方')).toHaveValue('甲方');
  await card.getByLabel('签署人姓名').fill('赵六');
  await card.getByLabel('手机号').fill('13966660005');
  await page.getByRole('button', { name: '下一步' }).click();

  // the field editor: nothing placed yet is refused, then a signature on page 1
  const box = page.locator('[data-overlay-page="0"]');
  await expect(box).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.locator('.ep-esign-failure')).toContainText('每位签署人至少需要一个签署位置');
  await page.locator('.ep-palette-kinds [data-kind="signature"]').click();
  // bring 30 % of page 1 to the middle of the window, then click there
  await box.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top + r.height * 0.3 - window.innerHeight / 2);
  });
  const b = (await box.boundingBox())!;
  await page.mouse.click(b.x + b.width * 0.6, b.y + b.height * 0.3);
  await expect(page.locator('.ep-field-box[data-role="甲方"][data-kind="signature"]')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'create-upload-fields.png'), fullPage: false });
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('确认发起').first()).toBeVisible();
  // saved as a draft first: editing it reads the stored PDF back into the editor with the field in place
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/manage$/);
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '服务协议' }).getByRole('link', { name: '继续编辑' }).click();
  await expect(page.getByText('已选择：服务协议.pdf')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.locator('.ep-esign-signer').first().getByLabel('签署人姓名')).toHaveValue('赵六');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.locator('.ep-field-box[data-role="甲方"][data-kind="signature"]')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page).toHaveURL(/\/electric-sign\/manage\/detail\/\d+$/);
  await expect(page.locator('.ep-esign-facts')).toContainText('签署中');
  await expect(page.locator('.ep-esign-facts')).toContainText('服务协议.pdf（2 页）');
  await page.screenshot({ path: path.join(shots, 'detail-upload.png'), fullPage: true });
  expect((await outbox(request, '13966660005'))[0]).toMatch(/邀请您签署《服务协议》.*\/h5elesign\?token=/);
});
