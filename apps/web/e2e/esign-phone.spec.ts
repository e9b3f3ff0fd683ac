import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { DEMO, OPERATOR } from './support/accounts';
import { CHEN_JING_ID, checkAndConfirm, drawSignature, faceIntent, LI_MING_ID, linkIn, outboxTexts, PHONE, smsIntent, throughReading } from './support/esign-pages';
import { cliJs, lastJsonLine, repoRoot, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * Phone signing (issue 16 items 4–5, 001 §2.2 /h5elesign): a sequential flow of the demo company, inserted as
 * a sent one by apps/server/test/helpers/esign/e2e-flow.ts, is signed on 375 px phone contexts — 李明 (a
 * verified individual) by the SMS code from the outbox and his handwriting, then 第二示例贸易有限公司 by the
 * local face page and its seal — the completion job finishes, the result link texted to the signers shows
 * and downloads the signed PDF (pdfsig: valid, the whole document; pdftotext: the audit page names both).
 * A used link and a refused flow's link show 001 §8's message.
 */
const shotDir = '/tmp/esign-phone-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shotDir, `${name}-375.png`), fullPage: true });

let server: ServerProcess;
let api: APIRequestContext;
let seeded: { first: string; refuse: string; flowNo: string };
test.beforeAll(async () => {
  // a server of its own, seeded by three commands (the seed also draws the demo companies' 合同专用章): more than
  // the default minute on a loaded two-core machine
  test.setTimeout(180_000);
  fs.mkdirSync(shotDir, { recursive: true });
  server = await startServerProcess('esign-phone', (dataDir) => [
    [process.execPath, [cliJs, 'create-operator', '--phone', OPERATOR.phone, '--name', OPERATOR.name, '--password', OPERATOR.password]],
    [process.execPath, [cliJs, 'seed-demo']],
    [process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/test/helpers/esign/e2e-flow.ts'), dataDir]],
  ], { LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '100' });
  seeded = lastJsonLine(server.seedOutputs[2]!);
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const outbox = (phone: string) => outboxTexts(api, phone);
const reading = (page: Page, link: string, idCard: string, name: string) =>
  throughReading(page, link, { idCard, name, title: '设备采购合同', shot: (n) => shot(page, n) });
const confirm = (page: Page, name: string) => checkAndConfirm(page, 3, () => shot(page, `check-${name}`));

test('a sequential flow signed on two phones (SMS + handwriting, face + seal) completes and its signed PDF downloads', async ({ browser }) => {
  test.setTimeout(180_000);
  // signer 1: 李明, by the SMS code and his handwriting
  const one: BrowserContext = await browser.newContext(PHONE);
  const p1 = await one.newPage();
  await reading(p1, seeded.first, LI_MING_ID, '李明');
  await smsIntent(p1, api, DEMO.individual.phone);
  await drawSignature(p1, p1.locator('[data-testid^="h5-field-"]').first());
  await shot(p1, 'sign-person');
  await confirm(p1, '李明');
  // the used link: 您已签署, not 已过期 (decision 811)
  await p1.goto(seeded.first);
  await expect(p1.getByTestId('h5-already-signed')).toContainText(ESIGN_MSG.usedLink);
  await shot(p1, 'expired');
  await one.close();

  // signer 2: 第二示例贸易有限公司 (陈静), by the local face page and the company's seal
  await expect.poll(async () => linkIn((await outbox(DEMO.otherCompany.phone))[0] ?? '')).toContain('/h5elesign?token=');
  const second = linkIn((await outbox(DEMO.otherCompany.phone))[0]!);
  const two = await browser.newContext(PHONE);
  const p2 = await two.newPage();
  await reading(p2, second, CHEN_JING_ID, '陈静');
  await faceIntent(two, p2, (n) => shot(p2, n));
  const fields = p2.locator('[data-testid^="h5-field-"]');
  await fields.nth(0).click();
  // the company has two seals (the seed's 合同专用章, decision 825, and the one the set-up stored): it picks one
  await p2.locator('[data-testid^="h5-seal-"]').first().click();
  await expect(fields.nth(0)).toHaveAttribute('data-filled', 'true');
  await fields.nth(1).click();
  await p2.getByTestId('h5-text').fill('深圳市南山区科技园路1号');
  await p2.getByRole('button', { name: /确\s*定/ }).click();
  await shot(p2, 'sign-company');
  await confirm(p2, '陈静');
  await expect(p2.getByTestId('h5-signed')).toContainText(ESIGN_MSG.signedWaitCompletion);

  // the completion job: every signer gets the result link
  await expect.poll(async () => linkIn((await outbox(DEMO.individual.phone))[0] ?? ''), { timeout: 60_000 }).toContain('/h5elesign/endpdf?token=');
  const result = linkIn((await outbox(DEMO.individual.phone))[0]!);
  await p2.goto(result);
  await expect(p2.getByTestId('h5-result')).toContainText(seeded.flowNo);
  await expect(p2.locator('[data-page="4"] canvas')).toBeVisible({ timeout: 20_000 });
  await shot(p2, 'endpdf');
  const download = p2.waitForEvent('download');
  await p2.getByTestId('h5-download').click();
  const file = path.join(shotDir, 'signed.pdf');
  await (await download).saveAs(file);
  const report = execFileSync('pdfsig', [file], { encoding: 'utf8' });
  expect(report).toContain('Signature is Valid');
  expect(report).toContain('Total document signed');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('电子签署审计页');
  expect(text).toContain('李明');
  expect(text).toContain('陈静（代表第二示例贸易有限公司）');
  await two.close();
});

test('a signer refuses with a reason; the link then shows the expired message', async ({ browser }) => {
  // the same pages on a desktop screen (a link opened on a computer)
  const wide = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const desk = await wide.newPage();
  await desk.goto(seeded.refuse);
  await expect(desk.getByTestId('h5-contract')).toContainText('保密协议');
  await desk.screenshot({ path: path.join(shotDir, 'step1-1366.png'), fullPage: true });
  await wide.close();
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  await page.goto(seeded.refuse);
  await page.getByRole('button', { name: '拒签' }).click();
  await expect(page).toHaveURL(/\/h5elesign\/stop\?token=/);
  await page.getByRole('button', { name: '提交拒签' }).click();
  await expect(page.getByText(ESIGN_MSG.rejectReasonRequired)).toBeVisible();
  await page.getByTestId('h5-reason').fill('付款条款与口头约定不一致');
  await shot(page, 'stop');
  await page.getByRole('button', { name: '提交拒签' }).click();
  await page.getByRole('button', { name: '确认拒签' }).click();
  await expect(page.getByTestId('h5-rejected')).toBeVisible();
  await page.goto(seeded.refuse);
  await expect(page.getByTestId('h5-expired')).toContainText(ESIGN_MSG.linkExpired);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: path.join(shotDir, 'expired-1366.png'), fullPage: true });
  await ctx.close();
});
