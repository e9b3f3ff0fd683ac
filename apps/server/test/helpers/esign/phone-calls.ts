import path from 'node:path';
import { expect } from 'vitest';
import { localBlobStore } from '../../../src/providers/blob/local-blob-store';
import { demoIdNumber } from '../../../src/services/demo/demo-identities';
import { hashIntentToken } from '../../../src/services/intent/intent-token';
import { call, freshIp, lastSmsCode } from '../api';
import { tokenOfUrl } from '../face';
import type { TestApp } from '../test-app';

/** The demo people a flow names (seed-demo): their verified ID numbers, as typed on step2. */
export const DEMO = {
  person: { name: '李明', phone: '13800000001', idCard: demoIdNumber('310104', '19880512', '001') },
  company: { name: '王芳', phone: '13800000002', company: '示例科技有限公司', idCard: demoIdNumber('310105', '19860918', '024') },
  otherCompany: { name: '陈静', phone: '13800000004', company: '第二示例贸易有限公司', idCard: demoIdNumber('440305', '19900127', '042') },
};

export const blobsOf = (t: TestApp) => localBlobStore(path.join(t.dataDir, 'blobs'));

export const h5 = (t: TestApp) => ({
  get: (p: string, token: string) => call(t.app, 'GET', `/api/h5elesign/${p}`, { query: { token }, ip: freshIp() }),
  post: async (p: string, json: Record<string, unknown>) => call(t.app, 'POST', `/api/h5elesign/${p}`, { json: p === 'sign' && !('documentSha256' in json) ? { ...json, documentSha256: await shownSha256(t, json.token) } : json, ip: freshIp() }),
});

/**
 * What the page sends back with sign: the X-Document-Sha256 its check answered, which is the flow's
 * source_sha256 (decision 603). Tests of a stale or missing hash pass documentSha256 themselves.
 */
async function shownSha256(t: TestApp, token: unknown): Promise<string | undefined> {
  if (typeof token !== 'string') return undefined;
  const row = await t.db.selectFrom('esign_signers').innerJoin('esign_flows', 'esign_flows.id', 'esign_signers.flow_id').select('esign_flows.source_sha256').where('esign_signers.token_hash', '=', hashIntentToken(token)).executeTakeFirst();
  return row?.source_sha256;
}

/** Identity by a verified account's ID number, then the intent by the SMS code from the outbox. */
export async function identityAndSms(t: TestApp, token: string, idCard: string, phone: string) {
  const api = h5(t);
  const id = await api.post('identity', { token, idCard });
  expect(id.body, id.body.msg).toMatchObject({ code: 200, data: { done: true } });
  // one code a minute per phone: a test file signs as the same demo people again and again
  await t.db.deleteFrom('sms_codes').where('phone', '=', phone).execute();
  const sent = await api.post('smsSend', { token });
  expect(sent.body.code, sent.body.msg).toBe(200);
  const ok = await api.post('smsCheck', { token, smsCode: await lastSmsCode(t.db, phone), smsToken: sent.body.data.smsToken });
  expect(ok.body.code, ok.body.msg).toBe(200);
}

/** The local face page's choice for a face URL (…/mobile/face/<token>), as the tester makes it. */
export async function passFace(t: TestApp, url: string, choice: 'pass' | 'fail' = 'pass') {
  const mobile = tokenOfUrl(url);
  const done = await call(t.app, 'POST', '/api/face-local/complete', { form: { token: mobile, result: choice }, ip: freshIp() });
  expect(done.body.code, done.body.msg).toBe(200);
}

/** The server's context for calling a job handler directly (as the worker would), on the test app's database. */
export async function jobContextOf(t: TestApp) {
  const pino = (await import('pino')).default;
  const { localSmsProvider } = await import('../../../src/providers/sms/local-sms');
  const log = pino({ level: 'silent' });
  return { db: t.db, config: t.config, ledger: t.ledger, blobs: blobsOf(t), log, sms: localSmsProvider(t.db, log, t.config.siteName) } as unknown as import('../../../src/context').AppContext;
}
