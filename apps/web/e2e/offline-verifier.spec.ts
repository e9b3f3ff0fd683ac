import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { test, expect } from './support/fixtures';
import { DEMO, DEMO_PASSWORD } from './support/accounts';

/**
 * The offline verifier (issue 24 item 2, decision 834): downloaded from /verify, whose printed SHA-256 is
 * the downloaded file's, then opened from disk (file://) in a context where every request is refused and
 * the browser is offline. A real evidence package (downBaoquan of a seeded record) passes against the key
 * built into the file; the same package with one byte of the original changed fails at the SHA-256 step.
 */
type Envelope<T> = { code: number; msg: string; data: T };

async function realPackage(request: import('@playwright/test').APIRequestContext): Promise<Buffer> {
  const login = (await (await request.post('/api/login', { form: { phone: DEMO.individual.phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string; userInfo: { role: string } }>;
  expect(login.code, login.msg).toBe(200);
  const headers = { Authorization: `Bearer ${login.data.token}`, role: login.data.userInfo.role };
  const list = (await (await request.get('/api/data/getList?page=1&keyword=劳动合同', { headers })).json()) as Envelope<{ list: Array<{ id: number }> }>;
  expect(list.code, list.msg).toBe(200);
  const down = (await (await request.post('/api/data/downBaoquan', { headers, form: { dataId: String(list.data.list[0]!.id) } })).json()) as Envelope<{ downUrl: string }>;
  expect(down.code, down.msg).toBe(200);
  const zip = await request.get(down.data.downUrl);
  expect(zip.status()).toBe(200);
  return Buffer.from(await zip.body());
}

/** The package with one byte of the original changed; the ZIP is rebuilt so only the content differs. */
async function tampered(zip: Buffer): Promise<Buffer> {
  const { unzipSync, zipSync } = await import('fflate');
  const files = unzipSync(new Uint8Array(zip));
  const proof = JSON.parse(new TextDecoder().decode(files['proof.json']!)) as { leaf: { sha256: string } };
  const original = Object.keys(files).find((n) => createHash('sha256').update(files[n]!).digest('hex') === proof.leaf.sha256)!;
  expect(original).toBeTruthy();
  files[original]![0] = files[original]![0]! ^ 1;
  return Buffer.from(zipSync(files));
}

test('the offline verifier from /verify checks a real package from disk with the network blocked', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-verifier-'));
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/verify');
    const box = page.getByTestId('offline-verifier');
    const printedSha = (await box.getByTestId('offline-sha256').innerText()).trim();
    const printedFingerprint = (await box.getByTestId('offline-fingerprint').innerText()).trim();
    await expect(page.getByTestId('published-fingerprint')).toHaveText(printedFingerprint);
    const [download] = await Promise.all([page.waitForEvent('download'), box.getByRole('link', { name: /下载 证据包离线验证器\.html/ }).click()]);
    expect(download.suggestedFilename()).toBe('证据包离线验证器.html');
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    expect(createHash('sha256').update(fs.readFileSync(file)).digest('hex')).toBe(printedSha);

    const pkg = await realPackage(request);
    fs.writeFileSync(path.join(dir, '证据包.zip'), pkg);
    fs.writeFileSync(path.join(dir, '证据包-改动.zip'), await tampered(pkg));

    // a fresh context: offline, and any request at all (other than the file itself) is refused and recorded
    const offline = await browser.newContext({ offline: true, viewport: { width: 1366, height: 900 } });
    const requests: string[] = [];
    await offline.route('**/*', (route) => {
      const url = route.request().url();
      if (url === pathToFileURL(file).href) return route.continue();
      requests.push(url);
      return route.abort();
    });
    const p = await offline.newPage();
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto(pathToFileURL(file).href);
    await expect(p.getByRole('heading', { name: '证据包离线验证器' })).toBeVisible();
    await expect(p.locator('#key')).toContainText(printedFingerprint);

    await p.locator('#file').setInputFiles(path.join(dir, '证据包.zip'));
    await p.getByRole('button', { name: '开始核验' }).click();
    const result = p.getByTestId('verify-result');
    await expect(result).toHaveAttribute('data-ok', 'true', { timeout: 30_000 });
    await expect(result.getByText('核验通过', { exact: true })).toBeVisible();
    for (const id of ['package', 'file-sha256', 'file-sm3', 'leaf-hash', 'inclusion-proof', 'verifier-key', 'checkpoint-signature', 'checkpoint-root']) {
      await expect(result.locator(`[data-step="${id}"]`)).toHaveAttribute('data-status', 'finish');
    }
    // the key check ran against the key built into the file, not the proof's own
    await expect(result).toContainText('本验证器内置的');
    await expect(result).not.toContainText('公钥取自证明文件本身');
    await p.screenshot({ path: 'test-results/offline-verifier-passed.png', fullPage: true });

    await p.locator('#file').setInputFiles(path.join(dir, '证据包-改动.zip'));
    await p.getByRole('button', { name: '开始核验' }).click();
    await expect(result).toHaveAttribute('data-ok', 'false', { timeout: 30_000 });
    await expect(result.getByText('核验未通过', { exact: true })).toBeVisible();
    await expect(result.locator('[data-step="checkpoint-signature"]')).toHaveAttribute('data-status', 'wait');
    await p.setViewportSize({ width: 375, height: 800 });
    await p.screenshot({ path: 'test-results/offline-verifier-failed-375.png', fullPage: true });

    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await offline.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
