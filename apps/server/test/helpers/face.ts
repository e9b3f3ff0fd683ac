import { expect } from 'vitest';
import type { App } from '../../src/context';
import { call, freshIp } from './api';

/** The mobile link's token out of the QR code's URL (…/mobile/face/<token>). */
export function tokenOfUrl(url: string): string {
  const m = /\/mobile\/face\/([A-Za-z0-9_-]+)$/.exec(url);
  if (!m) throw new Error(`not a local face URL: ${url}`);
  return m[1]!;
}

/**
 * The whole local face check through HTTP, as a tester does it: detectAuth (or aliIdentification),
 * the mobile page's session and its choice, then the owner's poll until the final result. Answers
 * the provider's transaction id.
 */
export async function completeFace(app: App, token: string, choice: 'pass' | 'fail' = 'pass', flow: 'detect' | 'ali' = 'detect'): Promise<string> {
  const start = flow === 'detect' ? await call(app, 'POST', '/api/Peruser/detectAuth', { token, form: {}, ip: freshIp() }) : await call(app, 'POST', '/api/peruser/aliIdentification', { token, form: {}, ip: freshIp() });
  expect(start.body.code, start.body.msg).toBe(200);
  const url: string = flow === 'detect' ? start.body.data.Url : start.body.data.url;
  const id: string = flow === 'detect' ? start.body.data.BizToken : start.body.data.certify_id;
  const mobile = tokenOfUrl(url);
  const session = await call(app, 'GET', '/api/face-local/session', { query: { token: mobile }, ip: freshIp() });
  expect(session.body.code, session.body.msg).toBe(200);
  const done = await call(app, 'POST', '/api/face-local/complete', { form: { token: mobile, result: choice }, ip: freshIp() });
  expect(done.body.code, done.body.msg).toBe(200);
  const poll =
    flow === 'detect'
      ? await call(app, 'POST', '/api/Peruser/getDetectInfoEnhanced', { token, form: { BizToken: id }, ip: freshIp() })
      : await call(app, 'POST', '/api/peruser/aliQuery', { token, form: { certify_id: id }, ip: freshIp() });
  if (flow === 'detect') expect(poll.body.data.Result).toBe(choice === 'pass' ? 'SUCCESS' : 'FAIL');
  else expect(poll.body.code).toBe(choice === 'pass' ? 200 : 400);
  return id;
}
