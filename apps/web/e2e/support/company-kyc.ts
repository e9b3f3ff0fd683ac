import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { creditCodeCheckChar, nationalIdCheckChar } from '@evidence/shared/validators';
import type { APIRequestContext, Page } from '@playwright/test';
import { OPERATOR } from './accounts';
import { expect } from './fixtures';

/** Helpers of the company verification journey (company-verification.spec.ts). */

/** A valid ID number (GB 11643 check digit); the sequence's last digit decides the sex (odd = male). */
export function idNumber(birth: string, seq: string): string {
  const first17 = `110101${birth}${seq}`;
  return first17 + nationalIdCheckChar(first17);
}

/** A valid unified social credit code (GB 32100 check character), random per run. */
export function creditCode(): string {
  const body17 = `91110108MA${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return body17 + creditCodeCheckChar(body17);
}

/** Chooses a file through the upload box, as a user does (the file chooser, not the hidden input). */
export async function chooseFile(page: Page, testId: string, file: { name: string; mimeType: string; buffer: Buffer }, scope = page.locator('body')): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), scope.getByTestId(testId).click()]);
  await chooser.setFiles(file);
}

async function operatorToken(request: APIRequestContext): Promise<string> {
  const r = (await (await request.post('/api/admin/login', { form: { phone: OPERATOR.phone, password: OPERATOR.password } })).json()) as { code: number; data: { token: string } };
  expect(r.code).toBe(200);
  return r.data.token;
}

/** The operator's decision on the account's pending submission, through the admin API. */
export async function review(request: APIRequestContext, phone: string, kind: 'company' | 'author', decision: 'approve' | 'reject', reason?: string): Promise<void> {
  const token = await operatorToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get(`/api/admin/verification/list?status=2&kind=${kind}&keyword=${phone}`, { headers })).json()) as { code: number; data: { list: { id: number }[] } };
  expect(list.code).toBe(200);
  const id = list.data.list[0]?.id;
  expect(id, `a ${kind} submission of ${phone} under review`).toBeTruthy();
  const form: Record<string, string> = { id: String(id) };
  if (reason) form.reason = reason;
  const r = (await (await request.post(`/api/admin/verification/${decision}`, { headers, form })).json()) as { code: number; msg: string };
  expect(r.code, r.msg).toBe(200);
}

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/screenshots');
fs.mkdirSync(outDir, { recursive: true });

/** Screenshots (full page unless a dialog is open) at 1280 and 375 px wide, for a human to look at; the page is left at 1280. */
export async function shootBoth(page: Page, name: string, only?: 'desktop', fullPage = true): Promise<void> {
  for (const [label, width] of [['desktop', 1280], ['mobile', 375]] as const) {
    if (only && label !== only) continue;
    await page.setViewportSize({ width, height: label === 'desktop' ? 800 : 812 });
    // from the top, so the sticky header is drawn where it belongs in a full-page picture
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    // nothing may stick out sideways at 375 px (the message names what does)
    if (label === 'mobile') {
      const wide = await page.evaluate(() =>
        document.documentElement.scrollWidth > 375
          ? [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 376).slice(0, 5).map((e) => `${e.tagName}.${e.className}`)
          : [],
      );
      expect(wide, `${name} fits 375 px`).toEqual([]);
    }
    await page.screenshot({ path: path.join(outDir, `company-${name}-${label}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
