import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { NOTARY_MSG } from '@evidence/shared/constants';
import { DEMO, DEMO_PASSWORD, OPERATOR } from './support/accounts';
import { latestSmsCode } from './support/fixtures';
import { cliJs, lastJsonLine, repoRoot, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * The applicant's four steps (issue 15, /attestation-list/readingMaterial/{step}/{orderId}/{type}): the demo
 * company's main account picks three preserved files on /notary/selectList, fills the application form,
 * signs by handwriting on a phone (a 375 px context opens the QR code's link), the desktop moves on by its
 * 2 s poll, deCode re-checks the originals and the fee is paid with points; the notary accepts and records
 * the interview, the applicant confirms it with the seal and an SMS code, the certificate is issued,
 * downloaded, found valid by pdfsig and found by the public lookup. An individual signs with a seal and an
 * SMS code and pays by WeChat through the local cashier; another company's order is refused by the office
 * (出证失败) and its points come back once. Its own server: the orders and balances are this spec's alone.
 */
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const shot = (page: Page, name: string) => page.screenshot({ path: path.join('test-results', 'screenshots', `notary-steps-${name}.png`), fullPage: true });

let server: ServerProcess;
let api: APIRequestContext;
let records: { id: number; evidenceNo: string; fileName: string }[];
let otherRecords: { id: number }[];
let personRecords: { id: number }[];
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerProcess(
    'notary-steps',
    (dataDir) => [
      [process.execPath, [cliJs, 'create-operator', '--phone', OPERATOR.phone, '--name', OPERATOR.name, '--password', OPERATOR.password]],
      [process.execPath, [cliJs, 'seed-demo']],
      [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/test/helpers/notary/e2e-records.ts'), dataDir, DEMO.companyMain.phone, '3']],
      // the other journeys are other accounts': their own phones, so no SMS resend interval (60 s) is shared
      [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/test/helpers/notary/e2e-records.ts'), dataDir, DEMO.otherCompany.phone, '1']],
      [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/test/helpers/notary/e2e-records.ts'), dataDir, DEMO.individual.phone, '1']],
    ],
    { LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20' },
  );
  records = lastJsonLine(server.seedOutputs[2]!);
  otherRecords = lastJsonLine(server.seedOutputs[3]!);
  personRecords = lastJsonLine(server.seedOutputs[4]!);
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Logs the company's main account in through the API and keeps the token where the app keeps it. */
async function desktopPage(browser: Browser, phone: string = DEMO.companyMain.phone) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: server.baseUrl, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const login = (await (await api.post('/api/login', { form: { phone, password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string; userInfo: { role: string } }>;
  expect(login.code, login.msg).toBe(200);
  await page.goto('/api/health');
  await page.evaluate(([t, r]) => {
    localStorage.setItem('token', t!);
    localStorage.setItem('role', r!);
  }, [login.data.token, login.data.userInfo.role]);
  const headers = { Authorization: `Bearer ${login.data.token}`, role: login.data.userInfo.role };
  const call = async <T>(method: 'get' | 'post', url: string, values: Record<string, string>): Promise<T> => {
    const res = method === 'get' ? await api.get(url, { headers, params: values }) : await api.post(url, { headers, form: values });
    const env = (await res.json()) as Envelope<T>;
    expect(env.code, `${url}: ${env.msg}`).toBe(200);
    return env.data;
  };
  return { page, call, close: () => context.close() };
}

/** The demo notary's console calls (seed-demo makes 13800000008 演示公证员 a notary). */
async function notaryCalls() {
  const login = (await (await api.post('/api/admin/login', { form: { phone: '13800000008', password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string }>;
  expect(login.code, login.msg).toBe(200);
  return async <T>(method: 'get' | 'post', url: string, values: Record<string, string>): Promise<T> => {
    const headers = { Authorization: `Bearer ${login.data.token}` };
    const res = method === 'get' ? await api.get(url, { headers, params: values }) : await api.post(url, { headers, form: values });
    const env = (await res.json()) as Envelope<T>;
    expect(env.code, `${url}: ${env.msg}`).toBe(200);
    return env.data;
  };
}

async function notaryToken(): Promise<string> {
  const login = (await (await api.post('/api/admin/login', { form: { phone: '13800000008', password: DEMO_PASSWORD } })).json()) as Envelope<{ token: string }>;
  return `Bearer ${login.data.token}`;
}

/** The company's default seal, generated from its verified name the first time. */
async function companySeal(call: Awaited<ReturnType<typeof desktopPage>>['call']): Promise<{ id: number }> {
  const seals = await call<{ list: { id: number; is_default: string }[] }>('get', '/api/seal/getList', {});
  return seals.list.find((x) => x.is_default === '1') ?? seals.list[0] ?? (await call<{ id: number }>('post', '/api/seal/generate', {}));
}

const points = async (call: Awaited<ReturnType<typeof desktopPage>>['call']) => (await call<{ points: number }>('get', '/api/user/getAuthInfo', {})).points;

/** Opens the signing dialog with one click: the documents are pdf.js canvases, not a PDF viewer frame that kept clicks (decision 289). */
async function openSignDialog(page: Page) {
  await page.getByRole('button', { name: '一键签署' }).click();
  await expect(page.getByRole('dialog', { name: '一键签署' })).toBeVisible();
}

/** Two strokes with the mouse across the phone's canvas. */
async function draw(page: Page) {
  const box = (await page.getByTestId('handwriting-canvas').boundingBox())!;
  for (const stroke of [
    [[0.15, 0.6], [0.3, 0.3], [0.45, 0.7]],
    [[0.55, 0.6], [0.7, 0.35], [0.85, 0.55]],
  ]) {
    await page.mouse.move(box.x + box.width * stroke[0]![0]!, box.y + box.height * stroke[0]![1]!);
    await page.mouse.down();
    for (const [fx, fy] of stroke.slice(1)) await page.mouse.move(box.x + box.width * fx!, box.y + box.height * fy!, { steps: 6 });
    await page.mouse.up();
  }
}

test('three files: apply, fill the form, sign by handwriting on a phone, deCode, pay; the office accepts, the applicant confirms the interview by SMS, the certificate is issued, verified and found', async ({ browser }) => {
  test.setTimeout(300_000);
  const desk = await desktopPage(browser);
  const { page } = desk;
  const before = await points(desk.call);

  // pick three of the company's files and apply
  await page.goto('/notary/selectList');
  for (const r of records.slice(0, 3)) await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: r.fileName }).getByRole('checkbox').check();
  await page.getByRole('button', { name: /申请公证（3）/ }).click();
  // the confirmation names the fee (decision 851)
  await page.getByRole('dialog', { name: '确认申请公证' }).getByRole('button', { name: '确认费用并申请' }).click();
  await page.waitForURL(/\/attestation-list\/readingMaterial\/applicationForm\/\d+\/1$/);
  const orderId = Number(page.url().split('/').at(-2));

  // the form: the verified company is shown read-only; the spec's messages for what is missing
  await expect(page.getByText('示例科技有限公司').first()).toBeVisible();
  for (const r of records.slice(0, 3)) await expect(page.getByText(r.evidenceNo)).toBeVisible();
  await page.getByRole('button', { name: '提交申请表' }).click();
  await expect(page.getByText(NOTARY_MSG.purposeRequired)).toBeVisible();
  await expect(page.getByText(NOTARY_MSG.promiseRequired)).toBeVisible();
  await page.getByLabel('公证用途').fill('用于向人民法院提起诉讼');
  await page.getByText('申请人承诺').click();
  await shot(page, 'form');
  await page.getByRole('button', { name: '提交申请表' }).click();
  await page.waitForURL(new RegExp(`/signature/${orderId}/1$`));

  // the signing screen: five documents in the 650 × 615 frame, then the QR code for the phone
  for (const tab of ['电子申请表', '公证告知书', '保全告知书', '受理通知书', '询问笔录']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  const frame = page.locator('.ep-notary-frame').first();
  await expect(frame).toBeVisible();
  expect(await frame.evaluate((f) => [f.getBoundingClientRect().width, f.getBoundingClientRect().height])).toEqual([650, 615]);
  // the application form's first page is drawn by pdf.js inside the frame
  await expect(frame.locator('[data-page="1"] canvas')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'signature');
  await openSignDialog(page);
  const qrUrl = (await page.getByTestId('sign-qr-link').getAttribute('href'))!;
  expect(qrUrl).toContain('/signature-code?token=');

  // the phone: SMS code to the account's phone, handwriting, submit
  const phoneContext = await browser.newContext({ ...PHONE, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
  const phone = await phoneContext.newPage();
  await phone.goto(qrUrl);
  await phone.getByRole('button', { name: '获取验证码' }).click();
  await expect(phone.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await phone.getByLabel('短信验证码').fill(await latestSmsCode(api, DEMO.companyMain.phone));
  await phone.getByRole('button', { name: /下一步/ }).click();
  await phone.waitForURL(/\/signature-manual\?token=/);
  await draw(phone);
  await phone.getByRole('button', { name: '提交签名' }).click();
  await phone.waitForURL(/\/signature-end/);
  await phoneContext.close();

  // the desktop's 2 s poll takes the handwriting, the job signs, and the page moves to deCode by itself
  await page.waitForURL(new RegExp(`/deCode/${orderId}/1$`), { timeout: 60_000 });
  await page.getByRole('button', { name: '开始数据解密' }).click();
  await page.waitForURL(new RegExp(`/pay/${orderId}/1$`), { timeout: 60_000 });

  // the fee is shown before paying: 200 + 3 × 20
  await expect(page.getByTestId('notary-fee')).toHaveText('260.00 积分（¥260.00）');
  await shot(page, 'pay');
  await page.getByRole('button', { name: '积分支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功，已提交公证处受理').first()).toBeVisible();
  expect(await points(desk.call)).toBe(before - 260);

  // the order is paid in 我的公证, signed once, and now the office's
  const detail = await desk.call<{ step: string; signCount: number }>('get', '/api/notary/orderDetail', { orderId: String(orderId) });
  expect([detail.step, detail.signCount]).toEqual(['office', 1]);
  await page.goto('/notary');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('已支付');

  // the notary accepts and records the interview (the console's own journey is notary-office.spec.ts)
  const notary = await notaryCalls();
  await notary('post', '/api/admin/notary/accept', { orderId: String(orderId) });
  await notary('post', '/api/admin/notary/interview', { orderId: String(orderId), items: JSON.stringify([{ q: '申请公证的电子数据是否由你方自行上传？', a: '是，由本公司经办人上传。' }]) });

  // the applicant is asked to confirm it, and confirms with the company's seal and an SMS code
  await companySeal(desk.call);
  await page.goto(`/notary/detail?orderId=${orderId}&type=1`);
  await page.getByRole('link', { name: '去确认签署' }).click();
  await page.waitForURL(new RegExp(`/signature/${orderId}/1$`));
  await expect(page.getByText('请确认询问笔录')).toBeVisible();
  await expect(page.getByRole('tab', { name: '询问笔录', selected: true })).toBeVisible();
  await shot(page, 'confirm-interview');
  await openSignDialog(page);
  await page.getByRole('tab', { name: '签章 + 短信验证' }).click();
  // the phone's code of the first signing went to the same number moments ago: a new one is sent once the
  // server's resend interval (60 s) has passed, as a user would see from its message
  await expect(async () => {
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000, intervals: [5000] });
  await page.getByLabel('短信验证码').fill(await latestSmsCode(api, DEMO.companyMain.phone));
  await page.getByRole('button', { name: '确认签署' }).click();
  await page.waitForURL(/\/notary\/detail\?orderId=/, { timeout: 60_000 });
  const confirmed = await desk.call<{ officeStage: string; signCount: number; canSign: boolean }>('get', '/api/notary/orderDetail', { orderId: String(orderId) });
  expect(confirmed).toMatchObject({ officeStage: 'confirmed', signCount: 2, canSign: false });

  // the notary issues; the applicant downloads the certificate, whose one signature pdfsig finds valid
  await notary('post', '/api/admin/notary/issue', { orderId: String(orderId) });
  await expect.poll(async () => (await desk.call<{ notarial: number }>('get', '/api/notary/orderDetail', { orderId: String(orderId) })).notarial, { timeout: 60_000 }).toBe(2);
  const { downUrl } = await desk.call<{ downUrl: string }>('get', '/api/notary/downFile', { orderId: String(orderId), type: '6' });
  const pdf = Buffer.from(await (await api.get(downUrl)).body());
  const file = path.join(server.dataDir, 'certificate.pdf');
  fs.writeFileSync(file, pdf);
  expect(execFileSync('pdfsig', [file], { encoding: 'utf8' })).toContain('Signature Validation: Signature is Valid.');
  const certificateNo = (await desk.call<{ info: { certificateNo: string } }>('get', '/api/notary/detail', { orderId: String(orderId) })).info.certificateNo;
  expect(certificateNo).toMatch(/^（\d{4}）.+证字第\d+号$/);

  // the notices arrived
  const notices = await desk.call<{ list: { str: string }[] }>('get', '/api/News/listing', { page: '1' });
  expect(notices.list.map((n) => n.str).join('\n')).toContain(certificateNo);

  // anyone can look the certificate up by its number (the captcha echoed in tests)
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: server.baseUrl, locale: 'zh-CN' });
  const lookup = await visitor.newPage();
  const captcha = lookup.waitForResponse((r) => r.url().includes('/api/Register/getImgCode')).then(async (r) => ((await r.json()) as { data: { testText: string } }).data.testText);
  await lookup.goto('/queryAuthentication/notarial');
  await lookup.getByLabel('公证书编号', { exact: true }).fill(certificateNo);
  await lookup.getByLabel('图形验证码', { exact: true }).fill(await captcha);
  await lookup.getByRole('button', { name: '查询' }).click();
  await expect(lookup.getByTestId('notarial-facts')).toContainText('出证成功');
  await visitor.close();
  await desk.close();
});

test('an individual: seal and SMS code, then WeChat through the local cashier', async ({ browser }) => {
  test.setTimeout(180_000);
  const desk = await desktopPage(browser, DEMO.individual.phone);
  const { page, call } = desk;
  await companySeal(call);
  const order = await call<{ id: number }>('post', '/api/notary/apply', { ids: String(personRecords[0]!.id) });
  await call('post', '/api/notary/saveApplyForm', { orderId: String(order.id), purpose: '诉讼', method: '平台上传', promise: '1' });

  // opened at a later step, the page goes to the order's own
  await page.goto(`/attestation-list/readingMaterial/pay/${order.id}/1`);
  await page.waitForURL(new RegExp(`/signature/${order.id}/1$`));
  await expect(page.getByText('默认签章')).toBeVisible();
  await openSignDialog(page);
  await page.getByRole('tab', { name: '签章 + 短信验证' }).click();
  await page.getByRole('button', { name: '确认签署' }).click();
  await expect(page.getByText(NOTARY_MSG.codeEmpty)).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(api, DEMO.individual.phone));
  await page.getByRole('button', { name: '确认签署' }).click();
  await page.waitForURL(new RegExp(`/deCode/${order.id}/1$`), { timeout: 60_000 });
  await page.getByRole('button', { name: '开始数据解密' }).click();
  await page.waitForURL(new RegExp(`/pay/${order.id}/1$`), { timeout: 60_000 });

  const balance = await points(call);
  await page.getByRole('button', { name: '微信支付' }).click();
  const dialog = page.getByTestId('pay-dialog');
  await expect(dialog).toContainText('¥220.00');
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  const cashierUrl = (await dialog.getByTestId('cashier-link').getAttribute('href'))!;
  const phoneContext = await browser.newContext({ ...PHONE, locale: 'zh-CN' });
  const cashier = await phoneContext.newPage();
  await cashier.goto(cashierUrl);
  await expect(cashier.getByTestId('cashier-money')).toHaveText('¥220.00');
  await expect(cashier.getByText('到账积分')).toHaveCount(0);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByTestId('cashier-status')).toHaveText('已支付');
  await phoneContext.close();
  // the dialog's 3 s poll sees it; no points were taken or credited
  await expect(page.getByText('支付成功，已提交公证处受理').first()).toBeVisible({ timeout: 15_000 });
  expect(await points(call)).toBe(balance);
  await shot(page, 'paid');
  await desk.close();
});

test('the office refuses an order (出证失败): the fee comes back once, and the applicant sees why', async ({ browser }) => {
  test.setTimeout(120_000);
  const desk = await desktopPage(browser, DEMO.otherCompany.phone);
  const { page, call } = desk;
  const id = String((await call<{ id: number }>('post', '/api/notary/apply', { ids: String(otherRecords[0]!.id) })).id);
  await call('post', '/api/notary/saveApplyForm', { orderId: id, purpose: '诉讼', method: '平台上传', promise: '1' });
  // the pages' calls: seal + SMS, deCode, points
  const seal = await companySeal(call);
  const { smsToken } = await call<{ smsToken: string }>('post', '/api/notary/sendSignSms', { orderId: id });
  const shown = (await call<{ signSha256: string[] }>('get', '/api/notary/orderDetail', { orderId: id })).signSha256.join(',');
  await call('post', '/api/notary/sign', { orderId: id, imageId: String(seal.id), verifyCode: await latestSmsCode(api, DEMO.otherCompany.phone), smsToken, documentSha256: shown });
  const stepOf = async () => (await call<{ step: string }>('get', '/api/notary/orderDetail', { orderId: id })).step;
  await expect.poll(stepOf, { timeout: 60_000 }).toBe('deCode');
  await call('post', '/api/notary/deCode', { orderId: id });
  await expect.poll(stepOf, { timeout: 60_000 }).toBe('pay');
  const before = await points(call);
  await call('post', '/api/notary/payByPoints', { orderId: id });
  expect(await points(call)).toBe(before - 220);

  const notary = await notaryCalls();
  await notary('post', '/api/admin/notary/fail', { orderId: id, reason: '申请人提交的证据与申请事项不符' });
  // a second decision changes nothing: the fee comes back exactly once
  const again = (await (await api.post('/api/admin/notary/terminate', { headers: { Authorization: (await notaryToken()) }, form: { orderId: id, reason: '重复操作' } })).json()) as Envelope<null>;
  expect(again.code).toBe(400);
  expect(await points(call)).toBe(before);
  await page.goto(`/notary/detail?orderId=${id}&type=1`);
  await expect(page.getByText('申请人提交的证据与申请事项不符').first()).toBeVisible();
  await expect(page.getByText('出证失败').first()).toBeVisible();
  await shot(page, 'failed-detail');
  await desk.close();
});
