import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { LONG_NAME } from './support/long-name';

/**
 * /attestation-list: the records the global setup preserved for the demo accounts
 * (support/seed-evidence-list.ts) — filters, count, delete with its confirmation, and the roles.
 */

/** Logs in through the API and stores the token and the role the page acts in ('2': sub-account). */
async function loginWithRole(page: Page, request: APIRequestContext, phone: string, role: '1' | '2') {
  const res = await request.post('/api/login', { form: { phone, password: DEMO_PASSWORD } });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  expect(body.code, body.msg).toBe(200);
  await page.goto('/api/health');
  await page.evaluate(([token, r]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', r);
  }, [body.data.token, role] as const);
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const yesterday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() - 86_400_000));
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function pickRange(page: Page, from: string, to: string) {
  await page.getByPlaceholder('开始日期').click();
  await page.getByPlaceholder('开始日期').fill(from);
  await page.getByPlaceholder('开始日期').press('Enter');
  await page.getByPlaceholder('结束日期').fill(to);
  await page.getByPlaceholder('结束日期').press('Enter');
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
}

test('an individual filters its records, and deletes one after confirming', async ({ page, request }) => {
  await loginWithRole(page, request, DEMO.individual.phone, '1');
  await page.goto('/attestation-list');
  await expect(page.getByText('共 3 条存证记录')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: /新增数据存证/ })).toBeVisible();

  await chooseOption(page, '文件类型', '图片');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('现场照片.jpg');
  await expect(rows(page).first()).toContainText('已上传');

  await page.getByRole('button', { name: '重置' }).click();
  await expect(rows(page)).toHaveCount(3);
  await page.getByLabel('关键词', { exact: true }).fill('录音');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('录音证据.mp3');

  // one day is the whole day: today holds all three; yesterday none
  await page.getByRole('button', { name: '重置' }).click();
  await pickRange(page, yesterday(), yesterday());
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('暂无数据').first()).toBeVisible();
  await expect(page.getByText('共 0 条存证记录')).toBeVisible();
  await page.getByRole('button', { name: '重置' }).click();
  await pickRange(page, today(), today());
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(3);

  await chooseOption(page, '标签', '合同');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('劳动合同.pdf');

  // delete: the confirmation of 000 §2, then the server's message
  await page.getByRole('button', { name: '重置' }).click();
  const target = rows(page).filter({ hasText: '录音证据.mp3' });
  await target.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText('是否删除该数据存证记录?')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('共 2 条存证记录')).toBeVisible();
  await expect(rows(page).filter({ hasText: '录音证据.mp3' })).toHaveCount(0);
});

test('a company main account sees its member’s upload with who made it', async ({ page, request }) => {
  await loginWithRole(page, request, DEMO.companyMain.phone, '1');
  await page.goto('/attestation-list');
  await expect(page.getByText('共 3 条存证记录')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '上传者' })).toBeVisible();
  await expect(rows(page).filter({ hasText: '成员上传合同.pdf' })).toContainText('赵磊');
  await expect(rows(page).first().getByRole('button', { name: /删\s*除/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/evidence-list-desktop.png', fullPage: true });
});

test('a sub-account sees only what it preserved, and no delete', async ({ page, request }) => {
  await loginWithRole(page, request, DEMO.companySub.phone, '2');
  await page.goto('/attestation-list');
  await expect(page.getByText('共 1 条存证记录')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('成员上传合同.pdf');
  await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: '上传者' })).toHaveCount(0);
});

test('at 1366 px a 60-character name is shortened and every column stays in view', async ({ page, request }) => {
  expect([...LONG_NAME]).toHaveLength(60);
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginWithRole(page, request, DEMO.companyMain.phone, '1');
  await page.goto('/attestation-list');
  const row = rows(page).filter({ hasText: LONG_NAME.slice(0, 12) });
  await expect(row).toHaveCount(1);
  for (const name of ['保全号', '文件名称', '产品类型', '上传者', '保全时间', '状态', '操作']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(row.getByText('已上传')).toBeInViewport({ ratio: 1 });
  // shortened, and whole on hover
  const name = row.locator('.ant-typography-ellipsis').first();
  await expect(name).toHaveText(LONG_NAME);
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await name.hover();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_NAME);
  await page.screenshot({ path: 'test-results/evidence-list-long-name-1366.png', fullPage: true });
});

test('at 375 px each record shows its name, 保全号 and time', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginWithRole(page, request, DEMO.companyMain.phone, '1');
  await page.goto('/attestation-list');
  await expect(page.getByText('共 3 条存证记录')).toBeVisible();
  const login = (await (await request.post('/api/login', { form: { phone: DEMO.companyMain.phone, password: DEMO_PASSWORD } })).json()) as { data: { token: string } };
  const answer = (await (await request.get('/api/data/getList', { headers: { authorization: `Bearer ${login.data.token}`, role: '1' }, params: { keyword: '供应链' } })).json()) as { data: { list: Array<{ baoquan: string; saveTime: number }> } };
  const record = answer.data.list[0]!;
  const row = rows(page).filter({ hasText: LONG_NAME.slice(0, 12) });
  // the list starts below the fold at 812 px (the 我的存证 / 与我共享 switch and the filters): what is checked is that
  // nothing of the row is cut off sideways, so the row is scrolled into view first
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByText(record.baoquan)).toBeInViewport({ ratio: 1 });
  const time = await page.evaluate((ms) => {
    const d = new Date(ms);
    const p = (x: number) => String(x).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  }, record.saveTime);
  await expect(row.getByText(new RegExp(time))).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('已上传')).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('link', { name: '查看详情' }).or(row.getByText('查看详情'))).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/evidence-list-long-name-375.png', fullPage: true });
});

test('the list is usable 375 px wide', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginWithRole(page, request, DEMO.companyMain.phone, '1');
  await page.goto('/attestation-list');
  await expect(page.getByText('共 3 条存证记录')).toBeVisible();
  await expect(page.getByRole('button', { name: '查询' })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/evidence-list-375.png', fullPage: true });
});
