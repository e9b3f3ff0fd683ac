import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { idCardFront, idNumber, plainImage } from '../../server/test/helpers/id-card-image';
import { FACE_MSG } from '@evidence/shared/constants';
import { DEMO, DEMO_PASSWORD, OPERATOR } from './support/accounts';
import { expect, loginAs, registerViaApi, test } from './support/fixtures';
import { chooseOnFacePage, passFaceViaApi } from './support/face';

/**
 * Individual real-name verification (issue 5, 000 §2, §4, §5): a new account chooses 个人认证,
 * the ID card's front fills name, number and address by OCR (a blank photo clears them with the
 * server's message), a PDF named .jpg is refused, the consent is required, the submission leads to
 * face verification, /person-info shows the masked data under review, and after an operator's
 * rejection the form comes back prefilled with the reason. Screenshots of every state, desktop and
 * 375 px, go to apps/web/test-results/screenshots/person-*.png.
 */
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
fs.mkdirSync(outDir, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'person-kyc-'));
test.afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// The card the server's OCR test reads exactly (apps/server/test/integration/id-card-ocr.test.ts).
const CARD = { name: '张晓明', idNumber: idNumber('11010119900307803'), address: '北京市东城区景山前街4号院3号楼2单元501室', sex: '男' } as const;
const PASSWORD = 'abc12345';
const REASON = '手持身份证照片不清晰，请重新拍摄';

async function file(name: string, bytes: Buffer | Promise<Buffer>): Promise<string> {
  const p = path.join(tmp, name);
  fs.writeFileSync(p, await bytes);
  return p;
}

