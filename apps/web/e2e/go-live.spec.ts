import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { FACE_MSG, MSG } from '@evidence/shared/constants';
import { idCardFront, idNumber, plainImage } from '../../server/test/helpers/id-card-image';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { expect, loginAs, randomPhone, test } from './support/fixtures';
import { doctor, startGoLiveServer, type GoLiveServer } from './support/go-live-server';

/**
 * Going live (issue 25, "Done means"): one server started as a live one — NODE_ENV=production, PUBLIC_URL,
 * WeChat Pay, Alipay, Tencent Cloud SMS, FaceID and OCR, its own signing identities, and no
 * ALLOW_LOCAL_PROVIDERS — against loopback stand-ins of those providers' protocols. Through it, in
 * Chromium: a registration by SMS code, an ID card read by OCR and a face check by FaceID, a points
 * recharge paid by WeChat (QR → the stand-in's pay page → its signed notice → the 3 s poll), and a notarial
 * fee paid by Alipay, failed by the office and refunded through Alipay (已退款). `npm run doctor` on the
 * same configuration prints all ok. Screenshots go to apps/web/test-results/screenshots/go-live-*.png.
 */
test.describe.configure({ mode: 'serial' });

const shots = path.join('test-results', 'screenshots');
let live: GoLiveServer;
let ctx: BrowserContext;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(120_000);
  live = await startGoLiveServer();
  // the stand-ins' pay pages and the Alipay gateway front speak TLS under the test CA, which Chromium does not know
  ctx = await browser.newContext({ baseURL: live.baseUrl, viewport: { width: 1366, height: 900 }, locale: 'zh-CN', ignoreHTTPSErrors: true });
});
test.afterAll(async () => {
  await ctx?.close();
  await live?.stop();
});

/** The typed answer of the newest captcha, found from its stored hash (4 characters: a few seconds at most). */
function solveCaptcha(dataDir: string): string {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select text_hash from captchas where used_at is null order by created_at desc limit 1').get() as { text_hash: string } | undefined;
    if (!row) throw new Error('no captcha was issued');
    const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
    for (const a of chars) for (const b of chars) for (const c of chars) for (const d of chars) {
      const text = a + b + c + d;
      if (createHash('sha256').update(text).digest('hex') === row.text_hash) return text;
    }
    throw new Error('the captcha was not found');
  } finally {
    db.close();
  }
}

async function newPage(): Promise<Page> {
  return ctx.newPage();
}

test('npm run doctor: the going-live configuration is all ok, an empty one lists what is missing', () => {
  const ok = doctor(live.env);
  expect(ok.out).toMatch(/all \d+ checks ok/);
  expect(ok.code).toBe(0);
  const empty = doctor({});
  expect(empty.code).toBe(1);
  for (const s of ['PUBLIC_URL', 'PAYMENT_PROVIDER', 'SMS_PROVIDER', 'FACE_PROVIDER', 'OCR_PROVIDER']) expect(empty.out).toMatch(new RegExp(`^${s}\\s+missing`, 'm'));
});

