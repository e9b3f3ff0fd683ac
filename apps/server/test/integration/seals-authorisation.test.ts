import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SEAL_MSG } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { call, freshIp } from '../helpers/api';
import { createSeal, drawnPng } from '../helpers/seals';

/**
 * Every seal endpoint against every caller (issue 6 "Reliability"): anonymous → 408 (HTTP 401);
 * the company's sub-account → refused (001 §6); another company, or the sub-account's person in
 * their own role → the seal answers exactly like a missing one; the owner → allowed.
 */
let t: TestApp;
let who: Tenants;
let companySealA: { id: number; pic_url: string };
let companySealB: { id: number; pic_url: string };
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
  const png = await drawnPng();
  companySealA = (await createSeal(t.app, who.companyMain, '企业签名甲', png)).body.data;
  companySealB = (await createSeal(t.app, who.companyMain, '企业签名乙', png)).body.data;
});
afterAll(async () => {
  await t.close();
});

type Endpoint = { name: string; run: (c: Caller | undefined, id: number) => Promise<{ status: number; body: { code: number; msg: string; data: unknown } }> };
const opts = (c: Caller | undefined) => (c ? { token: c.token, role: c.role } : {});
const ENDPOINTS: Endpoint[] = [
  { name: 'getList', run: (c) => call(t.app, 'GET', '/api/seal/getList', { ...opts(c), ip: freshIp() }) },
  { name: 'setDefault', run: (c, id) => call(t.app, 'POST', '/api/seal/setDefault', { ...opts(c), form: { id: String(id) }, ip: freshIp() }) },
  { name: 'del', run: (c, id) => call(t.app, 'POST', '/api/seal/del', { ...opts(c), form: { id: String(id) }, ip: freshIp() }) },
  { name: 'preview', run: (c) => call(t.app, 'GET', '/api/seal/preview', { ...opts(c), ip: freshIp() }) },
  { name: 'generate', run: (c) => call(t.app, 'POST', '/api/seal/generate', { ...opts(c), form: {}, ip: freshIp() }) },
  { name: 'create', run: async (c) => createSeal(t.app, c, '签名', await drawnPng()) },
];

const companyState = async () => t.db.selectFrom('seals').select(['id', 'is_default', 'deleted_at']).where('owner_user_id', '=', who.companyMain.userId).orderBy('id').execute();

describe('seal endpoints: authorisation matrix', () => {
  it('anonymous: code 408 with HTTP 401 everywhere, nothing changes', async () => {
    const before = await companyState();
    for (const e of ENDPOINTS) {
      const r = await e.run(undefined, companySealB.id);
      expect(r.status, e.name).toBe(401);
      expect(r.body.code, e.name).toBe(408);
      expect(r.body.msg, e.name).toBe(MSG.sessionExpired);
    }
    expect(await companyState()).toEqual(before);
  });

  it("the company's sub-account is refused everywhere (001 §6), nothing changes", async () => {
    const before = await companyState();
    for (const e of ENDPOINTS) {
      const r = await e.run(who.companySub, companySealB.id);
      expect(r.status, e.name).toBe(400);
      expect(r.body, e.name).toMatchObject({ code: 400, msg: SEAL_MSG.subAccount });
    }
    expect(await companyState()).toEqual(before);
    expect(await t.db.selectFrom('seals').select('id').where('owner_user_id', '=', who.subPersonal.userId).execute()).toEqual([]);
  });

  it("another company, an individual and the sub-account's person in their own role: the company's seal answers like a missing one", async () => {
    const before = await companyState();
    for (const c of [who.otherCompany, who.individual, who.subPersonal]) {
      for (const e of ENDPOINTS.filter((x) => x.name === 'setDefault' || x.name === 'del')) {
        const r = await e.run(c, companySealB.id);
        expect(r.body, `${e.name} ${c.phone}`).toMatchObject({ code: 400, msg: SEAL_MSG.notFound });
        const missing = await e.run(c, 987654321);
        expect(missing.body, e.name).toEqual(r.body);
      }
      const l = await ENDPOINTS[0]!.run(c, 0);
      expect(l.body.code).toBe(200);
      expect((l.body.data as { list: Array<{ id: number }> }).list.map((s) => s.id)).not.toContain(companySealA.id);
    }
    expect(await companyState()).toEqual(before);
  });

  it('the owner (company main account) may do everything; individuals list, preview and generate their own', async () => {
    for (const e of ENDPOINTS) {
      // B becomes the default, then A (no longer the default) is deleted
      const r = await e.run(who.companyMain, e.name === 'del' ? companySealA.id : companySealB.id);
      expect(r.body.code, `${e.name}: ${r.body.msg}`).toBe(200);
    }
    for (const name of ['getList', 'preview', 'generate', 'create']) {
      const r = await ENDPOINTS.find((e) => e.name === name)!.run(who.individual, 0);
      expect(r.body.code, `${name}: ${r.body.msg}`).toBe(200);
    }
  });

  it('image links: only as signed for the owner; a changed token is refused, no token is not a route', async () => {
    const ok = await t.app.inject({ method: 'GET', url: companySealB.pic_url });
    expect(ok.statusCode).toBe(200);
    const token = companySealB.pic_url.split('/').pop()!;
    const [body, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...claims, userId: who.otherCompany.userId }), 'utf8').toString('base64url')}.${mac}`;
    const bad = await t.app.inject({ method: 'GET', url: `/api/download/seal-image/${forged}` });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: 403, msg: SEAL_MSG.imageLinkInvalid });
    const garbage = await t.app.inject({ method: 'GET', url: '/api/download/seal-image/abc' });
    expect(garbage.statusCode).toBe(403);
  });
});