/** Full page at 1280 and at 375 wide, then back to desktop. */
async function shoot(page: Page, name: string) {
  for (const [vp, width] of [['desktop', 1280], ['mobile', 375]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `person-${name}-${vp}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const photoInput = (page: Page, index: number) => page.locator('.ep-person-form__photo').nth(index).locator('input[type=file]');

async function rejectAsOperator(request: APIRequestContext, phone: string, reason: string) {
  const login = await (await request.post('/api/admin/login', { form: { phone: OPERATOR.phone, password: OPERATOR.password } })).json();
  const headers = { Authorization: `Bearer ${login.data.token}` };
  const list = await (await request.get(`/api/admin/verification/list?keyword=${phone}&status=2`, { headers })).json();
  expect(list.code, list.msg).toBe(200);
  const id = list.data.list[0]?.id as number;
  const r = await (await request.post('/api/admin/verification/reject', { headers, form: { id: String(id), reason } })).json();
  expect(r.code, r.msg).toBe(200);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a new individual verifies with OCR, is rejected, sends the form again, passes the face check on the phone page and is approved', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(240_000);
  const front = await file('front.png', idCardFront(CARD));
  const blank = await file('blank.png', plainImage('blank'));
  const back = await file('back.png', plainImage('noise', 640, 400, 7));
  const hand = await file('hand.jpg', sharp(await plainImage('noise', 640, 480, 11)).jpeg().toBuffer());
  const fakeJpg = await file('scan.jpg', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'));

  const phone = await registerViaApi(request, PASSWORD);
  await loginAs(page, request, phone, PASSWORD);

  // the entry: account type 0 chooses
  await page.goto('/authentication');
  await expect(page.getByRole('button', { name: '前往个人认证' })).toBeVisible();
  await expect(page.getByRole('button', { name: /前往企业认证/ })).toBeVisible();
  await shoot(page, 'entry');
  await page.getByRole('button', { name: '前往个人认证' }).click();
  await expect(page).toHaveURL(/\/personage-kyc\?status=1$/);
  await expect(page.getByText('个人信息处理说明')).toBeVisible();
  // the phone defaults to the account's
  await expect(page.getByLabel('手机号码')).toHaveValue(phone);
  await shoot(page, 'form-empty');

  // a PDF renamed .jpg is refused by its content
  await photoInput(page, 0).setInputFiles(fakeJpg);
  await expect(page.getByText('上传图片只能是png,jpg,jpeg或gif格式!')).toBeVisible();
  await expect(page.locator('.ep-person-form__photo').nth(0).locator('img')).toHaveCount(0);

  // a photo without a card: what was typed is cleared and the server's message shown
  await page.getByLabel('姓名').fill('王五');
  await photoInput(page, 0).setInputFiles(blank);
  await expect(page.locator('.ep-person-form__ocr').getByText('识别失败，请手动填写')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('姓名')).toHaveValue('');
  await expect(page.getByLabel('身份证号码')).toHaveValue('');
  await expect(page.getByLabel('身份证地址')).toHaveValue('');
  await shoot(page, 'form-ocr-failed');

  // the real front: recognised into the fields, the sex from the number
  // (the reading is held back a moment so the spinner can be seen)
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/Peruser/checkIdCardInformation', async (route) => {
    await held;
    await route.continue();
  });
  await photoInput(page, 0).setInputFiles(front);
  await expect(page.getByText('正在识别…')).toBeVisible();
  await expect(page.getByLabel('姓名')).toBeDisabled();
  release();
  await expect(page.getByLabel('姓名')).toHaveValue(CARD.name, { timeout: 30_000 });
  await page.unroute('**/api/Peruser/checkIdCardInformation');
  await expect(page.getByLabel('身份证号码')).toHaveValue(CARD.idNumber);
  await expect(page.getByLabel('身份证地址')).toHaveValue(CARD.address);
  await expect(page.getByRole('radio', { name: '男' })).toBeChecked();
  // by keyboard: focus the box, Enter opens the file chooser
  await page.getByRole('button', { name: '上传身份证国徽面照片' }).focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(back);
  await photoInput(page, 2).setInputFiles(hand);
  await expect(page.locator('.ep-person-form__photo img')).toHaveCount(3);
  await shoot(page, 'form-ocr-filled');

  // consent is required
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('请先同意实名验证')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功，请等待审核')).toBeVisible();
  await expect(page).toHaveURL(/\/personage-face-kyc/);

  // under review: masked data, the state's message
  await page.goto('/person-info');
  await expect(page.getByRole('main').getByText('您已提交认证，资料审核中…')).toBeVisible();
  await expect(page.getByText(`${CARD.idNumber.slice(0, 3)}***********${CARD.idNumber.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(CARD.idNumber)).toHaveCount(0);
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await expect(page.locator('.ep-person-info__photo img')).toHaveCount(3);
  await shoot(page, 'info-reviewing');
  await page.goto('/personage-kyc');
  await expect(page.getByRole('main').getByText('您已提交认证，资料审核中…')).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveCount(0);
  await shoot(page, 'form-reviewing');
  await page.getByRole('button', { name: '查看认证信息' }).click();
  await expect(page).toHaveURL(/\/person-info$/);

  // rejected: the form again, prefilled (photos too), with the reason
  await rejectAsOperator(request, phone, REASON);
  await page.goto('/person-info');
  await expect(page.getByRole('main').getByText('抱歉，您的个人实名认证失败！ 您提交的资料审核未通过，请重新认证。')).toBeVisible();
  await expect(page.getByText(`驳回原因：${REASON}`)).toBeVisible();
  await shoot(page, 'info-rejected');
  await expect(page.locator('.ep-verify-banner').getByRole('link', { name: '重新认证' })).toHaveAttribute('href', '/personage-kyc?status=1');
  await page.getByRole('button', { name: '重新认证' }).first().click();
  await expect(page).toHaveURL(/\/personage-kyc$/);
  await expect(page.getByText(`驳回原因：${REASON}`)).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveValue(CARD.name);
  await expect(page.getByLabel('身份证号码')).toHaveValue(CARD.idNumber);
  await expect(page.getByLabel('手机号码')).toHaveValue(phone);
  await expect(page.locator('.ep-person-form__photo img')).toHaveCount(3);
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await shoot(page, 'form-rejected');

  // sent again as it was prefilled (the kept photos included): under review once more
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/personage-face-kyc/);
  await page.goto('/person-info');
  await expect(page.getByRole('main').getByText('您已提交认证，资料审核中…')).toBeVisible();
  await expect(page.getByText('尚未进行人脸核验')).toBeVisible();

  // the face check through the local provider's phone page (the QR code's link, 375 px, no login)
  await page.getByRole('button', { name: '去人脸核验' }).click();
  await expect(page).toHaveURL(/\/personage-face-kyc$/);
  await page.getByRole('button', { name: '开始人脸核验' }).click();
  await expect(page.getByText(FACE_MSG.scanTip)).toBeVisible();
  const faceUrl = await page.getByRole('link', { name: '无法扫码？在本机打开' }).getAttribute('href');
  expect(faceUrl).toMatch(/\/mobile\/face\/[A-Za-z0-9_-]+$/);
  const phoneCtx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const phonePage = await phoneCtx.newPage();
  await phonePage.goto(faceUrl!);
  await expect(phonePage.getByText(FACE_MSG.localNotice)).toBeVisible();
  await chooseOnFacePage(phonePage, '模拟核验通过', FACE_MSG.localPassed);
  await phoneCtx.close();
  // the desktop page learns it by polling, no reload
  await expect(page.getByText(FACE_MSG.successPage)).toBeVisible({ timeout: 15_000 });

  // the operator approves in the console
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL });
  await admin.goto('/admin/login');
  await admin.getByLabel('手机号', { exact: true }).fill(OPERATOR.phone);
  await admin.getByLabel('密码', { exact: true }).fill(OPERATOR.password);
  await admin.getByLabel('密码', { exact: true }).press('Enter');
  await expect(admin).toHaveURL(/\/admin\/verifications$/);
  await admin.locator('.ant-table-row', { hasText: CARD.name }).first().getByRole('button', { name: '审核' }).click();
  const drawer = admin.locator('.ant-drawer');
  await expect(drawer.getByText('核验通过')).toBeVisible();
  await drawer.getByRole('button', { name: /通\s?过/ }).click();
  await admin.locator('.ant-popconfirm').getByRole('button', { name: /通\s?过/ }).click();
  await expect(admin.getByText('已通过审核')).toBeVisible();
  await admin.close();

  // verified: the info page, the face check, and the notices of the rejection and the approval
  await page.goto('/person-info');
  await expect(page.getByRole('main').getByText('恭喜，您的个人实名认证成功！')).toBeVisible();
  await expect(page.getByText(/人脸核验通过/)).toBeVisible();
  await shoot(page, 'info-verified-after-face');
  await page.goto('/notifications');
  await expect(page.getByText('您的个人实名认证已通过审核。')).toBeVisible();
  await expect(page.getByText(/您的个人实名认证未通过审核，原因：/)).toBeVisible();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2ab6b0000000049454e44ae426082', 'hex');

