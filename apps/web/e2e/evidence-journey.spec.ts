import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import yauzl from 'yauzl';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, loginAs, test } from './support/fixtures';

/**
 * Issue 4 end to end, on the shared e2e server and through the pages only: a company's main account
 * preserves a document, an image and a video → finds them in the list with a filter → opens the
 * certificate (hashes and ledger index shown) → print preview → downloads the evidence package →
 * the verify page checks that package and every step passes. A visitor with the share link fails
 * with a wrong extraction code and gets the package with the right one; the company's sub-account
 * sees no delete. Screenshots go to test-results/journey-*.png.
 */

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2ab6b0000000049454e44ae426082', 'hex');
const MP4 = Buffer.concat([Buffer.from('00000018667479706d703432000000006d703432', 'hex'), randomBytes(150_000)]);
const tag = randomBytes(3).toString('hex');
const docName = `旅程合同-${tag}.txt`;
const CODE = `journey-${tag}-1`;

let dir: string | undefined;
const work = () => (dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-journey-')));
test.afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function fileOnDisk(name: string, bytes: Buffer): string {
  const p = path.join(work(), name);
  fs.writeFileSync(p, bytes);
  return p;
}

async function envelope<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<{ code: number; msg: string; data: T }> {
  return (await res.json()) as { code: number; msg: string; data: T };
}

async function zipNames(file: string): Promise<string[]> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const names: string[] = [];
  for await (const e of zip.eachEntry()) names.push(e.fileName);
  zip.close();
  return names;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join('test-results', `journey-${name}.png`), fullPage: true });

test('preserve → list → certificate → print → package → verify; a visitor extracts with the code; a sub-account cannot delete', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(180_000);
  try {
    await journey(page, request, browser, baseURL);
  } finally {
    await removeJourneyRecords(request);
  }
});

