import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectOk } from '../helpers/checks';
import { sealApi, transparentSealPng } from '../helpers/esign-seals';
import { waitFor } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { companyForm, newUser, operatorToken } from '../helpers/verification';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import { seedDemo } from '../../src/services/demo/seed-demo';
import { ensureContractSeal, ESIGN_CONTRACT_SEAL_JOB } from '../../src/services/esign/seals/contract-seal-at-approval';

/**
 * A verified company's 合同专用章 is generated at its approval (issue 24 item 6, decision 825): by a job of the
 * approval's transaction, with the 企业印章 page's generator, audited as made by the system; never a second one.
 */
let t: TestApp;
let who: Tenants;
let op: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { run: true } });
  who = await tenants(t);
  op = await operatorToken(t.app, t.db, '13966661009');
});
afterAll(async () => t?.close());

const liveContractSeals = (ownerId: number) =>
  t.db.selectFrom('esign_seals').selectAll().where('owner_user_id', '=', ownerId).where('seal_type', '=', 'contract').where('deleted_at', 'is', null).execute();
const createAudits = async (sealId: number) =>
  (await t.db.selectFrom('audit_log').select(['actor_type', 'actor_id', 'detail']).where('action', '=', 'esign.seal.create').where('target_id', '=', String(sealId)).execute()).map((r) => ({ ...r, detail: JSON.parse(r.detail ?? '{}') }));
const deps = () => ({ db: t.db, dialect: t.dialect, blobs: blobStoreFromConfig(t.config) });

describe('the 合同专用章 of a verified company', () => {
  it('seed:demo: each verified demo company has exactly one, generated from its verified name; seeding again adds none', async () => {
    await seedDemo(t.db, t.config);
    for (const c of [who.companyMain, who.otherCompany]) {
      const seals = await liveContractSeals(c.userId);
      expect(seals).toHaveLength(1);
      expect(seals[0]).toMatchObject({ name: '合同专用章', source: 'generated', width: 600, height: 600 });
      const audits = await createAudits(Number(seals[0]!.id));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actor_type: 'system', actor_id: null, detail: { automatic: true, sealType: 'contract', source: 'generated', sha256: seals[0]!.sha256 } });
    }
    // the main account sees it on 企业印章 and its image is the recorded one
    const list = (await sealApi(t.app).list(who.companyMain)).body.data.list as Array<{ seal_type: string; source: string }>;
    expect(list.filter((s) => s.seal_type === 'contract')).toHaveLength(1);
    expect(await t.db.selectFrom('esign_seals').select('id').where('owner_user_id', '=', who.individual.userId).execute()).toEqual([]);
  });

  it('an operator approving a company enqueues one job that generates it; approval twice and the job again add none', async () => {
    const c = await newUser(t.app, t.db, '13966661003');
    const submitted = await call<{ id: number }>(t.app, 'POST', '/api/user/companyAuthorize', { token: c.token, form: await companyForm(t.app, c), ip: freshIp() });
    expectOk(submitted);
    const id = submitted.body.data.id;
    expect(await liveContractSeals(c.userId)).toEqual([]);
    expectOk(await call(t.app, 'POST', '/api/admin/verification/approve', { token: op, form: { id: String(id) }, ip: freshIp() }));
    const jobs = await t.db.selectFrom('jobs').select(['id', 'dedupe_key']).where('kind', '=', ESIGN_CONTRACT_SEAL_JOB).where('dedupe_key', '=', `${ESIGN_CONTRACT_SEAL_JOB}:${id}`).execute();
    expect(jobs).toHaveLength(1);
    const [seal] = await waitFor(async () => ((await liveContractSeals(c.userId)).length ? await liveContractSeals(c.userId) : null), 20_000, 'the contract seal');
    expect(seal).toMatchObject({ name: '合同专用章', source: 'generated' });
    const audits = await createAudits(Number(seal!.id));
    expect(audits).toEqual([{ actor_type: 'system', actor_id: null, detail: expect.objectContaining({ automatic: true, cause: 'verification.approve', submissionId: id, sha256: seal!.sha256 }) }]);
    await waitFor(async () => (await t.db.selectFrom('jobs').select('status').where('id', '=', jobs[0]!.id).executeTakeFirst())?.status === 'succeeded' || null, 10_000, 'the job to end');
    // approving again is refused (already decided) and enqueues nothing; the function again stores nothing
    const again = await call(t.app, 'POST', '/api/admin/verification/approve', { token: op, form: { id: String(id) }, ip: freshIp() });
    expect(again.body.code).toBe(400);
    expect(await ensureContractSeal(deps(), c.userId, { cause: 'test' })).toEqual({ skipped: 'has a contract seal or is full' });
    expect(await liveContractSeals(c.userId)).toHaveLength(1);
    // its own generate button says it exists already (one generated seal per kind, decision 414)
    expect((await sealApi(t.app).generate({ token: c.token, role: '1', userId: c.userId, phone: c.phone }, 'contract')).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.alreadyGenerated });
  });

  it('a company that already holds an uploaded 合同专用章 gets no generated one; one that deleted its seal gets one at the next approval only', async () => {
    const main = who.otherCompany;
    const [auto] = await liveContractSeals(main.userId);
    expectOk(await sealApi(t.app).del(main, Number(auto!.id)));
    expectOk(await sealApi(t.app).upload(main, await transparentSealPng(), { seal_type: 'contract', name: '上传的合同章' }));
    expect(await ensureContractSeal(deps(), main.userId, { cause: 'test' })).toEqual({ skipped: 'has a contract seal or is full' });
    expect((await liveContractSeals(main.userId)).map((s) => s.source)).toEqual(['uploaded']);
    // an individual or an unverified company never gets one
    expect(await ensureContractSeal(deps(), who.individual.userId, { cause: 'test' })).toEqual({ skipped: 'not a verified company' });
  });
});