/** An account verified through the API and an operator's approval, to show /person-info with data. */
async function approvedAccount(request: APIRequestContext): Promise<string> {
  const phone = await registerViaApi(request, PASSWORD);
  const token = (await (await request.post('/api/login', { form: { phone, password: PASSWORD } })).json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const upload = async () => (await (await request.post('/api/Upload/uploadNormal', { headers, multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: PNG } } })).json()).data.path as string;
  const seq = String(100 + Math.floor(Math.random() * 800));
  const first17 = `1101011985${String(1 + Math.floor(Math.random() * 9)).padStart(2, '0')}15${seq}`;
  const form = { userName: '王丽华', idCard: idNumber(first17), sex: Number(seq[2]) % 2 === 1 ? '0' : '1', mobile: phone, type: '1', address: '上海市黄浦区中山东一路12号', authorFront: await upload(), authorBack: await upload(), authorHand: await upload(), agree: '1' };
  const r = await (await request.post('/api/peruser/perAuthorize', { headers, form })).json();
  expect(r.code, r.msg).toBe(200);
  // an individual is approved only after a passed face check (decision 90)
  await passFaceViaApi(request, token);
  const login = await (await request.post('/api/admin/login', { form: { phone: OPERATOR.phone, password: OPERATOR.password } })).json();
  const admin = { Authorization: `Bearer ${login.data.token}` };
  const a = await (await request.post('/api/admin/verification/approve', { headers: admin, form: { id: String(r.data.id) } })).json();
  expect(a.code, a.msg).toBe(200);
  return phone;
}