test('a new user registers by an SMS code Tencent Cloud sent, reads the ID card by OCR and passes the face check by FaceID', async () => {
  test.setTimeout(150_000);
  const page = await newPage();
  const phone = randomPhone();
  const password = 'abc12345';
  await page.goto('/register');
  // no captcha echo on a live server: the test reads the answer the way an attacker with the database could not use in time
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await expect.poll(() => { try { return solveCaptcha(live.dataDir).length; } catch { return 0; } }).toBe(4);
  await page.getByLabel('图形验证码', { exact: true }).fill(solveCaptcha(live.dataDir));
  const sent = page.waitForResponse((r) => r.url().includes('/api/Register/sendSMS'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  expect(((await (await sent).json()) as { code: number; msg: string }).code).toBe(200);
  // the carrier got the register template with the code as its parameter, for this phone
  await expect.poll(() => live.sms.messages.filter((m) => m.phone.endsWith(phone)).length).toBe(1);
  const message = live.sms.messages.find((m) => m.phone.endsWith(phone))!;
  const code = message.params.find((p) => /^\d{6}$/.test(p)) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('短信验证码').fill(code);
  await page.getByLabel('设置密码').fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('checkbox').check();
  await expect.poll(() => { try { return solveCaptcha(live.dataDir).length; } catch { return 0; } }).toBe(4);
  await page.getByLabel('图形验证码', { exact: true }).fill(solveCaptcha(live.dataDir));
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText(MSG.registerOk)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'go-live-registered.png') });

  // the ID card's front read by Tencent's IDCardOCR (the stand-in answers this card's fields)
  const card = { name: '李晓红', idNumber: idNumber('11010119920415402'), address: '北京市海淀区中关村南大街5号院2号楼301室', sex: '女' } as const;
  live.tencent.setOcr({ Name: card.name, IdNum: card.idNumber, Address: card.address, Sex: card.sex, Nation: '汉', Birth: '1992/4/15', AdvancedInfo: '{"WarnInfos":[]}' });
  await loginAs(page, ctx.request, phone, password);
  await page.goto('/personage-kyc?status=1');
  const photo = (i: number) => page.locator('.ep-person-form__photo').nth(i).locator('input[type=file]');
  await photo(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await idCardFront(card) });
  await expect(page.getByLabel('姓名')).toHaveValue(card.name, { timeout: 30_000 });
  await expect(page.getByLabel('身份证号码')).toHaveValue(card.idNumber);
  await expect(page.getByLabel('身份证地址')).toHaveValue(card.address);
  expect(live.tencent.calls.some((c) => c.action === 'IDCardOCR')).toBe(true);
  await photo(1).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await plainImage('noise', 640, 400, 3) });
  await photo(2).setInputFiles({ name: 'hand.png', mimeType: 'image/png', buffer: await plainImage('noise', 640, 480, 5) });
  await page.getByRole('checkbox').check();
  await page.screenshot({ path: path.join(shots, 'go-live-ocr-filled.png'), fullPage: true });
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/personage-face-kyc/);

  // FaceID: DetectAuth's Url is the QR code; the stand-in's phone page passes the check; our page polls.
  // Tencent FaceID has no payment-app flow, so the page offers no 支付宝 tab.
  await expect(page.getByRole('tab', { name: '扫码人脸核验' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '使用支付宝扫码认证' })).toHaveCount(0);
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  await expect(page.getByText(FACE_MSG.scanTip)).toBeVisible();
  const faceUrl = (await page.getByRole('link', { name: /无法扫码/ }).getAttribute('href')) ?? '';
  expect(faceUrl).not.toContain(live.baseUrl);
  const phonePage = await ctx.newPage();
  await phonePage.setViewportSize({ width: 375, height: 812 });
  await phonePage.goto(faceUrl);
  await phonePage.getByRole('button', { name: '通过', exact: true }).click();
  await phonePage.close();
  await expect(page.getByText(FACE_MSG.successPage)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: path.join(shots, 'go-live-face-passed.png') });
  // DetectAuth carried the sealed name and number; the answer asked for no images
  expect(live.tencent.calls.filter((c) => c.action === 'DetectAuth')).toHaveLength(1);
  await page.close();
});

test('points bought by WeChat Pay: the QR code opens the stand-in, its signed notice pays, the 3 s poll shows it', async () => {
  test.setTimeout(90_000);
  const page = await newPage();
  await loginAs(page, ctx.request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/buyCredits');
  await expect(page.getByText('本地测试收银台')).toHaveCount(0);
  await page.getByText('100 元', { exact: true }).click();
  await page.getByLabel('支付方式').getByText('微信支付').click();
  await page.getByRole('button', { name: /立即支付/ }).click();
  const dialog = page.getByRole('dialog', { name: '微信支付' });
  await expect(dialog).toBeVisible();
  const codeUrl = (await dialog.getByTestId('cashier-link').getAttribute('href')) ?? '';
  expect(codeUrl).toMatch(/\/pay\//);
  await page.screenshot({ path: path.join(shots, 'go-live-wechat-qr.png') });
  const mobile = await ctx.newPage();
  await mobile.setViewportSize({ width: 375, height: 812 });
  await mobile.goto(codeUrl);
  await expect(mobile.getByText('微信支付测试替身')).toBeVisible();
  await mobile.getByRole('button', { name: '确认支付' }).click();
  await mobile.close();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('支付成功', { exact: true })).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByText('已支付').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'go-live-wechat-paid.png'), fullPage: true });
  await page.close();
});

