import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { DEMO, blobsOf, jobContextOf } from '../helpers/esign/phone-calls';
import { sentFlow } from '../helpers/esign/phone-flow';
import { buildSignedPdf, runEsignComplete } from '../../src/services/esign/phone/complete-job';
import { recordEvidence } from '../../src/services/evidence/record-evidence';
import { signedFlow as signedFlowOf } from '../helpers/esign/signed-flow';

/**
 * Every /api/h5elesign call × every kind of caller: the link token is the only credential, so an account's
 * session (any role) without it, no token, a made-up token and a used one all answer 001 §8's message and
 * change nothing. Then the completion's retry rules: an earlier attempt's preserved result is reused (one
 * evidence record), and a last failed attempt is told to the owner and the timeline, the flow kept 签署中.
 */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' }, { jobs: { run: false } });
  who = await tenants(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const CALLS: Array<['GET' | 'POST', string, Record<string, unknown>]> = [
  ['GET', 'entry', {}],
  ['GET', 'pdf', {}],
  ['POST', 'identity', { idCard: DEMO.person.idCard }],
  ['POST', 'smsSend', {}],
  ['POST', 'smsCheck', { smsCode: '123456' }],
  ['POST', 'faceStart', {}],
  ['GET', 'faceResult', {}],
  ['GET', 'seals', {}],
  ['POST', 'check', { fields: [] }],
  ['POST', 'sign', { fields: [] }],
  ['POST', 'reject', { reason: '不同意' }],
  ['GET', 'result', {}],
  ['GET', 'resultInfo', {}],
];

const signedFlow = () => signedFlowOf(t, who);
const job = (flowId: number, attempts = 1) => ({ id: 1, kind: 'esign.complete', payload: { flowId }, attempts, maxAttempts: 5, createdAt: Date.now() }) as never;
const jctx = { reportProgress: async () => {}, signal: new AbortController().signal } as never;

describe('every call × every caller without a usable link', () => {
  it('anonymous, an account session of each role, a made-up token and a used one: the expired message, nothing changed', async () => {
    const live = await sentFlow(t.db, blobsOf(t), { ownerUserId: who.companyMain.userId, signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' }] });
    const used = await sentFlow(t.db, blobsOf(t), { ownerUserId: who.companyMain.userId, signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' }] });
    const usedToken = used.tokens.get(used.signerIds[0]!)!;
    await t.db.updateTable('esign_signers').set({ status: 'signed' }).where('id', '=', used.signerIds[0]!).execute();
    const callers: Array<[string, { token?: string; role?: string }, string | undefined]> = [
      ['anonymous, no token', {}, undefined],
      ['anonymous, made-up token', {}, randomBytes(32).toString('base64url')],
      ['anonymous, used token', {}, usedToken],
      ...Object.entries(who).map(([name, c]): [string, { token?: string; role?: string }, string | undefined] => [`${name}'s session, no link`, { token: c.token, role: c.role }, undefined]),
      ['the owner\'s session, used token', { token: who.companyMain.token, role: who.companyMain.role }, usedToken],
    ];
    for (const [method, p, extra] of CALLS) {
      for (const [name, session, token] of callers) {
        const body = token === undefined ? extra : { ...extra, token };
        const r = method === 'GET' ? await call(t.app, 'GET', `/api/h5elesign/${p}`, { ...session, query: token === undefined ? {} : { token }, ip: freshIp() }) : await call(t.app, 'POST', `/api/h5elesign/${p}`, { ...session, json: body, ip: freshIp() });
        expect(r.body, `${method} ${p} as ${name}`).toMatchObject({ code: 400, msg: ESIGN_MSG.linkExpired });
      }
    }
    // the live flow was never touched by any of it
    const row = await t.db.selectFrom('esign_signers').selectAll().where('id', '=', live.signerIds[0]!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'unread', identity_method: null, intent_method: null });
    expect((await t.db.selectFrom('esign_flows').select('status').where('id', '=', live.flowId).executeTakeFirstOrThrow()).status).toBe('signing');
  });
});

describe('completion retries', () => {
  it('a result preserved by an earlier attempt that died before finishing is reused: one evidence record', async () => {
    const ctx = await jobContextOf(t);
    const f = await signedFlow();
    const flow = await t.db.selectFrom('esign_flows').selectAll().where('id', '=', f.flowId).executeTakeFirstOrThrow();
    // the earlier attempt: built, stored and preserved, then the process died
    const pdf = await buildSignedPdf(ctx, flow);
    const key = `esign/${flow.flow_no.toLowerCase()}/signed-earlier.pdf`;
    const { size } = await ctx.blobs.put(key, Readable.from([pdf]), { contentType: 'application/pdf' });
    const sha = createHash('sha256').update(pdf).digest('hex');
    const earlier = await recordEvidence(t.db, t.ledger, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId, fileName: 'x.pdf', title: 'x.pdf', label: '电子合同', fileType: 1, productType: 1, mime: 'application/pdf', size, sha256: sha, sm3: createHash('sm3').update(pdf).digest('hex'), blobKey: key }, null);
    expect(await runEsignComplete(ctx, job(f.flowId, 2), jctx)).toEqual({ evidenceId: Number(earlier.id) });
    const done = await t.db.selectFrom('esign_flows').selectAll().where('id', '=', f.flowId).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'completed', result_evidence_id: Number(earlier.id), result_sha256: sha, result_blob_key: key });
    expect(await t.db.selectFrom('evidence').select('id').where('blob_key', 'like', `esign/${flow.flow_no.toLowerCase()}/signed-%`).execute()).toHaveLength(1);
  });

  it('the last failed attempt tells the owner and the timeline; the flow stays 签署中 with its signatures', async () => {
    const ctx = await jobContextOf(t);
    const f = await signedFlow();
    // the original is gone from the store: the job cannot build the result
    await t.db.updateTable('esign_flows').set({ source_blob_key: 'esign/test/missing.pdf' }).where('id', '=', f.flowId).execute();
    await expect(runEsignComplete(ctx, job(f.flowId, 1), jctx)).rejects.toThrow();
    expect(await t.db.selectFrom('esign_events').select('id').where('flow_id', '=', f.flowId).where('kind', '=', 'completion_failed').execute()).toHaveLength(0);
    await expect(runEsignComplete(ctx, job(f.flowId, 5), jctx)).rejects.toThrow();
    expect(await t.db.selectFrom('esign_events').select('id').where('flow_id', '=', f.flowId).where('kind', '=', 'completion_failed').execute()).toHaveLength(1);
    expect((await t.db.selectFrom('esign_flows').select('status').where('id', '=', f.flowId).executeTakeFirstOrThrow()).status).toBe('signing');
    const notice = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.companyMain.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.content).toContain('签署文件生成失败');
  });
});
