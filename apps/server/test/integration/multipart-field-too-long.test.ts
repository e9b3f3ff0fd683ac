import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { freshIp } from '../helpers/api';
import { bodyCallers, bodyRoutes, type BodyCaller, type BodyRoute } from '../helpers/body-routes';
import { insertTemplate, saveSign, templateSigners } from '../helpers/esign-flows';
import { multipartBody } from '../helpers/seals';
import { tenants, type Tenants } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 23 (outside review, decision 796): a multipart text part over its route's size limit (busboy cuts it
 * at fieldSize, 1 MB unless the route sets less) is refused whole with
 * MSG.fieldTooLong on every multipart route, never read as its cut value, and nothing is written.
 */
type Caller = BodyCaller;
let t: TestApp;
let who: Tenants;
let callers: Caller[];
let routes: BodyRoute[];

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', POINTS_PRICE_ESIGN: '10' });
  who = await tenants(t);
  callers = await bodyCallers(t, who);
  routes = (await bodyRoutes(t)).filter((r) => r.multipart);
}, 60_000);
afterAll(async () => t?.close());

/** Row counts of every table (a refusal writes nothing anywhere). */
async function allCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await t.db.introspection.getTables()) {
    const r = await t.db.selectFrom(table.name as 'users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[table.name] = Number(r.n);
  }
  return out;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
// over the default fieldSize (1 MB) and every route's own, smaller one
const LONG = 'a'.repeat(1024 * 1024 + 10);

describe('a multipart text part too long to read whole', () => {
  it('the multipart routes are found', () => {
    const urls = routes.map((r) => r.url.toLowerCase());
    for (const url of ['/api/upload/uploadnormal', '/api/elcsign/savesign', '/api/elcsign/contracttempcreate', '/api/elcsign/contracttempedit', '/api/elcsign/sealcreate', '/api/seal/create', '/api/signature/submit']) {
      expect(urls).toContain(url);
    }
  });

  it(`a value over the size limit is answered 400 ${MSG.fieldTooLong} on every multipart route, nothing written`, async () => {
    const before = await allCounts();
    const unreached: string[] = [];
    for (const route of routes) {
      let reached = false;
      for (const caller of callers) {
        const { payload, contentType } = multipartBody({ data: LONG, name: LONG }, { name: 'a.png', bytes: PNG });
        const res = await t.app.inject({ method: route.method as 'POST', url: route.url, headers: { ...caller.headers, 'content-type': contentType }, payload, remoteAddress: freshIp() });
        const body = res.json() as { code: number; msg: string };
        expect(body.code, `${route.url} as ${caller.name}: ${body.msg}`).not.toBe(200);
        if (body.msg === MSG.fieldTooLong) {
          expect([res.statusCode, body.code]).toEqual([400, 400]);
          reached = true;
          break;
        }
      }
      if (!reached) unreached.push(route.url);
    }
    expect(unreached).toEqual([]);
    expect(await allCounts()).toEqual(before);
  });

  it('saveSign with a 3 MB data field: 提交的文字内容过长, not a format message from the cut JSON; no flow', async () => {
    const templateId = await insertTemplate(t, who.companyMain.userId);
    const data = JSON.stringify({ title: '房屋租赁合同', templateId, orderMode: 'parallel', expireDays: 7, signers: templateSigners(), note: 'x'.repeat(3 * 1024 * 1024) });
    const flows = async () => Number((await t.db.selectFrom('esign_flows').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await flows();
    const r = await saveSign(t, who.companyMain, data);
    expect([r.status, r.body.code, r.body.msg]).toEqual([400, 400, MSG.fieldTooLong]);
    expect(await flows()).toBe(before);
  });
});
