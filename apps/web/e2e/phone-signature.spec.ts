import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { MSG, SIGN_INTENT_MSG } from '@evidence/shared/constants';
import { DEMO, DEMO_PASSWORD, OPERATOR } from './support/accounts';
import { latestSmsCode } from './support/fixtures';
import { cliJs, repoRoot, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * 手机签字 (issue 15, 001 §2.2 /signature-*): a verified company main account brings an order to the
 * signature step through the API and asks for the QR code as the signing screen would; the phone (a
 * 375 × 812 context) opens the code's URL, gets the SMS code sent to the account's own phone (read from
 * the local outbox), draws with the mouse and submits; the desktop's poll then says the handwriting is
 * there, a signing takes it, and the same QR code says it was used. A replaced, an expired and an unknown
 * code each show the server's message. Its own server (and no shared one): the orders and intents are
 * this spec's alone, and its SQLite file can be reached to put a code past its time.
 */
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const shot = (page: Page, name: string) => page.screenshot({ path: path.join('test-results', `phone-sign-${name}.png`), fullPage: true });

let server: ServerProcess;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startServerProcess('phone-sign', [
    [process.execPath, [cliJs, 'create-operator', '--phone', OPERATOR.phone, '--name', OPERATOR.name, '--password', OPERATOR.password]],
    [process.execPath, [cliJs, 'seed-demo']],
    [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/web/e2e/support/seed-evidence-list.ts')]],
  ], { LEDGER_BATCH_DELAY_MS: '2' });
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** A QR code past its time, as ten minutes of waiting would leave it (the server's SQLite file, WAL: safe beside the server). */
function expireIntent(intentId: number) {
  const db = new Database(path.join(server.dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    expect(db.prepare('UPDATE sign_intents SET expires_at = ? WHERE id = ?').run(Date.now() - 1000, intentId).changes).toBe(1);
  } finally {
    db.close();
  }
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The desktop's calls, as the company main account (its bearer token and role header). */
async function desktop(request: APIRequestContext) {
  const login = (await (await request.post('/api/login', { form: { phone: DEMO.companyMain.phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string; userInfo: { role: string } }>;
  expect(login.code, login.msg).toBe(200);
  const headers = { Authorization: `Bearer ${login.data.token}`, role: login.data.userInfo.role };
  const call = async <T>(method: 'get' | 'post', url: string, values: Record<string, string>): Promise<T> => {
    const res = method === 'get' ? await request.get(url, { headers, params: values }) : await request.post(url, { headers, form: values });
    const env = (await res.json()) as Envelope<T>;
    expect(env.code, `${url}: ${env.msg}`).toBe(200);
    return env.data;
  };
  return { call, headers };
}

type Desktop = Awaited<ReturnType<typeof desktop>>;

/** selectList → apply → applyForm → saveApplyForm: an order at the signature step with one record. */
async function orderAtSignature(d: Desktop, skip: number): Promise<number> {
  const picks = await d.call<{ list: { id: number; selectable: boolean }[] }>('get', '/api/notary/selectList', { page: '1', limit: '50' });
  const record = picks.list.filter((r) => r.selectable)[skip];
  expect(record, 'a selectable record of the company').toBeTruthy();
  const order = await d.call<{ id: number }>('post', '/api/notary/apply', { ids: String(record!.id) });
  await d.call('get', '/api/notary/applyForm', { orderId: String(order.id) });
  await d.call('post', '/api/notary/saveApplyForm', { orderId: String(order.id), purpose: '诉讼', method: '平台上传', promise: '1' });
  return order.id;
}

const signQr = (d: Desktop, orderId: number) => d.call<{ intentId: number; url: string; expiresAt: number }>('post', '/api/notary/signQr', { orderId: String(orderId) });
const signStatus = async (d: Desktop, orderId: number, intentId: number) =>
  (await d.call<{ status: string }>('get', '/api/notary/signStatus', { orderId: String(orderId), intentId: String(intentId) })).status;

async function phonePage(browser: Browser): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    // a refused call's 400 is the page's normal business, not a problem
    if (m.type() === 'error' && !/status of 400/.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'warning' && /antd|React|Warning/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems, close: () => context.close() };
}

/** Two strokes with the mouse across the canvas. */
async function drawTwoStrokes(page: Page) {
  const box = (await page.getByTestId('handwriting-canvas').boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  for (const stroke of [
    [[0.15, 0.6], [0.25, 0.3], [0.35, 0.7], [0.45, 0.35]],
    [[0.55, 0.65], [0.65, 0.4], [0.75, 0.6], [0.85, 0.45]],
  ] as const) {
    await page.mouse.move(...at(stroke[0][0], stroke[0][1]));
    await page.mouse.down();
    for (const [fx, fy] of stroke.slice(1)) await page.mouse.move(...at(fx, fy), { steps: 6 });
    await page.mouse.up();
  }
}

/**
 * Keeps a copy of the `file` part the page uploads (Chromium does not hand a multipart body with a Blob
 * to Playwright), so the PNG the page made can be looked at.
 */
async function keepUploadedFile(page: Page): Promise<() => Promise<Buffer>> {
  await page.evaluate(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const file = init?.body instanceof FormData ? init.body.get('file') : null;
      if (file instanceof Blob) (window as unknown as { uploaded: number[] }).uploaded = Array.from(new Uint8Array(await file.arrayBuffer()));
      return original(input, init);
    };
  });
  return async () => Buffer.from(await page.evaluate(() => (window as unknown as { uploaded: number[] }).uploaded));
}

test('phone signing: QR → SMS code → handwriting → the desktop sees it; used, replaced, expired and unknown codes', async ({ browser }) => {
  test.setTimeout(180_000);
  const d = await desktop(api);
  const orderId = await orderAtSignature(d, 0);
  const qr = await signQr(d, orderId);
  expect(qr.url).toMatch(/\/signature-code\?token=[A-Za-z0-9_-]{43}$/);
  expect(await signStatus(d, orderId, qr.intentId)).toBe('pending');

  const phone = await phonePage(browser);
  const { page } = phone;
  await page.goto(qr.url);
  // what is signed, and where the code goes
  const facts = page.getByTestId('intent-facts');
  await expect(facts).toContainText('公证申请文件签字');
  await expect(page.getByTestId('intent-order-no')).toHaveText(/^GZ/);
  for (const doc of ['电子申请表', '公证告知书', '保全告知书']) await expect(facts).toContainText(doc);
  await expect(page.getByTestId('intent-phone')).toHaveText('138****0002');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'code');

  // an empty code, then a wrong one (the server's message), then the right one
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(page.getByText('验证码不能为空')).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const code = await latestSmsCode(api, DEMO.companyMain.phone);
  await page.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(page.locator('.ep-psign__error')).toHaveText(MSG.smsWrong);
  await shot(page, 'code-wrong');
  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('button', { name: /下一步/ }).click();
  await page.waitForURL(/\/signature-manual\?token=/);
  expect(await signStatus(d, orderId, qr.intentId)).toBe('verified');

  // the canvas: an empty drawing is refused; 撤销 takes back one stroke; the drawing goes as a trimmed transparent PNG
  const submitButton = page.getByRole('button', { name: '提交签名' });
  await submitButton.click();
  await expect(page.getByText('请先书写签名')).toBeVisible();
  const undo = page.getByRole('button', { name: '撤销' });
  const hint = page.getByText('签名区域');
  await drawTwoStrokes(page);
  await undo.click();
  await expect(hint, 'one stroke is left').toBeHidden();
  await undo.click();
  await expect(hint, 'both strokes are taken back').toBeVisible();
  await expect(undo).toBeDisabled();
  await submitButton.click();
  await expect(page.getByText('请先书写签名')).toBeVisible();
  await drawTwoStrokes(page);
  await page.getByRole('button', { name: '清除重写' }).click();
  await expect(hint).toBeVisible();
  await drawTwoStrokes(page);
  await shot(page, 'manual');
  const canvasWidth = await page.getByTestId('handwriting-canvas').evaluate((c: HTMLCanvasElement) => c.width);
  const uploaded = await keepUploadedFile(page);
  await submitButton.click();
  await page.waitForURL(/\/signature-end\?token=/);
  const png = await uploaded();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBeLessThan(canvasWidth);
  expect(data[3], 'the top-left corner is transparent').toBe(0);
  await expect(page.getByTestId('sign-end-result')).toContainText(SIGN_INTENT_MSG.submitted);
  await shot(page, 'end');

  // the desktop's 2 s poll now finds the handwriting; a signing takes it, and the same QR code says so
  expect(await signStatus(d, orderId, qr.intentId)).toBe('submitted');
  // with the documents' hashes the desktop page shows (orderDetail's signSha256, issue 23 item 1)
  const shown = (await d.call<{ signSha256: string[] }>('get', '/api/notary/orderDetail', { orderId: String(orderId) })).signSha256.join(',');
  await d.call('post', '/api/notary/sign', { orderId: String(orderId), intentId: String(qr.intentId), documentSha256: shown });
  await expect.poll(() => signStatus(d, orderId, qr.intentId), { timeout: 60_000, intervals: [500] }).toBe('used');
  await page.goto(qr.url);
  await page.waitForURL(/\/signature-end\?token=/);
  await expect(page.getByTestId('sign-end-result')).toContainText(SIGN_INTENT_MSG.used);
  await shot(page, 'used');

  // a replaced code and an expired one: the server's message
  const second = await orderAtSignature(d, 0);
  const replaced = await signQr(d, second);
  const newest = await signQr(d, second);
  await page.goto(replaced.url);
  await expect(page.getByTestId('sign-end-result')).toContainText(SIGN_INTENT_MSG.expired);
  // the same page in a desktop browser (a mouse, no touch): the 750px column, centred
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.baseUrl, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const deskPage = await desk.newPage();
  await deskPage.goto(newest.url);
  await expect(deskPage.getByTestId('intent-order-no')).toHaveText(/^GZ/);
  const column = (await deskPage.locator('.ep-mobile').boundingBox())!;
  expect(Math.round(column.width)).toBe(750);
  expect(Math.round(column.x)).toBe(265);
  await deskPage.screenshot({ path: path.join('test-results', 'phone-sign-code-desktop.png') });
  await desk.close();
  expireIntent(newest.intentId);
  await page.goto(newest.url);
  await expect(page.getByTestId('sign-end-result')).toContainText(SIGN_INTENT_MSG.expired);
  expect(await signStatus(d, second, newest.intentId)).toBe('expired');
  await shot(page, 'expired');
  // an unknown code, and the canvas page opened without the SMS check goes back to it
  await page.goto('/signature-manual?token=' + 'A'.repeat(43));
  await expect(page.getByTestId('sign-end-result')).toContainText(SIGN_INTENT_MSG.badToken);
  await shot(page, 'invalid');
  expect(phone.problems).toEqual([]);
  await phone.close();
});
