import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, loginAs, test } from './support/fixtures';

/** Preserving files on /newAccessCard (issue 4 §1): choose, upload, see evidence numbers. */

// made on first use: Playwright also loads this file just to list the tests
let dir: string | undefined;
test.afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2ab6b0000000049454e44ae426082', 'hex');
// an MP4 is recognised by its ftyp box; the rest is filler
const MP4 = Buffer.concat([Buffer.from('00000018667479706d703432000000006d703432', 'hex'), randomBytes(200_000)]);

function fileOnDisk(name: string, bytes: Buffer): string {
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-ingest-'));
  const p = path.join(dir, name);
  fs.writeFileSync(p, bytes);
  return p;
}

test('a demo user preserves a document, an image and a video and gets their evidence numbers', async ({ page, request }) => {
  await loginAs(page, request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/newAccessCard');
  await expect(page.getByRole('heading', { name: '新增数据存证' })).toBeVisible();
  await expect(page.getByText('尚未选择文件')).toBeVisible();

  await page.getByLabel('标签（选填，适用于本次选择的全部文件）').fill('e2e');
  await page.locator('input[type=file]').setInputFiles([
    fileOnDisk('合同.txt', Buffer.from(`合同正文 ${randomBytes(8).toString('hex')}\n`)),
    fileOnDisk('photo.png', PNG),
    fileOnDisk('clip.mp4', MP4),
  ]);
  const list = page.getByRole('list', { name: '已选择的文件' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('合同.txt 的标题').fill('<b>采购合同</b>');
  await page.getByRole('button', { name: /全部开始上传/ }).click();

  const numbers: string[] = [];
  for (const [name, kind] of [['合同.txt', '文档'], ['photo.png', '图片'], ['clip.mp4', '视频']] as const) {
    const item = list.getByRole('listitem', { name });
    await expect(item.getByText('已上传', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(item.getByText(new RegExp(`（${kind}，已上传）`))).toBeVisible();
    const link = item.getByRole('link', { name: /^\d{18}$/ });
    const no = (await link.textContent()) ?? '';
    // the next steps are offered (issue 24 item 8)
    const next = item.getByLabel('下一步');
    await expect(next.getByRole('link', { name: '查看证书' })).toHaveAttribute('href', `/attestation/${no}`);
    await expect(next.getByRole('link', { name: '申请公证' })).toHaveAttribute('href', '/notary/selectList');
    await expect(next.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/attestation-list');
    expect(no).toMatch(/^\d{18}$/);
    expect(await link.getAttribute('href')).toMatch(/^\/attestation\/\d+$/);
    await expect(item.getByText(/^SHA-256：[0-9a-f]{64}$/)).toBeVisible();
    await expect(item.getByText(/^SM3：[0-9a-f]{64}$/)).toBeVisible();
    numbers.push(no);
  }
  expect(new Set(numbers).size).toBe(3);
  await page.screenshot({ path: path.join('test-results', 'new-access-card-desktop.png'), fullPage: true });

  // the same image again: a second record, and the page says it was preserved before
  await page.locator('input[type=file]').setInputFiles([fileOnDisk('photo-again.png', PNG)]);
  await list.getByRole('listitem', { name: 'photo-again.png' }).getByRole('button', { name: '开始上传', exact: true }).click();
  await expect(list.getByRole('listitem', { name: 'photo-again.png' }).getByText(/该文件与已保全的文件哈希相同/)).toBeVisible({ timeout: 30_000 });
});

test('an empty file is refused on the page with a Chinese message', async ({ page, request }) => {
  await loginAs(page, request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/newAccessCard');
  await page.locator('input[type=file]').setInputFiles([fileOnDisk('empty.txt', Buffer.alloc(0))]);
  await expect(page.getByText('不能保全空文件')).toBeVisible();
});

test('an upload interrupted by a reload continues when the same file is chosen again', async ({ page, request }) => {
  await loginAs(page, request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/newAccessCard');
  const big = fileOnDisk('long-recording.bin', randomBytes(16 * 1024 * 1024));
  // slow the upload down so it can be interrupted after its first chunk
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 4 * 1024 * 1024 });
  await page.locator('input[type=file]').setInputFiles([big]);
  const firstChunk = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 204);
  await page.getByRole('button', { name: '开始上传', exact: true }).click();
  await firstChunk;
  await page.reload();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }).catch(() => undefined);
  await expect(page.getByText('以下文件上次未上传完成，重新选择同一文件即可继续上传')).toBeVisible();
  await expect(page.getByText(/long-recording\.bin/)).toBeVisible();

  const head = page.waitForResponse((r) => r.request().method() === 'HEAD');
  await page.locator('input[type=file]').setInputFiles([big]);
  await page.getByRole('button', { name: '开始上传', exact: true }).click();
  const offset = Number((await head).headers()['upload-offset']);
  expect(offset).toBeGreaterThanOrEqual(5_242_880);
  const item = page.getByRole('list', { name: '已选择的文件' }).getByRole('listitem', { name: 'long-recording.bin' });
  await expect(item.getByText('断点续传')).toBeVisible();
  await expect(item.getByRole('link', { name: /^\d{18}$/ })).toHaveText(/^\d{18}$/, { timeout: 30_000 });
});

test('the resume banner never offers 不再续传 for the file being uploaded', async ({ page, request }) => {
  await loginAs(page, request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/newAccessCard');
  const big = fileOnDisk('interrupted-twice.bin', randomBytes(16 * 1024 * 1024));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
  await page.locator('input[type=file]').setInputFiles([big]);
  const firstChunk = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 204);
  await page.getByRole('button', { name: '开始上传', exact: true }).click();
  await firstChunk;
  await page.reload();
  const banner = page.locator('.ep-ingest__unfinished li', { hasText: 'interrupted-twice.bin' });
  await expect(banner.getByRole('button', { name: '不再续传' })).toBeVisible();

  // chosen again and continuing (still slow): the banner says so instead of offering to drop it
  const head = page.waitForResponse((r) => r.request().method() === 'HEAD');
  await page.locator('input[type=file]').setInputFiles([big]);
  await page.getByRole('list', { name: '已选择的文件' }).getByRole('button', { name: '开始上传', exact: true }).click();
  await head;
  const item = page.getByRole('list', { name: '已选择的文件' }).getByRole('listitem', { name: 'interrupted-twice.bin' });
  await expect(item.getByRole('button', { name: '暂停' })).toBeVisible();
  await expect(banner.getByText('正在续传')).toBeVisible();
  await expect(banner.getByRole('button', { name: '不再续传' })).toHaveCount(0);
  // paused, it is still this page's upload
  await item.getByRole('button', { name: '暂停' }).click();
  await expect(item.getByText('已暂停')).toBeVisible();
  await expect(banner.getByRole('button', { name: '不再续传' })).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await item.getByRole('button', { name: '继续' }).click();
  await expect(item.getByRole('link', { name: /^\d{18}$/ })).toHaveText(/^\d{18}$/, { timeout: 30_000 });
});

test('an upload can be paused and resumed', async ({ page, request }) => {
  await loginAs(page, request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/newAccessCard');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 4 * 1024 * 1024 });
  await page.locator('input[type=file]').setInputFiles([fileOnDisk('paused.bin', randomBytes(16 * 1024 * 1024))]);
  const item = page.getByRole('list', { name: '已选择的文件' }).getByRole('listitem', { name: 'paused.bin' });
  const firstChunk = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 204);
  await item.getByRole('button', { name: '开始上传', exact: true }).click();
  await firstChunk;
  await item.getByRole('button', { name: '暂停' }).click();
  await expect(item.getByText('已暂停')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const head = page.waitForResponse((r) => r.request().method() === 'HEAD');
  await item.getByRole('button', { name: '继续' }).click();
  expect(Number((await head).headers()['upload-offset'])).toBeGreaterThanOrEqual(5_242_880);
  await expect(item.getByRole('link', { name: /^\d{18}$/ })).toHaveText(/^\d{18}$/, { timeout: 30_000 });
});

test('the page works at 375 px and with the keyboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, request, DEMO.companySub.phone, DEMO_PASSWORD);
  await page.goto('/newAccessCard');
  await expect(page.getByRole('heading', { name: '新增数据存证' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  // the chooser is reachable by Tab and opens with Enter
  await page.getByLabel('标签（选填，适用于本次选择的全部文件）').focus();
  await page.keyboard.press('Tab');
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([fileOnDisk('note.txt', Buffer.from('移动端存证'))]);
  await page.getByRole('button', { name: '开始上传', exact: true }).click();
  await expect(page.getByRole('list', { name: '已选择的文件' }).getByRole('link', { name: /^\d{18}$/ })).toHaveText(/^\d{18}$/, { timeout: 30_000 });
  await page.screenshot({ path: path.join('test-results', 'new-access-card-375.png'), fullPage: true });
});
