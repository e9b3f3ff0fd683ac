import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { lastJsonLine, repoRoot, startServerProcess, tsx, type ServerProcess } from './support/server-process';

/**
 * The notary office's console (issue 15): a notary signs in, accepts a paid order (受理), records the
 * interview (询问笔录); the applicant confirms it with the second signing through the API, as the
 * applicant's page will; the notary issues the certificate (出具公证书), which the applicant downloads
 * and pdfsig finds validly signed. The order is made before the server starts
 * (apps/server/test/helpers/seed-notary-office-e2e.ts).
 */
const NOTARY = { phone: '13800000008', name: '演示公证员' };
/** the demo operator reads the local SMS outbox */
const OUTBOX_READER = '13800000009';

let srv: ServerProcess;
let order: { orderId: number; orderNo: string };
test.beforeAll(async () => {
  srv = await startServerProcess('notary-office', [[tsx, [path.join(repoRoot, 'apps/server/test/helpers/seed-notary-office-e2e.ts')]]], { LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '200' });
  order = lastJsonLine(srv.seedOutputs[0]!);
});
test.afterAll(async () => srv?.stop());

async function json<T = Record<string, unknown>>(res: { json: () => Promise<unknown> }) {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** The applicant's second signing by SMS code and its generated seal: the calls the applicant's page makes. */
async function confirmAsApplicant(request: APIRequestContext) {
  const base = srv.baseUrl;
  const { token } = await json<{ token: string }>(await request.post(`${base}/api/login`, { form: { phone: DEMO.companyMain.phone, password: DEMO_PASSWORD } }));
  const auth = { Authorization: `Bearer ${token}`, role: '1' };
  const detail = await json<{ canSign: boolean; officeStage: string; signSha256: string[] }>(await request.get(`${base}/api/notary/orderDetail?orderId=${order.orderId}`, { headers: auth }));
  expect(detail).toMatchObject({ canSign: true, officeStage: 'interview' });
  const seal = await json<{ id: number }>(await request.post(`${base}/api/seal/generate`, { headers: auth }));
  const sent = await json<{ smsToken: string }>(await request.post(`${base}/api/notary/sendSignSms`, { headers: auth, form: { orderId: String(order.orderId) } }));
  const op = await json<{ token: string }>(await request.post(`${base}/api/admin/login`, { form: { phone: OUTBOX_READER, password: DEMO_PASSWORD } }));
  const outbox = await json<{ list: Array<{ text: string }> }>(await request.get(`${base}/api/admin/smsOutbox?page=1&phone=${DEMO.companyMain.phone}`, { headers: { Authorization: `Bearer ${op.token}` } }));
  const code = /验证码为(\d{6})/.exec(outbox.list[0]?.text ?? '')?.[1] ?? '';
  await json(await request.post(`${base}/api/notary/sign`, { headers: auth, form: { orderId: String(order.orderId), imageId: String(seal.id), verifyCode: code, smsToken: sent.smsToken, documentSha256: detail.signSha256.join(',') } }));
  await expect.poll(async () => (await json<{ officeStage: string }>(await request.get(`${base}/api/notary/orderDetail?orderId=${order.orderId}`, { headers: auth }))).officeStage, { timeout: 30_000 }).toBe('confirmed');
  return auth;
}

test('a notary accepts, records the interview and, after the applicant confirmed it, issues the certificate', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${srv.baseUrl}/admin/login`);
  await page.getByLabel('手机号', { exact: true }).fill(NOTARY.phone);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await page.waitForURL(/\/admin\/(verifications|notary)/);
  // the menu offers 公证办理 to notaries
  await page.getByRole('link', { name: '公证办理' }).click();
  await expect(page.getByRole('heading', { name: '公证办理' })).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: order.orderNo });
  await expect(row).toContainText('待受理');
  await row.getByRole('button', { name: '办理' }).click();

  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText('示例科技有限公司');
  await expect(drawer).toContainText('核验一致');
  await drawer.getByRole('button', { name: /受\s?理/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /受\s?理/ }).click();
  await expect(drawer).toContainText('已受理。请对申请人进行询问');
  await expect(drawer).toContainText(NOTARY.name);

  // the interview: answers to the standard questions, saved with a confirmation
  const answers = drawer.getByPlaceholder('记录申请人的回答');
  const count = await answers.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await answers.nth(i).fill(`回答${i + 1}：情况属实。`);
  await drawer.getByRole('button', { name: '保存询问笔录' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /保\s?存/ }).click();
  await expect(drawer).toContainText('等待申请人阅读并签署确认');
  await expect(drawer.getByRole('button', { name: '出具公证书' })).toHaveCount(0);

  const auth = await confirmAsApplicant(request);

  // reopen: the order now waits for the certificate
  await page.locator('.ant-drawer-close').click();
  await page.getByLabel('办理阶段').click();
  await page.locator('.ant-select-item-option', { hasText: '全部阶段' }).click();
  await page.locator('.ant-table-row', { hasText: order.orderNo }).getByRole('button', { name: '办理' }).click();
  await expect(drawer).toContainText('申请人已签署确认询问笔录');
  await drawer.getByRole('button', { name: '出具公证书' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /出\s?具/ }).click();
  await expect(drawer).toContainText('已出具公证书', { timeout: 30_000 });
  await expect(drawer).toContainText('证字第');

  // the applicant downloads it; pdfsig says the platform's signature is valid
  const down = await json<{ downUrl: string }>(await request.get(`${srv.baseUrl}/api/notary/downFile?orderId=${order.orderId}&type=6`, { headers: auth }));
  const pdf = await (await request.get(`${srv.baseUrl}${down.downUrl}`)).body();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'notary-e2e-')), 'certificate.pdf');
  fs.writeFileSync(file, pdf);
  const report = (() => {
    try {
      return execFileSync('pdfsig', [file], { encoding: 'utf8' });
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  })();
  expect(report).toContain('Signature is Valid');
});
