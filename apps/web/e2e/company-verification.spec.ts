import fs from 'node:fs';
import { VERIFY_MSG } from '@evidence/shared/constants';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { chooseFile, creditCode, idNumber, review, shootBoth } from './support/company-kyc';
import { expect, latestSmsCode, loginAs, randomPhone, registerViaApi, test } from './support/fixtures';
import { FAKE_JPG_PDF, JPEG, cardPng } from './support/images';

/**
 * Company verification (issue 5; 000 §2, §4, §5): a fresh account fills the company form, is
 * rejected (its uploads cleared), uploads again, is approved, changes its public account through the
 * dialog and logs in with the new phone, and submits a change of authorised person.
 */
const PASSWORD = 'abc12345';
const png = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: cardPng(rgb) });
const jpg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: JPEG });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function uploadAll(page: Page) {
  await chooseFile(page, 'upload-license', png('营业执照.png', [31, 95, 191]));
  await chooseFile(page, 'upload-file', jpg('授权委托书.jpeg'));
  await chooseFile(page, 'upload-authorFront', png('正面.png', [210, 80, 60]));
  await chooseFile(page, 'upload-authorBack', png('反面.png', [60, 150, 90]));
  await expect(page.getByRole('button', { name: '重新上传' })).toHaveCount(4);
}