test('verified with data, loading and error states', async ({ page, request }) => {
  const phone = await approvedAccount(request);
  await loginAs(page, request, phone, PASSWORD);
  await page.goto('/person-info');
  await expect(page.getByRole('main').getByText('恭喜，您的个人实名认证成功！')).toBeVisible();
  await expect(page.getByText('已通过')).toBeVisible();
  await expect(page.locator('.ep-person-info__photo img')).toHaveCount(3);
  await expect(page.getByRole('button', { name: '重新认证' })).toHaveCount(0);
  await shoot(page, 'info-verified-data');

  // loading: the answer is held back until the skeleton was photographed
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/user/getVerifyInfo**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/person-info');
  await expect(page.locator('.ant-skeleton')).toBeVisible();
  await page.screenshot({ path: path.join(outDir, 'person-info-loading-desktop.png') });
  release();
  await expect(page.getByRole('main').getByText('恭喜，您的个人实名认证成功！')).toBeVisible();
  await page.unroute('**/api/user/getVerifyInfo**');

  // a failed answer: the message and 重试, which loads the page
  await page.route('**/api/user/getVerifyInfo**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 400, msg: '服务繁忙，请稍后重试', data: null }) }));
  await page.goto('/personage-kyc');
  await expect(page.getByText('认证信息加载失败')).toBeVisible();
  await shoot(page, 'error');
  await page.unroute('**/api/user/getVerifyInfo**');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('main').getByText('恭喜，您的个人实名认证成功！')).toBeVisible();
});

test('the verified demo individual and a sub-account', async ({ page, request }) => {
  await loginAs(page, request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/person-info');
  await expect(page.getByRole('main').getByText('恭喜，您的个人实名认证成功！')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新认证' })).toHaveCount(0);
  // the seed's approved submission: its data, photos and face check, never "no record" beside the success
  await expect(page.getByText('未找到本账号提交的认证资料记录')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('李明', { exact: true })).toBeVisible();
  await expect(page.locator('.ep-person-info__photo img')).toHaveCount(3);
  await shoot(page, 'info-verified');
  await page.goto('/personage-kyc');
  await expect(page.getByRole('main').getByText('恭喜，您的个人实名认证成功！')).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveCount(0);
  await shoot(page, 'form-verified');
  // the account menu's 认证信息 leads to the person page; /authentication shows the individual state
  await page.getByRole('button', { name: /^账户菜单/ }).click();
  await page.getByRole('menuitem', { name: '认证信息' }).click();
  await expect(page).toHaveURL(/\/person-info$/);
  await page.goto('/authentication');
  await expect(page.getByRole('main').getByText('恭喜，您的个人实名认证成功！')).toBeVisible();

  // a company account is sent to its own page (/kyc-info, built on the company branch) or told why not
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  for (const url of ['/person-info', '/personage-kyc']) {
    await page.goto(url);
    await expect
      .poll(async () => new URL(page.url()).pathname === '/kyc-info' || (await page.getByText('当前账号为企业账号').isVisible()))
      .toBe(true);
  }

  await loginAs(page, request, DEMO.companySub.phone, DEMO_PASSWORD);
  await page.goto('/personage-kyc');
  await expect(page.getByText('子账号不能进行实名认证，请切换到个人身份后操作')).toBeVisible();
  await shoot(page, 'sub-account');
});
