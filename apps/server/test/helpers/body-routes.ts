import { MSG } from '@evidence/shared/constants';
import { freshIp } from './api';
import { officeStaff } from './notary-office';
import type { TestApp } from './test-app';
import type { Tenants } from './tenants';

export type BodyRoute = { method: string; url: string; multipart: boolean };

/**
 * Routes that take any content type and read the raw body themselves, no form: a device's signed recording,
 * and the payment providers' notices (their signature is over the raw bytes; the path names the provider)
 */
const RAW_BODY_ROUTES = new Set(['/api/bwcdata/upload', '/api/payment/notify/999999']);

/**
 * Every route that takes a body, from the router's own tree (printRoutes: one line per path segment, its
 * depth by indentation, its methods in brackets), hidden routes included; a path parameter gets a value
 * that names nothing.
 */
export function bodyRoutesOf(tree: string): Array<{ method: string; url: string }> {
  const stack: string[] = [];
  const out: Array<{ method: string; url: string }> = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const url = stack.join('').replace(/:[^/]+/g, '999999').replace(/\*$/, 'x');
    for (const method of (m[3] ?? '').split(', ')) if (['POST', 'PUT', 'PATCH'].includes(method)) out.push({ method, url });
  }
  return out;
}

/**
 * Whether a route takes multipart bodies, asked of the app itself: a well-formed empty form from an
 * anonymous caller. A route with no multipart parser refuses it at parsing, before any guard, as a
 * wrong content type (请求参数不正确); a multipart route lets it through to its guard or handler.
 */
export async function readsMultipart(t: TestApp, method: string, url: string): Promise<boolean> {
  const b = 'xBoundary123';
  const res = await t.app.inject({ method: method as 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${b}` }, payload: `--${b}--\r\n`, remoteAddress: freshIp() });
  const body = res.json() as { msg: string };
  return !(res.statusCode === 400 && body.msg === MSG.badRequest) && !RAW_BODY_ROUTES.has(url.toLowerCase());
}

/** The body routes of the app, each marked whether it reads multipart (logout left out: later calls need the session). */
export async function bodyRoutes(t: TestApp): Promise<BodyRoute[]> {
  const routes: BodyRoute[] = [];
  for (const { method, url } of bodyRoutesOf(t.app.printRoutes({ commonPrefix: false }))) {
    if (/logout/i.test(url)) continue;
    routes.push({ method, url, multipart: await readsMultipart(t, method, url) });
  }
  return routes;
}

/** Who sends the bodies: an anonymous visitor, the three kinds of account, an operator and a notary. */
export type BodyCaller = { name: string; headers: Record<string, string> };

export async function bodyCallers(t: TestApp, who: Tenants): Promise<BodyCaller[]> {
  const staff = await officeStaff(t);
  const user = (name: string, c: { token: string; role: string }): BodyCaller => ({ name, headers: { authorization: `Bearer ${c.token}`, role: c.role } });
  return [
    { name: 'anonymous', headers: {} },
    user('individual', who.individual),
    user('companyMain', who.companyMain),
    user('companySub', who.companySub),
    { name: 'operator', headers: { authorization: `Bearer ${staff.operator}` } },
    { name: 'notary', headers: { authorization: `Bearer ${staff.notary}` } },
  ];
}