test('a company verifies, is rejected, verifies again, changes its account and its authorised person', async ({ page, request }) => {
  test.setTimeout(180_000);
  // React and antd warnings (deprecated props, uncontrolled inputs) and page errors fail the journey
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && /antd|React|Warning/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const phone = await registerViaApi(request, PASSWORD);
  await loginAs(page, request, phone, PASSWORD);
  const seq = String(100 + Math.floor(Math.random() * 800));
  const companyName = `端到端企业${seq}科技有限公司`;
  const legalId = idNumber('19850615', `${seq.slice(0, 2)}3`); // odd: 男
  const authorId = idNumber('19880808', `${seq.slice(0, 2)}4`); // even: 女

  await page.goto('/organization-kyc');
  await expect(page.getByRole('heading', { name: '企业实名认证' })).toBeVisible();
  for (const title of ['企业信息', '法定代表人', '对公账户', '联系人', '被授权人', '证件材料']) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await shootBoth(page, 'form-empty');

  // empty submission: the contracts' messages, on their fields
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText(VERIFY_MSG.companyNameRequired)).toBeVisible();
  await expect(page.getByText('请上传营业执照')).toBeVisible();

  await field(page, '企业名称').fill(companyName);
  await field(page, '统一社会信用代码').fill('91110108MA01ABCD30');
  await field(page, '统一社会信用代码').blur();
  await expect(page.getByText('统一社会信用代码').locator('xpath=ancestor::div[contains(@class,"ant-form-item")][1]').locator('.ant-form-item-explain-error')).toBeVisible();
  await field(page, '统一社会信用代码').fill(creditCode());
  await field(page, '企业地址').fill('北京市海淀区中关村大街1号');
  await field(page, '法定代表人姓名').fill('李四');
  await field(page, '法定代表人身份证号码').fill(legalId);
  // a valid number fills in sex and birth date
  await expect(page.getByRole('radiogroup').first().getByRole('radio', { name: '男' })).toBeChecked();
  await expect(field(page, '法定代表人出生日期')).toHaveValue('1985-06-15');
  await field(page, '法定代表人住址').fill('北京市东城区东华门街道1号');
  await field(page, '开户名称').fill(companyName);
  await field(page, '开户银行').fill('中国工商银行北京中关村支行');
  await field(page, '银行账号').fill('6222020200112233445');
  await field(page, '联系人姓名').fill('王五');
  await field(page, '联系人手机号码').fill('13655556666');
  await field(page, '联系人身份证号码').fill(idNumber('19920101', '135'));
  await field(page, '被授权人姓名').fill('赵六');
  await field(page, '被授权人身份证号码').fill(authorId);
  await expect(field(page, '被授权人出生日期')).toHaveValue('1988-08-08');
  await field(page, '被授权人手机号码').fill('13577778888');
  await field(page, '被授权人住址').fill('北京市朝阳区建国路2号');

  // a PDF renamed .jpg is refused by its bytes, with the specification's message
  await chooseFile(page, 'upload-license', { name: '营业执照.jpg', mimeType: 'image/jpeg', buffer: FAKE_JPG_PDF });
  await expect(page.getByText(VERIFY_MSG.companyImageType)).toBeVisible();
  await uploadAll(page);

  // the power-of-attorney template downloads
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载授权委托书模板' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe(VERIFY_MSG.templateName);
  expect(fs.readFileSync((await template.path()) ?? '').subarray(0, 5).toString()).toBe('%PDF-');
  await shootBoth(page, 'form-filled');

  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText(VERIFY_MSG.submitted)).toBeVisible();
  await expect(page).toHaveURL(/\/kyc-info$/);
  await expect(page.getByTestId('company-state')).toContainText(VERIFY_MSG.reviewing);
  await expect(page.getByText(companyName).first()).toBeVisible();
  await expect(page.getByText('110***********').first()).toBeVisible(); // masked by the server
  await expect(page.locator('.ep-company-info__images img')).toHaveCount(4);
  await shootBoth(page, 'info-reviewing');

  // the operator rejects: reason shown, uploads cleared
  await review(request, phone, 'company', 'reject', '营业执照照片不清晰，请重新上传');
  await page.reload();
  await expect(page.getByTestId('company-state')).toContainText(VERIFY_MSG.companyFailed);
  await expect(page.getByTestId('company-state')).toContainText('营业执照照片不清晰，请重新上传');
  await expect(page.getByText('驳回后已清除')).toHaveCount(4);
  await shootBoth(page, 'info-rejected');
  await page.getByRole('button', { name: '重新认证' }).click();
  await expect(page).toHaveURL(/\/organization-kyc$/);
  await expect(page.getByTestId('company-state')).toContainText('已上传的证件材料已清除');
  await expect(field(page, '企业名称')).toHaveValue(companyName);
  await expect(field(page, '法定代表人身份证号码')).toHaveValue(legalId); // whole again while editable
  for (const id of ['upload-license', 'upload-file', 'upload-authorFront', 'upload-authorBack']) await expect(page.getByTestId(id)).toBeVisible();
  await shootBoth(page, 'form-rejected');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('请上传授权委托书')).toBeVisible();
  await uploadAll(page);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page).toHaveURL(/\/kyc-info$/);
  await expect(page.getByTestId('company-state')).toContainText(VERIFY_MSG.reviewing);

  // approved: the verified information
  await review(request, phone, 'company', 'approve');
  await page.reload();
  await expect(page.getByTestId('company-state')).toContainText(VERIFY_MSG.companyVerified);
  await expect(page.locator('.ep-company-info__images img')).toHaveCount(4);
  await shootBoth(page, 'info-verified');
  await page.locator('.ep-company-info__images img').first().click();
  await expect(page.locator('.ant-image-preview')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview')).toHaveCount(0);

  // change the public account through the dialog
  const newPhone = randomPhone();
  await page.getByRole('button', { name: '变更企业账号' }).click();
  const dialog = page.getByRole('dialog', { name: '变更企业账号' });
  await dialog.getByRole('button', { name: '确认变更' }).click();
  await expect(dialog.getByText(VERIFY_MSG.newPhoneRequired)).toBeVisible();
  await dialog.getByLabel('新手机号').fill('1234');
  await expect(dialog.getByText('请输入正确格式手机号码')).toBeVisible();
  await dialog.getByLabel('新手机号').fill(newPhone);
  await dialog.getByLabel('短信验证码').fill('123456');
  await dialog.getByRole('button', { name: '确认变更' }).click();
  await expect(dialog.getByText('请获取短信验证码')).toBeVisible();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await dialog.getByLabel('短信验证码').fill(await latestSmsCode(request, newPhone));
  await shootBoth(page, 'account-dialog', undefined, false);
  await dialog.getByLabel('短信验证码').press('Enter'); // the keyboard confirms too
  await expect(page.getByText(VERIFY_MSG.accountChanged)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${newPhone.slice(0, 3)}****${newPhone.slice(7)}`, { exact: true })).toBeVisible();
  const login = async (p: string) => ((await (await request.post('/api/login', { form: { phone: p, password: PASSWORD } })).json()) as { code: number }).code;
  expect(await login(newPhone)).toBe(200);
  expect(await login(phone)).not.toBe(200);

  // change the authorised person: edit, cancel, edit again, submit → under review
  const authorSection = page.getByRole('region', { name: /被授权人/ });
  await page.getByRole('button', { name: '变更被授权人' }).click();
  await expect(page.getByTestId('author-change-form')).toBeVisible();
  await page.getByTestId('author-change-form').getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('author-change-form')).toHaveCount(0);
  await expect(authorSection.getByText('赵六')).toBeVisible();
  await page.getByRole('button', { name: '变更被授权人' }).click();
  const form = page.getByTestId('author-change-form');
  await form.getByRole('button', { name: '提交变更' }).click();
  await expect(form.getByText(VERIFY_MSG.authorNameRequired)).toBeVisible();
  await field(page, '被授权人姓名').fill('钱七');
  await field(page, '被授权人身份证号码').fill(idNumber('19900101', '571'));
  await field(page, '被授权人手机号码').fill('13566667777');
  await field(page, '被授权人住址').fill('北京市西城区金融街3号');
  await chooseFile(page, 'upload-file', png('新授权委托书.png', [120, 90, 160]), form);
  await chooseFile(page, 'upload-authorFront', png('新正面.png', [210, 80, 60]), form);
  await chooseFile(page, 'upload-authorBack', jpg('新反面.jpg'), form);
  await expect(form.getByRole('button', { name: '重新上传' })).toHaveCount(3);
  await shootBoth(page, 'author-edit');
  await form.getByRole('button', { name: '提交变更' }).click();
  await expect(page.getByText(VERIFY_MSG.authorChangeSubmitted)).toBeVisible();
  await expect(page.getByTestId('author-change-state')).toContainText(VERIFY_MSG.changePending);
  await expect(page.getByRole('button', { name: '变更被授权人' })).toHaveCount(0);
  await expect(authorSection.getByText('赵六')).toBeVisible(); // in force until approved
  await shootBoth(page, 'author-reviewing');

  // the operator rejects the change: its reason shows and a new change may be sent
  await review(request, newPhone, 'author', 'reject', '授权委托书未加盖单位公章');
  await page.reload();
  await expect(page.getByTestId('author-change-state')).toContainText('授权委托书未加盖单位公章');
  await expect(page.getByRole('button', { name: '变更被授权人' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the verified demo company sees the record it was approved with', async ({ page, request }) => {
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/kyc-info');
  await expect(page.getByRole('main').getByText('恭喜您，您已成功通过企业实名认证！').first()).toBeVisible();
  await expect(page.getByText('您还未提交企业实名认证资料')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '前往企业认证' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(DEMO.companyMain.name, { exact: true }).first()).toBeVisible();
  await expect(page.locator('.ep-company-info__images img')).toHaveCount(4);
  await page.screenshot({ path: 'test-results/company-verification/demo-company-kyc-info.png', fullPage: true });
});

test('an individual and a sub-account are told the company pages are not theirs', async ({ page, request }) => {
  await loginAs(page, request, DEMO.individual.phone, DEMO_PASSWORD);
  await page.goto('/kyc-info');
  await expect(page.getByText('您的账号为个人账号').or(page.getByText('个人认证信息')).first()).toBeVisible();

  await loginAs(page, request, DEMO.companySub.phone, DEMO_PASSWORD);
  await page.evaluate(() => localStorage.setItem('role', '2'));
  await page.goto('/organization-kyc');
  await expect(page.getByText(VERIFY_MSG.subAccountRefused)).toBeVisible();
});

test('the pages show a skeleton while loading and a retry after a failure', async ({ page, request }) => {
  const phone = await registerViaApi(request, PASSWORD);
  await loginAs(page, request, phone, PASSWORD);
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/user/getVerifyInfo**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/organization-kyc');
  await expect(page.locator('.ant-skeleton')).toBeVisible();
  await shootBoth(page, 'form-loading', 'desktop');
  release();
  await expect(field(page, '企业名称')).toBeVisible();

  await page.unroute('**/api/user/getVerifyInfo**');
  await page.route('**/api/user/getVerifyInfo**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 400, msg: '服务器繁忙，请稍后重试', data: null }) }));
  await page.goto('/kyc-info');
  await expect(page.getByText('认证信息加载失败')).toBeVisible();
  await expect(page.getByText('服务器繁忙，请稍后重试').first()).toBeVisible();
  await shootBoth(page, 'info-error');
  await page.unroute('**/api/user/getVerifyInfo**');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('您还未提交企业实名认证资料')).toBeVisible();
  await page.getByRole('button', { name: '前往企业认证' }).click();
  await expect(page).toHaveURL(/\/organization-kyc$/);
});
