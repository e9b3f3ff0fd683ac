import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Page } from '@playwright/test';
import { expectCustomerText } from './support/customer-text';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { cliJs, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * 过程取证 (issue 17 "Done means"): reserve 2 minutes, browse two local pages by clicks and typed Chinese (an
 * input method's composition, committed), end → the preview's video plays (duration > 0) → 确认 → /evidencesPro
 * shows the video and its hashes; a second session is abandoned and its points come back. A server of its own:
 * CAPTURE_TEST_ALLOW_HOSTS lets the remote browser open this test's local pages (their one ip:port).
 */
const seen: string[] = [];
let site: http.Server;
let siteBase = '';
/** The two local pages, started before the server so it can be told their ip:port (CAPTURE_TEST_ALLOW_HOSTS). */
async function startSite(): Promise<number> {
  site = http.createServer((req, res) => {
    seen.push(decodeURIComponent(req.url ?? ''));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    if (req.url?.startsWith('/two')) {
      return res.end('<!doctype html><title>第二页</title><body style="margin:0;font:20px sans-serif"><h1 style="margin:20px">第二页</h1><form action="/three"><input name="q" style="position:absolute;left:40px;top:120px;width:400px;height:40px;font-size:20px"></form></body>');
    }
    if (req.url?.startsWith('/three')) return res.end('<!doctype html><title>结果页</title><h1>已提交</h1>');
    res.end('<!doctype html><title>第一页</title><body style="margin:0;font:20px sans-serif"><h1 style="margin:20px">第一页</h1><a href="/two" style="position:absolute;left:40px;top:120px;display:block;width:300px;height:60px;background:#1677ff;color:#fff">打开第二页</a></body>');
  });
  await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok));
  const port = (site.address() as AddressInfo).port;
  siteBase = `http://127.0.0.1:${port}`;
  return port;
}

const test = base.extend<object, { own: ServerProcess }>({
  own: [
    async ({}, use) => {
      const port = await startSite();
      const server = await startServerProcess('process', [[process.execPath, [cliJs, 'seed-demo']]], { CAPTURE_TEST_ALLOW_HOSTS: `127.0.0.1:${port}`, JOBS_POLL_MS: '200', LEDGER_BATCH_DELAY_MS: '2' });
      await use(server);
      await server.stop();
      await new Promise<void>((ok) => site.close(() => ok()));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ own }, use) => use(own.baseUrl),
});

/** OE_SHOTS=<dir>: full-page screenshots of each step, for people to look at (not an assertion). */
async function shot(page: Page, name: string) {
  if (process.env.OE_SHOTS) await page.screenshot({ path: `${process.env.OE_SHOTS}/${name}.png`, fullPage: true });
}

async function login(page: Page, baseUrl: string): Promise<string> {
  const res = await page.request.post(`${baseUrl}/api/login`, { form: { phone: DEMO.individual.phone, password: DEMO_PASSWORD } });
  const body = (await res.json()) as { code: number; data: { token: string; userInfo: { role: string } } };
  expect(body.code).toBe(200);
  await page.goto('/api/health');
  await page.evaluate(([t, r]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('role', r);
  }, [body.data.token, body.data.userInfo.role] as const);
  return body.data.token;
}

async function points(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/user/getAuthInfo', { headers: { authorization: `Bearer ${token}`, role: '1' } });
  return ((await res.json()) as { data: { points: number } }).data.points;
}

/** Clicks the remote page at its own pixel coordinates (the canvas is scaled to the page's width). */
async function clickRemote(page: Page, x: number, y: number) {
  const canvas = page.getByTestId('live-canvas');
  const box = (await canvas.boundingBox())!;
  const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ w: c.width, h: c.height }));
  await page.mouse.click(box.x + (x * box.width) / size.w, box.y + (y * box.height) / size.h);
}

