import fs from 'node:fs';
import path from 'node:path';
import { EVIDENCE_MSG } from '@evidence/shared/constants';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, expectWithinWidth } from './support/layout-checks';
import { repoRoot, startServerProcess, tsx, type ServerProcess } from './support/server-process';

/**
 * The batch download journey (000 §2 /attestation-list/download) on its own server: a data directory
 * seeded with 25 records of the demo individual (apps/server/bench/seed-download-evidence.ts), so the page
 * has rows of every state. Needs GET /api/data/getList (the attestation list) in the build.
 */
let server: ServerProcess;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerProcess('download', (dataDir) => [[tsx, ['apps/server/bench/seed-download-evidence.ts', dataDir]]]);
  base = server.baseUrl;
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ page, request }) => {
  const answer = (await (await request.post(`${base}/api/login`, { form: { phone: DEMO.individual.phone, password: DEMO_PASSWORD } })).json()) as { data: { token: string } };
  await page.goto(`${base}/api/health`);
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', '1');
  }, answer.data.token);
});

test('lists 20 rows a page, explains rows that cannot be downloaded, and asks for a selection', async ({ page }) => {
  await page.goto(`${base}/attestation-list/download`);
  await expect(page.getByText('共 25 条')).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(20);
  await page.locator('button', { hasText: /^下 ?载$/ }).click();
  await expect(page.getByText(EVIDENCE_MSG.selectToDownload)).toBeVisible();
  await page.getByLabel('文件名称').fill('录音');
  await page.getByRole('button', { name: '查询' }).click();
  const uploading = page.locator('tbody tr.ant-table-row', { hasText: '正在上传的录音.mp3' });
  await expect(uploading).toHaveCount(1);
  await expect(uploading.getByText(EVIDENCE_MSG.stillUploading)).toBeVisible();
  await expect(uploading.locator('input[type=checkbox]')).toBeDisabled();
  await page.getByLabel('文件名称').fill('视频');
  await page.getByRole('button', { name: '查询' }).click();
  const missing = page.locator('tbody tr.ant-table-row', { hasText: '已缺失的视频.mp4' });
  await expect(missing.getByText(EVIDENCE_MSG.missingNoDownload)).toBeVisible();
  await expect(missing.locator('input[type=checkbox]')).toBeDisabled();
});

test('downloads the selected originals through hidden frames, with their Chinese names, and counts down 5 seconds', async ({ page }) => {
  await page.goto(`${base}/attestation-list/download`);
  await page.getByLabel('文件名称').fill('合同');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await page.getByLabel('选择 合同（最终版）.pdf').first().check();
  await page.getByLabel('选择 合同（最终版）.pdf').last().check();
  await expect(page.getByText('已选 2 条')).toBeVisible();
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await page.locator('button', { hasText: /^下 ?载$/ }).click();
  const dialog = page.getByRole('dialog', { name: '下载已开始' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('已开始下载 2 个文件', { exact: false })).toBeVisible();
  await expect(page.locator('iframe[data-download=evidence]')).toHaveCount(2);
  expect(await page.locator('iframe[data-download=evidence]').first().getAttribute('src')).toMatch(/^\/api\/download\/original\//);
  await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(2);
  expect(downloads).toEqual(['合同（最终版）.pdf', '合同（最终版）.pdf']);
  // the dialog closes by itself after 5 seconds
  await expect(dialog).toBeHidden({ timeout: 8_000 });
});

test('packs the selection into one ZIP', async ({ page }) => {
  await page.goto(`${base}/attestation-list/download`);
  await page.getByLabel('文件名称').fill('现场照片-0');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(9);
  await page.locator('thead input[type=checkbox]').check();
  await expect(page.getByText('已选 9 条')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '打包下载 (ZIP)' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^证据批量下载-\d{8}-\d{6}\.zip$/);
  const file = await zip.path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
  expect(bytes.includes(Buffer.from('现场照片-09.jpg', 'utf8'))).toBe(true);
  await expect(page.getByRole('dialog', { name: '下载已开始' }).getByText('ZIP 压缩包（9 个文件）', { exact: false })).toBeVisible();
});

test('is usable 375 pixels wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${base}/attestation-list/download`);
  await expect(page.getByText('共 25 条')).toBeVisible();
  await expect(page.getByRole('button', { name: '打包下载 (ZIP)' })).toBeInViewport();
  // no sideways scrolling of the page or the table, and the status (with its reason) in view
  await expectNoSidewaysScroll(page);
  await expectWithinWidth(page, page.locator('tbody tr.ant-table-row').first().locator('.ep-download-status'));
  await expectWithinWidth(page, page.locator('.ep-download-status__why').first());
  fs.mkdirSync(path.join(repoRoot, 'screenshots'), { recursive: true });
  await page.screenshot({ path: path.join(repoRoot, 'screenshots/evidence-download-375.png'), fullPage: true });
});
