import fs from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { editorField, editorPage, pointOnPage } from './support/esign-pages';
import { expect, loginAs, test } from './support/fixtures';

/**
 * Contract templates (issue 16 item 1): the demo company uploads a 2-page PDF, names roles 甲方 and 乙方,
 * places a seal and a date for 甲方 and a signature for 乙方 with the mouse (click-to-place and drag from
 * the palette), saves, reopens the editor and finds them where they were, copies the template and deletes
 * the copy. Screenshots go to /tmp/esign-templates-shots when SHOTS=1.
 */
const SHOTS = process.env.SHOTS === '1' ? '/tmp/esign-templates-shots' : null;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => SHOTS && page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

async function twoPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    const p = doc.addPage([595.28, 841.89]);
    p.drawText(`Lease agreement - page ${n}`, { x: 60, y: 780, size: 20, font });
    for (let i = 0; i < 20; i++) p.drawText(`Clause ${n}.${i + 1}: the parties agree to the terms set out here.`, { x: 60, y: 740 - i * 24, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

const pageBox = editorPage;
const field = editorField;
const pointOn = pointOnPage;

/** A field's position in percent of its page box, as the browser lays it out. */
async function pctOf(box: Locator, fieldBox: Locator) {
  const b = (await box.boundingBox())!;
  const f = (await fieldBox.boundingBox())!;
  return { x: ((f.x - b.x) / b.width) * 100, y: ((f.y - b.y) / b.height) * 100 };
}

test('the company builds a template by mouse, reopens it, copies it and deletes the copy', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, request, DEMO.companyMain.phone, DEMO_PASSWORD);
  await page.goto('/electric-sign/module');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.getByRole('button', { name: '新建模板' }).click();

  // step 1: a PNG renamed .pdf is refused in the browser, then the real PDF, name, category, roles
  await page.locator('input[type=file]').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('\x89PNG\r\n\x1a\nnot a pdf') });
  await expect(page.getByText('请上传 PDF 格式的合同文件').first()).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: '租赁合同.pdf', mimeType: 'application/pdf', buffer: await twoPagePdf() });
  await expect(page.getByText('租赁合同.pdf')).toBeVisible();
  await page.getByLabel('模板名称').fill('E2E 房屋租赁合同');
  await page.getByLabel('模板分类').click();
  await page.getByTitle('租赁合同').click();
  await expect(page.getByLabel('签署方 1 名称')).toHaveValue('甲方');
  await expect(page.getByLabel('签署方 2 名称')).toHaveValue('乙方');
  await page.getByRole('button', { name: '下一步' }).click();

  // step 2: the pages are drawn by pdf.js
  const p1 = pageBox(page, 1);
  await expect(p1).toBeVisible();
  await expect(page.locator('.ep-pdf-page[data-page="1"] .ep-pdf-page-state')).toHaveCount(0);

  // 甲方: a seal by click-to-place at 25 % / 70 % of page 1
  await page.locator('.ep-palette-roles label', { hasText: '甲方' }).click();
  await page.locator('.ep-palette-kinds [data-kind="seal"]').click();
  const at1 = await pointOn(page, 1, 0.25, 0.7);
  await page.mouse.click(at1.x, at1.y);
  await expect(field(page, '甲方', 'seal')).toBeVisible();
  // 甲方: a date dragged from the palette to 25 % / 85 %
  const at2 = await pointOn(page, 1, 0.25, 0.85);
  const dateBtn = (await page.locator('.ep-palette-kinds [data-kind="date"]').boundingBox())!;
  await page.mouse.move(dateBtn.x + dateBtn.width / 2, dateBtn.y + dateBtn.height / 2);
  await page.mouse.down();
  await page.mouse.move(at2.x - 100, at2.y - 100, { steps: 8 });
  await page.mouse.move(at2.x, at2.y, { steps: 8 });
  await page.mouse.up();
  await expect(field(page, '甲方', 'date')).toBeVisible();

  // move the seal 10 % of the page to the right by dragging it
  const seal = field(page, '甲方', 'seal');
  const sb = (await seal.boundingBox())!;
  await page.mouse.move(sb.x + sb.width / 2, sb.y + sb.height / 2);
  await page.mouse.down();
  await page.mouse.move(sb.x + sb.width / 2 + at1.width * 0.1, sb.y + sb.height / 2, { steps: 10 });
  await page.mouse.up();

  // 乙方: a signature on page 2 (scrolled into view), at 70 % / 70 %
  await page.locator('.ep-palette-roles label', { hasText: '乙方' }).click();
  await page.locator('.ep-palette-kinds [data-kind="signature"]').click();
  const p2 = pageBox(page, 2);
  const at3 = await pointOn(page, 2, 0.7, 0.7);
  await page.mouse.click(at3.x, at3.y);
  await expect(field(page, '乙方', 'signature')).toBeVisible();
  await expect(page.getByText('已放置（3）')).toBeVisible();

  // keyboard: Enter on a kind places it on the page in view and focuses it; arrows move it; Delete removes it
  await page.locator('.ep-palette-kinds [data-kind="text"]').focus();
  await page.keyboard.press('Enter');
  const text = field(page, '乙方', 'text');
  await expect(text).toBeFocused();
  await expect(page.getByText('已放置（4）')).toBeVisible();
  const t0 = await pctOf(p2, text);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  const t1 = await pctOf(p2, text);
  expect(t1.x - t0.x).toBeCloseTo(0.5, 1);
  expect(t1.y - t0.y).toBeCloseTo(2, 1);
  await page.keyboard.press('Delete');
  await expect(text).toHaveCount(0);
  await expect(page.getByText('已放置（3）')).toBeVisible();

  const before = {
    seal: await pctOf(p1, seal),
    date: await pctOf(p1, field(page, '甲方', 'date')),
    sig: await pctOf(p2, field(page, '乙方', 'signature')),
  };
  // the seal moved right by ~10 % of the page
  expect(before.seal.x).toBeGreaterThan(20);
  await p1.scrollIntoViewIfNeeded();
  await shot(page, 'e2e-editor');
  await page.getByRole('button', { name: '保存模板' }).click();
  await expect(page.getByText('模板已创建')).toBeVisible();
  await expect(page).toHaveURL(/\/electric-sign\/module\/detail\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // the detail page lists the fields per role, then the editor reopens with them where they were
  await expect(page.getByText('甲方：企业印章、签署日期')).toBeVisible();
  await expect(page.getByText('乙方：个人签名')).toBeVisible();
  await page.goto(`/electric-sign/module/edit/${id}`);
  await expect(page.getByLabel('模板名称')).toHaveValue('E2E 房屋租赁合同');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(field(page, '甲方', 'seal')).toBeVisible();
  const after = {
    seal: await pctOf(pageBox(page, 1), field(page, '甲方', 'seal')),
    date: await pctOf(pageBox(page, 1), field(page, '甲方', 'date')),
    sig: await pctOf(pageBox(page, 2), field(page, '乙方', 'signature')),
  };
  for (const k of ['seal', 'date', 'sig'] as const) {
    expect(Math.abs(after[k].x - before[k].x), k).toBeLessThan(0.5);
    expect(Math.abs(after[k].y - before[k].y), k).toBeLessThan(0.5);
  }

  // copy, then delete the copy (both confirmed)
  await page.goto('/electric-sign/module');
  const row = page.locator('.ant-table-row', { hasText: 'E2E 房屋租赁合同' });
  await row.getByRole('button', { name: '复制' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '复制' }).click();
  await expect(page.getByText('模板已复制')).toBeVisible();
  const copyRow = page.locator('.ant-table-row', { hasText: 'E2E 房屋租赁合同（副本）' });
  await expect(copyRow).toBeVisible();
  await expect(page.getByText('共 2 个模板')).toBeVisible();
  await shot(page, 'e2e-list');
  await copyRow.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('模板已删除')).toBeVisible();
  await expect(copyRow).toHaveCount(0);
  await expect(page.getByText('共 1 个模板')).toBeVisible();
});
