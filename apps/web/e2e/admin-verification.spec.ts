import { creditCodeCheckChar, nationalIdCheckChar } from '@evidence/shared/validators';
import type { APIRequestContext } from '@playwright/test';
import { OPERATOR } from './support/accounts';
import { passFaceViaApi } from './support/face';
import { expect, registerViaApi, test } from './support/fixtures';

/**
 * The operator's review queue (issue 5): a person's and a company's submissions made through the
 * API are reviewed in the console — the person approved with a confirmation, the company rejected
 * with a reason — and the accounts' states follow.
 */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2ab6b0000000049454e44ae426082', 'hex');
const id = (birth: string, seq: string) => `110101${birth}${seq}${nationalIdCheckChar(`110101${birth}${seq}`)}`;

async function tokenOf(request: APIRequestContext, phone: string): Promise<string> {
  const r = await (await request.post('/api/login', { form: { phone, password: 'abc12345' } })).json();
  return r.data.token as string;
}

async function upload(request: APIRequestContext, token: string): Promise<string> {
  const r = await (await request.post('/api/Upload/uploadNormal', { headers: { Authorization: `Bearer ${token}` }, multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: PNG } } })).json();
  expect(r.code, r.msg).toBe(200);
  return r.data.path as string;
}

async function submit(request: APIRequestContext, token: string, url: string, form: Record<string, string>) {
  const r = await (await request.post(url, { headers: { Authorization: `Bearer ${token}` }, form })).json();
  expect(r.code, r.msg).toBe(200);
}

async function userStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await (await request.get('/api/user/getAuthInfo', { headers: { Authorization: `Bearer ${token}` } })).json()).data.userStatus as number;
}

test('an operator approves a person and rejects a company with a reason', async ({ page, request }) => {
  const seq = String(100 + Math.floor(Math.random() * 800));
  const personPhone = await registerViaApi(request, 'abc12345');
  const personToken = await tokenOf(request, personPhone);
  const birth = `19${String(60 + Math.floor(Math.random() * 30))}0505`;
  await submit(request, personToken, '/api/peruser/perAuthorize', {
    userName: '测试个人', idCard: id(birth, seq), sex: Number(seq[2]) % 2 === 1 ? '0' : '1', mobile: personPhone, type: '1', address: '北京市东城区1号',
    authorFront: await upload(request, personToken), authorBack: await upload(request, personToken), authorHand: await upload(request, personToken), agree: '1',
  });
  // an individual is approved only after the face check passed (decision 92)
  await passFaceViaApi(request, personToken);
  const companyPhone = await registerViaApi(request, 'abc12345');
  const companyToken = await tokenOf(request, companyPhone);
  const body17 = `91110108MA${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const companyName = `端到端测试${seq}有限公司`;
  await submit(request, companyToken, '/api/user/companyAuthorize', {
    company: companyName, taxNumber: body17 + creditCodeCheckChar(body17), address: '北京', license: await upload(request, companyToken),
    legalName: '李四', legalSex: '1', legalBirth: '1985-06-15', legalIdcard: id('19850615', '246'), legalAddress: '北京',
    accountName: companyName, accountBank: '工商银行', accountNo: '6222020200112233445', contactName: '王五', contactPhone: '13655556666',
    contactIdcard: id('19920101', '135'), authorName: '赵六', authorSex: '0', authorBrith: '1988-08-08', authorPhone: '13577778888',
    authorIdcard: id('19880808', '357'), authorAddress: '北京', file: await upload(request, companyToken),
    authorFront: await upload(request, companyToken), authorBack: await upload(request, companyToken),
  });

  await page.goto('/admin/login');
  await page.getByLabel('手机号', { exact: true }).fill(OPERATOR.phone);
  await page.getByLabel('密码', { exact: true }).fill(OPERATOR.password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/verifications$/);

  // approve the person: the drawer shows the unmasked number and the photos
  await page.locator('.ant-table-row', { hasText: '测试个人' }).first().getByRole('button', { name: '审核' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText(id(birth, seq))).toBeVisible();
  await expect(drawer.locator('img')).toHaveCount(3);
  await drawer.getByRole('button', { name: /通\s?过/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /通\s?过/ }).click();
  await expect(page.getByText('已通过审核')).toBeVisible();
  await expect.poll(() => userStatus(request, personToken)).toBe(3);

  // reject the company: the reason is required, a common one fills it
  await page.locator('.ant-table-row', { hasText: companyName }).getByRole('button', { name: '审核' }).click();
  await drawer.getByRole('button', { name: /驳\s?回/ }).click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(dialog.getByText('请填写驳回原因')).toBeVisible();
  await dialog.locator('.ant-tag', { hasText: '授权委托书未加盖单位公章' }).click();
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(page.getByText('已驳回', { exact: true }).first()).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: companyName })).toHaveCount(0);
  await expect.poll(() => userStatus(request, companyToken)).toBe(4);

  // the rejected list shows it with its reason and its uploads cleared
  await page.getByLabel('审核状态').click();
  await page.locator('.ant-select-item-option', { hasText: '已驳回' }).click();
  await page.locator('.ant-table-row', { hasText: companyName }).getByRole('button', { name: '查看' }).click();
  await expect(drawer.getByText('授权委托书未加盖单位公章')).toBeVisible();
  await expect(drawer.getByText('驳回后已清除').first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: /驳\s?回/ })).toHaveCount(0);
});