async function journey(page: Page, request: APIRequestContext, browser: Browser, baseURL: string | undefined): Promise<void> {
  // window.print opens a system dialog in a real browser: count the calls instead (in every tab)
  await page.context().addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);

  // 1. preserve three files on /newAccessCard
  await page.goto('/newAccessCard');
  await page.getByLabel('标签（选填，适用于本次选择的全部文件）').fill(`旅程${tag}`);
  await page.locator('input[type=file]').setInputFiles([
    fileOnDisk(docName, Buffer.from(`甲乙双方约定如下。${tag}\n`.repeat(200))),
    fileOnDisk(`现场-${tag}.png`, PNG),
    fileOnDisk(`录像-${tag}.mp4`, MP4),
  ]);
  await page.getByRole('button', { name: /全部开始上传/ }).click();
  const uploads = page.getByRole('list', { name: '已选择的文件' });
  let docNo = '';
  for (const [name, kind] of [[docName, '文档'], [`现场-${tag}.png`, '图片'], [`录像-${tag}.mp4`, '视频']] as const) {
    const item = uploads.getByRole('listitem', { name });
    await expect(item.getByText(new RegExp(`（${kind}，已上传）`))).toBeVisible({ timeout: 60_000 });
    if (name === docName) docNo = (await item.getByRole('link', { name: /^\d{18}$/ }).textContent()) ?? '';
  }
  expect(docNo).toMatch(/^\d{18}$/);
  await shot(page, 'uploaded');

  // 2. the list, filtered by the label and the document type
  await page.goto('/attestation-list');
  await page.getByLabel('关键词', { exact: true }).fill(tag);
  await page.getByRole('button', { name: '查询' }).click();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('文件类型', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^文档$/ }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(docName);
  await expect(rows.first()).toContainText('已上传');
  await shot(page, 'list');

  // 3. 查看详情 opens the certificate in a new tab: hashes and the ledger index
  const [cert] = await Promise.all([page.context().waitForEvent('page'), rows.first().getByRole('link', { name: '查看详情' }).click()]);
  await cert.waitForLoadState();
  expect(cert.url()).toContain(`/attestation/${docNo}`);
  await expect(cert.getByRole('heading', { name: '电子数据存证证书' })).toBeVisible();
  const record = await envelope<{ list: Array<{ sha256: string }> }>(
    await request.get(`/api/data/getList?keyword=${docNo}`, { headers: { authorization: `Bearer ${await cert.evaluate(() => localStorage.getItem('token'))}`, role: '1' } }),
  );
  const sha256 = record.data.list[0]!.sha256;
  await expect(cert.getByText(sha256)).toBeVisible();
  await expect(cert.getByText('账本序号')).toBeVisible();
  await expect(cert.getByText('证据保管记录')).toBeVisible();
  await shot(cert, 'certificate-owner');

  // 4. print preview: the background-graphics confirm, then the browser's print
  await cert.getByRole('button', { name: '打印证书' }).click();
  await expect(cert.getByText('打印前请在打印设置中勾选“背景图形”')).toBeVisible();
  await cert.getByRole('button', { name: '打印', exact: true }).click();
  await expect.poll(() => cert.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // 5. the evidence package
  const [download] = await Promise.all([cert.waitForEvent('download'), cert.getByRole('button', { name: '下载证据' }).click()]);
  const packageFile = path.join(work(), download.suggestedFilename());
  await download.saveAs(packageFile);
  expect(await zipNames(packageFile)).toEqual([docName, '证书.pdf', 'proof.json', '验证说明.txt']);

  // 6. the verify page checks the package in the browser: every step passes
  await cert.goto('/queryAuthentication/electronicData');
  await cert.getByTestId('verify-file').locator('input[type=file]').setInputFiles(packageFile);
  await cert.getByRole('button', { name: '开始核验' }).click();
  const result = cert.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-ok', 'true', { timeout: 30_000 });
  for (const step of ['package', 'file-sha256', 'file-sm3', 'leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature', 'checkpoint-root']) {
    await expect(result.locator(`[data-step="${step}"]`)).toHaveAttribute('data-status', 'finish');
  }
  await shot(cert, 'verify-package');

  // 7. a visitor with the share link: wrong code refused, right code downloads the package
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}`, role: '1' };
  expect((await envelope(await request.post('/api/user/setExtractCode', { form: { extractCode: CODE }, headers: auth }))).code).toBe(200);
  const view = await envelope<{ viewToken: string }>(await request.get(`/api/share/getView?baoquan=${docNo}`, { headers: auth }));
  expect(view.code, view.msg).toBe(200);
  const visitorContext = await browser.newContext({ acceptDownloads: true, baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/attestation/${docNo}?viewToken=${encodeURIComponent(view.data.viewToken)}`);
  await expect(visitor.getByText(sha256)).toBeVisible();
  await expect(visitor.getByRole('button', { name: '下载证据' })).toHaveCount(0);
  await visitor.getByRole('button', { name: '提取证据' }).click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByLabel('提取码').fill('not-the-code');
  await dialog.getByRole('button', { name: '提取并下载' }).click();
  await expect(dialog.getByRole('alert')).toContainText('提取码错误');
  await shot(visitor, 'visitor-wrong-code');
  await dialog.getByLabel('提取码').fill(CODE);
  const [extracted] = await Promise.all([visitor.waitForEvent('download'), dialog.getByRole('button', { name: '提取并下载' }).click()]);
  const extractedFile = path.join(work(), `visitor-${extracted.suggestedFilename()}`);
  await extracted.saveAs(extractedFile);
  expect(await zipNames(extractedFile)).toEqual([docName, '证书.pdf', 'proof.json', '验证说明.txt']);
  await visitorContext.close();

  // the owner's custody log now shows the extraction and both downloads
  await cert.goto(`/attestation/${docNo}`);
  const custody = cert.locator('.ep-cert-page__custody');
  await expect(custody).toContainText('凭提取码提取');
  await expect(custody).toContainText('下载证据包');
  await shot(cert, 'certificate-custody');

  // 8. the company's sub-account sees its records without any delete
  const subContext = await browser.newContext({ baseURL });
  const sub = await subContext.newPage();
  await loginAs(sub, sub.request, DEMO.companySub.phone, DEMO_PASSWORD);
  await sub.evaluate(() => localStorage.setItem('role', '2'));
  await sub.goto('/attestation-list');
  await expect(sub.getByText(/共 \d+ 条存证记录/)).toBeVisible();
  await expect(sub.getByRole('button', { name: '删除' })).toHaveCount(0);
  await subContext.close();
}

/**
 * The records this journey preserved are deleted at the end (pass or fail), so the specs after it
 * see the demo company's seeded records only.
 */
async function removeJourneyRecords(request: APIRequestContext): Promise<void> {
  const login = await envelope<{ token: string }>(await request.post('/api/login', { form: { phone: DEMO.companyMain.phone, password: DEMO_PASSWORD } }));
  const headers = { authorization: `Bearer ${login.data.token}`, role: '1' };
  const list = await envelope<{ list: Array<{ id: number }> }>(await request.get(`/api/data/getList?keyword=${tag}&limit=100`, { headers }));
  for (const row of list.data.list) {
    const del = await envelope(await request.post('/api/data/delData', { form: { dataId: String(row.id) }, headers }));
    expect(del.code, del.msg).toBe(200);
  }
}
