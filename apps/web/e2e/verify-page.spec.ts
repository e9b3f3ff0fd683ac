import { test, expect } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * The verify page against a real record: the server's proof.json for it (GET /api/ledger/proofBundle),
 * the original and the proof dropped on the page: every step passes, with the platform's published key
 * compared as its own step; a file changed by one byte fails at the SHA-256 step; a package works too.
 * The page must not send the file anywhere: every request it makes is recorded and checked.
 */
let srv: OwnServer;
const original = Buffer.from('借款合同\n甲方向乙方借款人民币壹万元整。\n'.repeat(2000), 'utf8');

test.beforeAll(async () => {
  srv = await startOwnServer(original);
});
test.afterAll(async () => srv?.stop());

async function proofJson(): Promise<Buffer> {
  const answer = (await (await fetch(`${srv.baseUrl}/api/ledger/proofBundle?leafHash=${srv.leafHash}`)).json()) as { code: number; data: { bundle: unknown } };
  expect(answer.code).toBe(200);
  return Buffer.from(JSON.stringify(answer.data.bundle, null, 2));
}

test('a file and its proof.json pass every step; a changed file fails at the hash step', async ({ page }) => {
  const requests: { url: string; method: string; size: number }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), method: r.method(), size: r.postDataBuffer()?.length ?? 0 }));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${srv.baseUrl}/verify`);
  await expect(page).toHaveURL(/\/queryAuthentication\/electronicData$/);
  await expect(page.getByRole('tab', { name: '电子数据核验' })).toHaveAttribute('aria-selected', 'true');

  const proof = await proofJson();
  await page.getByTestId('verify-file').locator('input[type=file]').setInputFiles({ name: '借款合同.txt', mimeType: 'text/plain', buffer: original });
  await page.getByTestId('verify-proof').locator('input[type=file]').setInputFiles({ name: 'proof.json', mimeType: 'application/json', buffer: proof });
  await page.getByRole('button', { name: '开始核验' }).click();
  const result = page.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result.getByText('核验通过', { exact: true })).toBeVisible();
  for (const id of ['proof', 'file-sha256', 'file-sm3', 'leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature', 'checkpoint-root']) {
    await expect(result.locator(`[data-step="${id}"]`)).toHaveAttribute('data-status', 'finish');
  }
  // no anchor here: 未配置, never a green 通过 that reads as "anchored"
  await expect(result.locator('[data-step="anchors"]')).toHaveAttribute('data-status', 'wait');
  await expect(result.locator('[data-step="anchors"]')).toHaveText('区块链或时间戳锚定：未配置');
  await expect(result).toContainText(`公钥取自本平台 ${new URL(srv.baseUrl).origin} 公布的公钥`);
  await expect(result).not.toContainText('/api/');
  await page.screenshot({ path: 'test-results/verify-passed.png', fullPage: true });

  // one byte changed: the SHA-256 step fails and nothing after it runs
  const changed = Buffer.from(original);
  changed[5] = changed[5]! ^ 1;
  await page.getByTestId('verify-file').locator('input[type=file]').setInputFiles({ name: '借款合同.txt', mimeType: 'text/plain', buffer: changed });
  await page.getByRole('button', { name: '开始核验' }).click();
  await expect(result).toHaveAttribute('data-ok', 'false');
  await expect(result.locator('[data-step="file-sha256"]')).toHaveAttribute('data-status', 'error');
  await expect(result.locator('[data-step="proof"]')).toHaveAttribute('data-status', 'finish');
  await expect(result.locator('[data-step="checkpoint-signature"]')).toHaveAttribute('data-status', 'wait');
  await expect(result.getByText('核验未通过', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/verify-failed.png', fullPage: true });

  // nothing the size of the file left the page: only GETs and no request body at all
  expect(requests.filter((r) => r.method !== 'GET' || r.size > 0)).toEqual([]);
});

test('an evidence package (ZIP with the original and proof.json) passes, also at 375 px', async ({ page }) => {
  const { zipSync, strToU8 } = await import('fflate');
  const zip = Buffer.from(zipSync({ '证据包/借款合同.txt': new Uint8Array(original), '证据包/proof.json': new Uint8Array(await proofJson()), '证据包/验证说明.txt': strToU8('说明') }));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${srv.baseUrl}/queryAuthentication/electronicData`);
  await page.getByTestId('verify-file').locator('input[type=file]').setInputFiles({ name: '证据包.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: '开始核验' }).click();
  const result = page.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result.locator('[data-step="package"]')).toHaveAttribute('data-status', 'finish');
  await expect(result.getByText('证据包中的原件「证据包/借款合同.txt」')).toBeVisible();
  await page.screenshot({ path: 'test-results/verify-package-375.png', fullPage: true });
});