async function startSession(page: Page, title: string, minutes: string, url: string) {
  await page.goto('/newProcess');
  await page.getByLabel('取证名称').fill(title);
  await page.getByLabel(/起始网址/).fill(url);
  await page.getByText(`${minutes} 分钟`, { exact: true }).click();
  await expect(page.getByTestId('session-price')).toContainText(`本次预扣 ${Number(minutes) * 2}.00 积分`);
  await shot(page, 'new-process');
  await page.getByRole('button', { name: '开始取证' }).click();
  // the points are taken only after this confirmation
  await expect(page.getByRole('dialog', { name: '确认开始取证' })).toContainText(`预扣 ${Number(minutes) * 2}.00 积分`);
  await page.getByRole('button', { name: '确认并预扣积分' }).click();
  await expect(page).toHaveURL(/\/evidences-all\/process\/queue\?id=\d+/);
  await expect(page.getByTestId('live-canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('网址')).toHaveValue(url, { timeout: 20_000 });
}

async function endSession(page: Page) {
  await page.getByRole('button', { name: '结束取证' }).click();
  await page.getByRole('button', { name: '结束', exact: true }).click();
  await expect(page).toHaveURL(/\/evidences-all\/process\/preview\?id=\d+/, { timeout: 60_000 });
  const duration = await page.getByTestId('preview-video').evaluate(
    (v: HTMLVideoElement) => new Promise<number>((ok) => (v.readyState >= 1 ? ok(v.duration) : v.addEventListener('loadedmetadata', () => ok(v.duration), { once: true }))),
  );
  expect(duration).toBeGreaterThan(0);
}

test('a recorded session: two pages by clicks and typed Chinese, preview plays, confirm, /evidencesPro; abandon refunds', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const token = await login(page, baseURL!);
  const before = await points(page, token);
  await startSession(page, '过程取证端到端', '2', `${siteBase}/one`);
  await expect.poll(() => points(page, token)).toBe(before - 4);

  await clickRemote(page, 150, 150);
  await expect(page.getByLabel('网址')).toHaveValue(`${siteBase}/two`, { timeout: 15_000 });
  await clickRemote(page, 200, 140);
  // an input method's composition, committed: the page sends the committed text (Input.insertText)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: '取证', selectionStart: 2, selectionEnd: 2 });
  await cdp.send('Input.insertText', { text: '取证测试' });
  await page.keyboard.press('Enter');
  await expect.poll(() => seen.find((u) => u.startsWith('/three'))).toBe('/three?q=取证测试');
  await expect(page.getByLabel('网址')).toHaveValue(/\/three\?q=/);
  await shot(page, 'live');
  await endSession(page);
  await shot(page, 'preview');

  await expect(page.getByText('扣除 2.00 积分')).toBeVisible();
  await page.getByRole('button', { name: '确认', exact: true }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '确认' }).click();
  await expect(page.locator('.ant-result-title')).toHaveText('已确认，证据已保全', { timeout: 20_000 });
  expect(await points(page, token)).toBe(before - 2);
  const sha = await page.locator('.ep-hash').first().textContent();
  await page.getByRole('link', { name: '查看取证证书' }).click();
  await expect(page).toHaveURL(/\/evidencesPro\/GQ\d+/);
  await expect(page.getByTestId('pro-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  expect(sha).toContain(await page.getByTestId('pro-sha256').textContent());
  const proDuration = await page.getByTestId('pro-video').evaluate(
    (v: HTMLVideoElement) => new Promise<number>((ok) => (v.readyState >= 1 ? ok(v.duration) : v.addEventListener('loadedmetadata', () => ok(v.duration), { once: true }))),
  );
  expect(proDuration).toBeGreaterThan(0);
  await expect(page.getByTestId('tech-appendix').getByText('取证环境清洁性检查')).toBeVisible();
  expectCustomerText(await page.locator('.ep-session-panel').innerText(), 'the process capture view');
  await shot(page, 'pro-view');
  if (process.env.OE_SHOTS) {
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'pro-view-375');
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  const beforeSecond = await points(page, token);
  await startSession(page, '放弃的取证', '1', `${siteBase}/one`);
  expect(await points(page, token)).toBe(beforeSecond - 2);
  await endSession(page);
  await page.getByRole('button', { name: '放弃', exact: true }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '放弃' }).click();
  await expect(page).toHaveURL(/\/evidences-all\/process$/);
  await expect.poll(() => points(page, token)).toBe(beforeSecond);
  await expect(page.getByRole('row', { name: /放弃的取证/ })).toContainText('已放弃');
  await shot(page, 'list');
});