test('a notarial fee paid by Alipay, failed by the office, refunded through Alipay: 已退款', async () => {
  test.setTimeout(120_000);
  const page = await newPage();
  await loginAs(page, ctx.request, DEMO.companyMain.phone, DEMO_PASSWORD);
  const served = await page.goto(`/attestation-list/readingMaterial/pay/${live.order.orderId}/1`);
  // the page lets 前往支付宝支付 post its form to the configured Alipay gateway (CSP form-action), and nowhere else
  expect(served?.headers()['content-security-policy']).toContain(`form-action 'self' ${new URL(live.env.ALIPAY_GATEWAY!).origin}`);
  await page.getByRole('button', { name: '支付宝支付' }).click();
  // 电脑网站支付: the dialog's button posts the signed page form to Alipay's gateway in a new window
  const popup = ctx.waitForEvent('page');
  await page.getByRole('dialog', { name: '支付宝支付' }).getByRole('button', { name: '前往支付宝支付' }).click();
  const alipay = await popup;
  await expect(alipay.getByTestId('alipay-standin-label')).toBeVisible();
  await alipay.getByTestId('alipay-standin-confirm').click();
  await expect(alipay.getByTestId('alipay-standin-merchant-answer')).toHaveText('success');
  await alipay.close();
  await expect(page.getByRole('dialog', { name: '支付宝支付' })).toBeHidden({ timeout: 15_000 });

  // the office fails the order: the fee goes back through Alipay's refund, not as a promise
  const notary = await ctx.request.post('/api/admin/login', { form: { phone: '13800000008', password: DEMO_PASSWORD } });
  const token = ((await notary.json()) as { data: { token: string } }).data.token;
  const failed = await ctx.request.post('/api/admin/notary/fail', { headers: { Authorization: `Bearer ${token}` }, form: { orderId: String(live.order.orderId), reason: '申请人提交的证据材料与公证事项无关' } });
  expect(((await failed.json()) as { code: number; msg: string }).code).toBe(200);
  await expect.poll(() => [...live.alipay.book.refunds.values()].length, { timeout: 20_000 }).toBe(1);
  await page.goto('/orders');
  await page.getByRole('tab', { name: '公证书' }).click();
  await expect(page.getByText(/已退款/).first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: path.join(shots, 'go-live-alipay-refunded.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByText(/已退款/).first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'go-live-alipay-refunded-375.png'), fullPage: true });
  await page.close();

  // the notary's console on a phone: the fee in yuan with its channel, the refund's state, labels on one line
  const office = await newPage();
  await office.setViewportSize({ width: 375, height: 812 });
  await office.goto('/admin/login');
  await office.getByLabel('手机号', { exact: true }).fill('13800000008');
  await office.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await office.getByLabel('密码', { exact: true }).press('Enter');
  await expect(office).toHaveURL(/\/admin\/notary/);
  await office.getByRole('combobox', { name: '办理阶段' }).click();
  await office.getByText('全部阶段').last().click();
  await office.getByRole('button', { name: '查看' }).first().click();
  await expect(office.getByText('¥260.00（支付宝）')).toBeVisible();
  await expect(office.locator('.ep-office-refund').getByText(/已退款/)).toBeVisible();
  await office.screenshot({ path: path.join(shots, 'go-live-office-refunded-375.png'), fullPage: true });
  await office.close();
});
