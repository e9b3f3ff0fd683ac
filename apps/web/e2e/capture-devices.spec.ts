import path from 'node:path';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { BWC_SIGNING, bwcStringToSign } from '@evidence/shared/constants';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, loginAs, test as shared } from './support/fixtures';
import { cliJs, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * Law-enforcement recorders (issue 17 item 5, "Done means"): the company's main account registers a recorder on
 * 成员执法记录 (the key shown once) and binds it to its sub-account; the test uploads a recording through the signed
 * device API as a recorder would; the recording appears under 执法记录仪 for the sub-account and under 成员执法记录 for
 * the main account, and its certificate shows the enforcement information. App取证 is looked at too.
 */
/**
 * A server of its own (the demo accounts only): the recording is the company's evidence, and on the shared server it
 * changed what evidence-list.spec.ts counts for the company (a full run saw 4 records where it expects 3).
 */
const test = shared.extend<object, { own: ServerProcess }>({
  own: [
    async ({}, use) => {
      const server = await startServerProcess('devices', [[process.execPath, [cliJs, 'seed-demo']]], { LEDGER_BATCH_DELAY_MS: '2' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ own }, use) => use(own.baseUrl),
});

const SHOTS = path.resolve('test-results/capture-devices');
const shot = async (page: Page, name: string, width = 1366) => {
  await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
};

type Envelope<T> = { code: number; msg: string; data: T };
async function api<T>(request: APIRequestContext, method: 'get' | 'post', url: string, token: string, form?: Record<string, string>, role = '1'): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${token}`, role }, ...(form ? { form } : {}) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** A small MP4 by content: an ftyp box and an mdat box. */
function tinyMp4(): Buffer {
  const payload = randomBytes(256);
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + payload.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), mdat, payload]);
}

/** What a recorder sends: the body, and headers signed with its key over method, path, time, nonce, body and meta hashes. */
function signed(deviceNo: string, secret: string, body: Buffer, meta: Record<string, unknown>): Record<string, string> {
  const H = BWC_SIGNING.headers;
  const metaText = Buffer.from(JSON.stringify(meta), 'utf8').toString('base64url');
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  const bodySha256 = createHash('sha256').update(body).digest('hex');
  const text = bwcStringToSign({ method: 'POST', path: BWC_SIGNING.uploadPath, timestamp, nonce, bodySha256, metaSha256: createHash('sha256').update(metaText).digest('hex') });
  return { [H.device]: deviceNo, [H.timestamp]: timestamp, [H.nonce]: nonce, [H.contentSha256]: bodySha256, [H.meta]: metaText, [H.signature]: createHmac('sha256', Buffer.from(secret, 'hex')).update(text).digest('hex'), 'content-type': 'application/octet-stream' };
}

test('a company registers a recorder, binds it to its sub-account, and the signed upload shows under 执法记录仪 and 成员执法记录 with its certificate', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const mainToken = ((await (await request.post('/api/login', { form: { phone: DEMO.companyMain.phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string }>).data.token;
  // a retried run on the same server: free the sub-account's earlier recorder first (one device per member)
  const members = await api<{ list: Array<{ member_id: number; mobile: string; status: number }> }>(request, 'get', '/api/companyMember/getList?page=1&keyword=13800000003', mainToken);
  const sub = members.list.find((m) => m.mobile === DEMO.companySub.phone && m.status === 3);
  expect(sub, 'the demo sub-account is a bound member').toBeTruthy();
  const held = await api<{ list: Array<{ id: number; member_id: number | null }> }>(request, 'get', '/api/bwcData/deviceList?page=1', mainToken);
  for (const d of held.list.filter((x) => x.member_id === sub!.member_id)) await api(request, 'post', '/api/bwcData/unbindDevice', mainToken, { id: String(d.id) });

  // the main account registers a recorder on 成员执法记录: the key is shown once, with copy buttons
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/evidences-all/enforceMember');
  await expect(page.getByRole('tab', { name: '记录仪管理' })).toBeVisible();
  await page.getByTestId('device-add').click();
  const form = page.getByRole('dialog', { name: '登记执法记录仪' });
  await form.getByRole('button', { name: '登记', exact: true }).click();
  await expect(form.getByText('请输入设备名称')).toBeVisible();
  const serial = `E2E-${randomBytes(3).toString('hex')}`;
  await form.getByLabel('设备名称').fill('一号执法记录仪');
  await form.getByLabel('设备编号').fill(serial);
  await form.getByRole('button', { name: '登记', exact: true }).click();
  const secretDialog = page.getByRole('dialog', { name: '设备已登记' });
  await expect(secretDialog.getByText('设备密钥只显示这一次')).toBeVisible();
  const deviceNo = (await secretDialog.getByTestId('device-no').innerText()).trim();
  const secret = (await secretDialog.getByTestId('device-secret').innerText()).trim();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await shot(page, 'device-secret');
  await secretDialog.getByRole('button', { name: '我已保存密钥' }).click();

  // bind it to the sub-account
  const row = page.getByTestId('devices-table').getByRole('row').filter({ hasText: serial });
  await row.getByRole('button', { name: '绑定成员' }).click();
  const bind = page.getByRole('dialog', { name: /绑定成员/ });
  await bind.getByLabel('成员').click();
  await page.locator('.ant-select-item-option', { hasText: DEMO.companySub.phone }).click();
  await bind.getByRole('button', { name: '绑定', exact: true }).click();
  await expect(row).toContainText(DEMO.companySub.phone);
  await shot(page, 'devices');

  // the recorder uploads through the signed API (no login)
  const body = tinyMp4();
  const meta = { fileName: '现场执法录像.mp4', title: '现场执法录像', userName: '张警官', mobile: '13912345678', idCard: '110101199003074258', startAt: Date.now() - 30 * 60_000, endAt: Date.now() - 60_000, address: '北京市东城区' };
  const up = (await (await request.post(BWC_SIGNING.uploadPath, { headers: signed(deviceNo, secret, body, meta), data: body })).json()) as Envelope<{ baoquan: string }>;
  expect(up.code, up.msg).toBe(200);
  // the same request again is a replay: refused
  const headers = signed(deviceNo, secret, body, meta);
  expect(((await (await request.post(BWC_SIGNING.uploadPath, { headers, data: body })).json()) as Envelope<null>).code).toBe(200);
  const replay = (await (await request.post(BWC_SIGNING.uploadPath, { headers, data: body })).json()) as Envelope<null>;
  expect(replay.msg).toBe('请求已处理过（随机数重复），拒绝重放');

  // the main account sees it under 成员执法记录
  await page.getByRole('tab', { name: '执法记录', exact: true }).click();
  const records = page.getByTestId('recordings-table');
  await expect(records.getByRole('row').filter({ hasText: up.data.baoquan })).toContainText('一号执法记录仪');
  await shot(page, 'enforce-member-records');

  // the sub-account sees its recorder and the recording under 执法记录仪
  const subContext = await browser.newContext({ baseURL });
  const subPage = await subContext.newPage();
  await loginAs(subPage, subPage.request, DEMO.companySub.phone, DEMO_PASSWORD);
  await subPage.evaluate(() => localStorage.setItem('role', '2'));
  await subPage.goto('/evidences-all/Enforce');
  await expect(subPage.getByTestId('my-device')).toContainText('一号执法记录仪');
  const subRow = subPage.getByTestId('recordings-table').getByRole('row').filter({ hasText: up.data.baoquan });
  await expect(subRow).toContainText('现场执法录像');
  await shot(subPage, 'enforce-sub');
  await shot(subPage, 'enforce-sub', 375);

  // its certificate carries the enforcement information (the owner sees it unmasked)
  await subPage.setViewportSize({ width: 1366, height: 800 });
  const [cert] = await Promise.all([subPage.waitForEvent('popup'), subRow.getByRole('link', { name: '查看证书' }).click()]);
  await expect(cert.getByText('110101199003074258')).toBeVisible();
  await expect(cert.getByText('北京市东城区')).toBeVisible();
  await cert.setViewportSize({ width: 1366, height: 800 });
  await cert.screenshot({ path: path.join(SHOTS, 'certificate-enforce-1366.png'), fullPage: true });
  await subContext.close();

  // App取证 (the main account's, empty here) says how an app submits
  await page.goto('/evidences-all/App-process');
  await expect(page.getByText('集成说明：App 如何提交取证数据')).toBeVisible();
  await page.getByText('集成说明：App 如何提交取证数据').click();
  await expect(page.getByRole('link', { name: '/api/docs' })).toBeVisible();
  await shot(page, 'app-process');
});
