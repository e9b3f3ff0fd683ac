import { call, freshIp } from '../api';
import { raw } from '../checks';
import { multipartBody } from '../seals';
import type { Caller } from '../tenants';
import type { TestApp } from '../test-app';

const as = (c: Caller) => ({ token: c.token, role: c.role });

/** What the signing page sends back with sign: the signSha256 of the orderDetail it displays (issue 23 item 1). */
export async function shownDocuments(t: TestApp, c: Caller, orderId: number | string): Promise<string> {
  const d = await call(t.app, 'GET', '/api/notary/orderDetail', { ...as(c), query: { orderId: String(orderId) } });
  return ((d.body.data?.signSha256 as string[] | undefined) ?? []).join(',');
}

/** POST /api/notary/sign as the page calls it: the shown documents' hashes filled unless the test gives its own. */
export async function notarySign(t: TestApp, c: Caller, form: Record<string, string>) {
  const documentSha256 = 'documentSha256' in form ? form.documentSha256 : await shownDocuments(t, c, form.orderId ?? '');
  return call(t.app, 'POST', '/api/notary/sign', { ...as(c), form: { ...form, documentSha256 }, ip: freshIp() });
}

/** POST /api/signature/submit as the phone page does: with the hashes the intent was bound to (its view), unless given. */
export async function submitHandwritingAs(t: TestApp, token: string, png: Buffer, documentSha256?: string) {
  const bound = documentSha256 ?? ((await call(t.app, 'GET', '/api/signature/intent', { query: { token }, ip: freshIp() })).body.data?.documentSha256 as string[] | undefined)?.join(',') ?? '';
  const body = multipartBody({ token, documentSha256: bound }, { name: 'sign.png', bytes: png, type: 'image/png' });
  return raw(t.app, { method: 'POST', url: '/api/signature/submit', headers: { 'content-type': body.contentType }, payload: body.payload, ip: freshIp() });
}
