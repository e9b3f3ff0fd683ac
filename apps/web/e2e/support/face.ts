import { nationalIdCheckChar } from '@evidence/shared/validators';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Individual verification through the API for the face specs: a logged-in token, uploads and a
 * perAuthorize form with a fresh valid ID number, and the local face check passed the way a tester
 * does it (detectAuth, then the mobile page's calls).
 */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2ab6b0000000049454e44ae426082', 'hex');

export async function tokenOf(request: APIRequestContext, phone: string, password = 'abc12345'): Promise<string> {
  const r = await (await request.post('/api/login', { form: { phone, password } })).json();
  expect(r.code, r.msg).toBe(200);
  return r.data.token as string;
}

async function upload(request: APIRequestContext, token: string): Promise<string> {
  const r = await (await request.post('/api/Upload/uploadNormal', { headers: { Authorization: `Bearer ${token}` }, multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer: PNG } } })).json();
  expect(r.code, r.msg).toBe(200);
  return r.data.path as string;
}

/** A random valid ID number (its 17th digit odd: male, sex 0). */
export function randomNationalId(): string {
  const birth = `19${String(60 + Math.floor(Math.random() * 30))}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}`;
  const seq = `${String(Math.floor(Math.random() * 100)).padStart(2, '0')}${[1, 3, 5, 7, 9][Math.floor(Math.random() * 5)]}`;
  const first17 = `110101${birth}${seq}`;
  return first17 + nationalIdCheckChar(first17);
}

/** Submits the individual form (status 2) and answers the submission id. */
export async function submitPerson(request: APIRequestContext, token: string, phone: string, userName = '测试个人'): Promise<number> {
  const form = {
    userName, idCard: randomNationalId(), sex: '0', mobile: phone, type: '1', address: '北京市东城区1号',
    authorFront: await upload(request, token), authorBack: await upload(request, token), authorHand: await upload(request, token), agree: '1',
  };
  const r = await (await request.post('/api/peruser/perAuthorize', { headers: { Authorization: `Bearer ${token}` }, form })).json();
  expect(r.code, r.msg).toBe(200);
  return r.data.id as number;
}

/** The mobile link's token out of the QR code's URL. */
export function mobileToken(url: string): string {
  const m = /\/mobile\/face\/([A-Za-z0-9_-]+)$/.exec(url);
  if (!m) throw new Error(`not a local face URL: ${url}`);
  return m[1]!;
}

/** The local face check passed through HTTP (detectAuth → complete → one poll), as in the server tests. */
export async function passFaceViaApi(request: APIRequestContext, token: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const s = await (await request.post('/api/Peruser/detectAuth', { headers: auth, form: {} })).json();
  expect(s.code, s.msg).toBe(200);
  const done = await (await request.post('/api/face-local/complete', { form: { token: mobileToken(s.data.Url), result: 'pass' } })).json();
  expect(done.code, done.msg).toBe(200);
  const polled = await (await request.post('/api/Peruser/getDetectInfoEnhanced', { headers: auth, form: { BizToken: s.data.BizToken } })).json();
  expect(polled.data.Result).toBe('SUCCESS');
}

/**
 * The tester's choice on the local face page, and its result. The camera preview can still move the buttons
 * when the first click lands (a full run saw the click miss once): while the button is there and enabled, it
 * is clicked again; a click that did land disables it until the result shows.
 */
export async function chooseOnFacePage(phone: Page, button: string, result: string): Promise<void> {
  const choice = phone.getByRole('button', { name: button });
  await expect(async () => {
    if ((await choice.isVisible()) && (await choice.isEnabled())) await choice.click();
    await expect(phone.getByText(result)).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}
