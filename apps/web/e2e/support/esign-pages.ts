import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { FACE_MSG } from '@evidence/shared/constants';
import { nationalIdCheckChar } from '@evidence/shared/validators';
import { OPERATOR } from './accounts';
import { chooseOnFacePage } from './face';

/**
 * Steps the electronic-signing specs share (esign-phone, esign-templates, esign-journey): the phone pages of
 * /h5elesign at 375 px, the SMS outbox, and placing fields in the template editor.
 */
export const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

const idCard = (region: string, birth: string, seq: string) => `${region}${birth}${seq}${nationalIdCheckChar(`${region}${birth}${seq}`)}`;
/** The ID numbers seed:demo verified: 李明 (the individual) and 陈静 (the second company's authorised person). */
export const LI_MING_ID = idCard('310104', '19880512', '001');
export const CHEN_JING_ID = idCard('440305', '19900127', '042');

/** The newest texts the local SMS provider recorded for a phone, newest first (the operator's outbox). */
export async function outboxTexts(api: APIRequestContext, phone: string): Promise<string[]> {
  const login = await (await api.post('/api/admin/login', { form: { phone: OPERATOR.phone, password: OPERATOR.password } })).json();
  const res = await (await api.get(`/api/admin/smsOutbox?page=1&phone=${phone}`, { headers: { Authorization: `Bearer ${login.data.token}` } })).json();
  return (res.data.list as Array<{ text: string }>).map((r) => r.text);
}
export const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)?.[1] ?? '';

/** step1 → step2 (ID number) → step3 (open the whole PDF, back, 我已阅读) → step4. */
export async function throughReading(page: Page, link: string, o: { idCard: string; name: string; title: string; shot?: (name: string) => Promise<unknown> }) {
  const shot = o.shot ?? (async () => undefined);
  await page.goto(link);
  await expect(page.getByTestId('h5-contract')).toContainText(o.title);
  await expect(page.getByTestId('h5-contract')).toContainText(o.name);
  await shot(`step1-${o.name}`);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/h5elesign\/step2\?token=/);
  await page.getByTestId('h5-idcard').fill(o.idCard);
  await shot(`step2-${o.name}`);
  await page.getByRole('button', { name: '核验身份' }).click();
  await expect(page).toHaveURL(/\/h5elesign\/step3\?token=/);
  await expect(page.getByRole('checkbox', { name: /我已阅读/ })).toBeDisabled();
  await shot(`step3-${o.name}`);
  await page.getByRole('button', { name: '阅读合同全文' }).click();
  await expect(page.locator('[data-page="1"] canvas')).toBeVisible({ timeout: 20_000 });
  await shot(`pdf-${o.name}`);
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('checkbox', { name: /我已阅读/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/h5elesign\/step4\?token=/);
}

/** Intent by the SMS code the outbox holds for `phone`; lands on the sign page. */
export async function smsIntent(page: Page, api: APIRequestContext, phone: string) {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(async () => (await outboxTexts(api, phone))[0] ?? '').toContain('签署电子合同');
  const code = /验证码为(\d{6})/.exec((await outboxTexts(api, phone))[0]!)![1]!;
  await page.getByTestId('h5-sms-code').fill(code);
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/h5elesign\/sign\?token=/);
}

/** Intent by the local face page (opened in a new tab of the same phone), passed; lands on the sign page. */
export async function faceIntent(context: BrowserContext, page: Page, shot: (name: string) => Promise<unknown> = async () => undefined) {
  await page.getByText('人脸识别', { exact: true }).click();
  await page.getByRole('link', { name: '开始人脸识别' }).click();
  await expect(page).toHaveURL(/\/h5elesign\/face-in\?token=/);
  await shot('face-in');
  const facePage = context.waitForEvent('page');
  await page.getByRole('button', { name: '开始人脸识别' }).click();
  const face = await facePage;
  await face.waitForLoadState();
  await expect(page).toHaveURL(/\/h5elesign\/face-out\?token=/);
  await shot('face-out');
  await chooseOnFacePage(face, '模拟核验通过', FACE_MSG.localPassed);
  await face.close();
  await expect(page).toHaveURL(/\/h5elesign\/sign\?token=/, { timeout: 20_000 });
}

/** Opens a signature field, draws a zigzag on the handwriting pad and keeps it. */
export async function drawSignature(page: Page, fieldButton: Locator) {
  await fieldButton.click();
  const box = (await page.getByTestId('h5-handwriting').boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 80);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 40 + i * 20, box.y + 80 + (i % 2 ? 30 : -20));
  await page.mouse.up();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(fieldButton).toHaveAttribute('data-filled', 'true');
}

/** The preview (the document with this signer's fields drawn, `previewPage` shown), then 确认签署. */
export async function checkAndConfirm(page: Page, previewPage: number, shot: () => Promise<unknown> = async () => undefined) {
  await page.getByRole('button', { name: '预览并确认' }).click();
  await expect(page).toHaveURL(/\/h5elesign\/check\?token=/);
  await expect(page.locator(`[data-testid="h5-preview"] [data-page="${previewPage}"] canvas`)).toBeVisible({ timeout: 20_000 });
  await shot();
  await page.getByRole('button', { name: '确认签署' }).click();
  await expect(page.getByTestId('h5-signed')).toBeVisible();
}

/** The template editor's box of page n (1-based), and a field of a role and kind placed on it. */
export const editorPage = (page: Page, n: number) => page.locator(`[data-overlay-page="${n - 1}"]`);
export const editorField = (page: Page, role: string, kind: string) => page.locator(`.ep-field-box[data-role="${role}"][data-kind="${kind}"]`);

/** A point on page n (fractions of its width and height), the window scrolled so it is in view. */
export async function pointOnPage(page: Page, n: number, fx: number, fy: number) {
  const box = editorPage(page, n);
  await box.evaluate((el, f) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top + r.height * f - window.innerHeight / 2);
  }, fy);
  const b = (await box.boundingBox())!;
  return { x: b.x + b.width * fx, y: b.y + b.height * fy, width: b.width };
}

/** Picks a role and a kind in the palette and clicks the field onto page n at (fx, fy). */
export async function placeField(page: Page, role: string, kind: string, n: number, fx: number, fy: number) {
  await page.locator('.ep-palette-roles label', { hasText: role }).click();
  await page.locator(`.ep-palette-kinds [data-kind="${kind}"]`).click();
  const at = await pointOnPage(page, n, fx, fy);
  await page.mouse.click(at.x, at.y);
  await expect(editorField(page, role, kind).last()).toBeVisible();
}
