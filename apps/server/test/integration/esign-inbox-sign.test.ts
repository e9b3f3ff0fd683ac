import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG, EVIDENCE_MSG, VerifyStatus } from '@evidence/shared/constants';
import { MY_SIGN_MSG } from '@evidence/shared/contracts';
import { call, freshIp } from '../helpers/api';
import { waitFor } from '../helpers/jobs';
import { storedRecord } from '../helpers/notary-office';
import { drawnPng } from '../helpers/seals';
import { DEMO, blobsOf, h5, identityAndSms, passFace } from '../helpers/esign/phone-calls';
import { insertEsignSeal, sentFlow } from '../helpers/esign/phone-flow';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * 去签署 from the inbox and what follows (decisions 812–815): POST /api/ElcSign/mySignLink gives the logged-in
 * signer a fresh link into the same ceremony (identity and SMS code still run), only for their own row while it is
 * their turn; the signed contract is shared into each signer's 数据存证 (sharedList / sharedDownload), never into a
 * sub-account's; notices lead to 我的签署 and to the flow; the link that signed reports the completion and opens
 * the result.
 */
let t: TestApp;
let who: Tenants;
let hand: string;
let sealId: number;
let flow: { flowId: number; signerIds: number[]; tokens: Map<number, string> };

const as = (c: Caller | undefined) => (c ? { token: c.token, role: c.role } : {});
const link = (c: Caller | undefined, signerId: number | string) => call(t.app, 'POST', '/api/ElcSign/mySignLink', { ...as(c), json: { signer_id: signerId }, ip: freshIp() });
const sharedList = (c: Caller | undefined) => call(t.app, 'GET', '/api/data/sharedList', { ...as(c), ip: freshIp() });
const sharedDownload = (c: Caller, id: number) => t.app.inject({ method: 'GET', url: '/api/data/sharedDownload', query: { id: String(id) }, headers: { authorization: `Bearer ${c.token}`, role: c.role } });
/** an account's e-sign notices (the seed leaves others, e.g. its verification approved) */
const notices = async (userId: number) => (await t.db.selectFrom('notifications').select(['content', 'link']).where('user_id', '=', userId).orderBy('id').execute()).filter((n) => n.content.includes('合同'));
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
const fieldIds = async (signerId: number) => (await t.db.selectFrom('esign_fields').select(['id', 'kind']).where('signer_id', '=', signerId).orderBy('id').execute()).map((f) => ({ id: Number(f.id), kind: f.kind }));

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
  await t.db.updateTable('users').set({ verify_status: VerifyStatus.verified }).where('phone', 'in', [DEMO.person.phone, DEMO.otherCompany.phone]).execute();
  hand = `data:image/png;base64,${(await drawnPng()).toString('base64')}`;
  sealId = await insertEsignSeal(t.db, blobsOf(t), who.otherCompany.userId);
  flow = await sentFlow(t.db, blobsOf(t), {
    ownerUserId: who.companyMain.userId,
    orderMode: 'sequential',
    title: '收件箱签署合同',
    signers: [
      { role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' },
      { role: '乙方', name: DEMO.otherCompany.name, phone: DEMO.otherCompany.phone, kind: 'company', companyName: DEMO.otherCompany.company, fields: [{ kind: 'seal' }] },
    ],
  });
}, 60_000);
afterAll(async () => t?.close());

describe('去签署 from the inbox', () => {
  it('the first signer with an account is told, the notice leading to 待我签署; the next signer not yet', async () => {
    expect(await notices(who.individual.userId)).toEqual([{ content: expect.stringContaining('邀请您签署电子合同《收件箱签署合同》'), link: '/electric-sign/mine?tab=todo' }]);
    expect(await notices(who.otherCompany.userId)).toEqual([]);
  });

  it('is refused to anonymous callers, to other accounts, to the sender, its sub-account, an unverified account and before my turn', async () => {
    const [p, c] = flow.signerIds as [number, number];
    expect((await link(undefined, p)).body.code).toBe(408);
    for (const other of [who.companyMain, who.companySub, who.subPersonal, who.otherCompany]) {
      const r = await link(other, p);
      expect(r.body, other.phone).toMatchObject({ code: 400, msg: ESIGN_MSG.flowNotFound });
    }
    // the company signer's own row, before its turn in a sequential flow
    expect((await link(who.otherCompany, c)).body).toMatchObject({ code: 400, msg: MY_SIGN_MSG.notYourTurn });
    // the company's sub-account is no signer of the company's flows (decision 810)
    expect((await link(who.companySub, c)).body.msg).toBe(ESIGN_MSG.flowNotFound);
    // unverified: the phone alone proves no name
    await t.db.updateTable('users').set({ verify_status: VerifyStatus.unverified }).where('id', '=', who.individual.userId).execute();
    expect((await link(who.individual, p)).body.msg).toBe(ESIGN_MSG.flowNotFound);
    await t.db.updateTable('users').set({ verify_status: VerifyStatus.verified }).where('id', '=', who.individual.userId).execute();
    expect((await link(who.individual, 'x')).body.code).toBe(400);
    // nothing was issued: the texted link still works
    expect((await h5(t).get('entry', flow.tokens.get(p)!)).body.code).toBe(200);
  });

  it('gives my own fresh link into the same ceremony; the texted one stops; identity and SMS code still run; the timeline says so', async () => {
    const [p] = flow.signerIds as [number];
    const r = await link(who.individual, p);
    expect(r.body, r.body.msg).toMatchObject({ code: 200, msg: MY_SIGN_MSG.linkMade });
    expect(r.body.data.url).toMatch(/^\/h5elesign\?token=[A-Za-z0-9_-]+$/);
    const token = tokenOf(r.body.data.url);
    expect((await h5(t).get('entry', flow.tokens.get(p)!)).body.msg).toBe(ESIGN_MSG.linkExpired);
    const entry = await h5(t).get('entry', token);
    expect(entry.body.data).toMatchObject({ identityDone: false, intentDone: false, identityPath: 'account', signerName: DEMO.person.name });
    // no signing before the identity check
    expect((await h5(t).get('pdf', token)).body.msg).toBe('请先完成身份核验');
    await identityAndSms(t, token, DEMO.person.idCard, DEMO.person.phone);
    const signed = await h5(t).post('sign', { token, handwriting: hand, fields: (await fieldIds(p)).map((x) => ({ id: x.id })) });
    expect(signed.body.data.flowDone, signed.body.msg).toBe(false);
    // the used link says what became of the flow
    expect((await h5(t).get('signedState', token)).body.data).toMatchObject({ state: 'othersLeft', title: '收件箱签署合同' });
    expect((await h5(t).get('resultInfo', token)).body.msg).toBe(ESIGN_MSG.linkExpired);
    // the texted link the inbox replaced, opened now: 您已签署 and what became of the flow, not 已过期 (decision 887)
    const texted = flow.tokens.get(p)!;
    expect((await h5(t).get('entry', texted)).body.msg).toBe(ESIGN_MSG.usedLink);
    expect((await h5(t).get('signedState', texted)).body.data).toMatchObject({ state: 'othersLeft', title: '收件箱签署合同' });
    expect((await link(who.individual, p)).body.msg).toBe(ESIGN_MSG.usedLink);
    const detail = await call(t.app, 'GET', '/api/ElcSign/detailSign', { ...as(who.companyMain), query: { sign_id: String(flow.flowId) }, ip: freshIp() });
    const notes = (detail.body.data.timeline as Array<{ kind: string; note: string | null }>).filter((e) => e.kind === 'link_sent').map((e) => e.note);
    expect(notes).toContain('签署人登录平台，从“我的签署”进入签署，短信中的原链接已失效');
    const audit = await t.db.selectFrom('audit_log').select(['actor_id']).where('action', '=', 'esign.inbox.link').execute();
    expect(audit.map((a) => Number(a.actor_id))).toEqual([who.individual.userId]);
  });

  it('the last signer signs from the inbox; the used link shows the completion and opens the result; both signers find it in 数据存证', async () => {
    const [, c] = flow.signerIds as [number, number];
    expect(await notices(who.otherCompany.userId)).toEqual([{ content: expect.stringContaining('邀请您签署'), link: '/electric-sign/mine?tab=todo' }]);
    const r = await link(who.otherCompany, c);
    expect(r.body.code, r.body.msg).toBe(200);
    const token = tokenOf(r.body.data.url);
    expect((await h5(t).post('identity', { token, idCard: DEMO.otherCompany.idCard })).body.data.done).toBe(true);
    const start = await h5(t).post('faceStart', { token });
    await passFace(t, start.body.data.url);
    expect((await h5(t).get('faceResult', token)).body.data.result).toBe('SUCCESS');
    const fields = (await fieldIds(c)).map((f) => (f.kind === 'seal' ? { id: f.id, sealId } : { id: f.id }));
    expect((await h5(t).post('sign', { token, fields })).body.data.flowDone).toBe(true);
    expect(['generating', 'completed']).toContain((await h5(t).get('signedState', token)).body.data.state);
    await waitFor(async () => ((await h5(t).get('signedState', token)).body.data.state === 'completed' ? true : null), 30_000, 'completion');
    const done = await t.db.selectFrom('esign_flows').selectAll().where('id', '=', flow.flowId).executeTakeFirstOrThrow();
    expect((await h5(t).get('resultInfo', token)).body.data).toMatchObject({ flowNo: done.flow_no, sha256: done.result_sha256 });
    const evidenceId = Number(done.result_evidence_id);
    const evidence = await t.db.selectFrom('evidence').select(['evidence_no', 'sha256', 'owner_user_id']).where('id', '=', evidenceId).executeTakeFirstOrThrow();
    expect(Number(evidence.owner_user_id)).toBe(who.companyMain.userId);

    for (const signer of [who.individual, who.otherCompany]) {
      const list = await sharedList(signer);
      expect(list.body.data.count, signer.phone).toBe(1);
      expect(list.body.data.list[0]).toMatchObject({ id: evidenceId, baoquan: evidence.evidence_no, owner: '示例科技有限公司', via: '电子合同', flowNo: done.flow_no, sha256: evidence.sha256 });
      // the certificate opens with the row's view token (the public, masked copy: the signer is not the holder)
      const cert = await call(t.app, 'GET', '/api/share/getView', { ...as(signer), query: { baoquan: evidence.evidence_no, viewToken: list.body.data.list[0].viewToken }, ip: freshIp() });
      expect(cert.body.code, cert.body.msg).toBe(200);
      expect(Number(cert.body.data.isSelf)).toBe(0);
      const file = await sharedDownload(signer, evidenceId);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(evidence.sha256);
      // 我参与的 links the result
      const mine = await call(t.app, 'GET', '/api/ElcSign/mySigns', { ...as(signer), query: { tab: 'all' }, ip: freshIp() });
      expect(mine.body.data.list[0]).toMatchObject({ flowId: flow.flowId, status: 'completed', resultId: evidenceId, resultBaoquan: evidence.evidence_no });
      // the notice leads to 我参与的
      expect((await notices(signer.userId)).at(-1)).toEqual({ content: expect.stringContaining('已共享到您的“数据存证”'), link: '/electric-sign/mine?tab=all' });
    }
    const custody = await t.db.selectFrom('evidence_custody').select(['actor_id', 'action']).where('evidence_id', '=', evidenceId).where('action', '=', 'download_original').execute();
    expect(custody.map((x) => Number(x.actor_id)).sort()).toEqual([who.individual.userId, who.otherCompany.userId].sort());
    // the owner's notice leads to the flow's page
    expect((await notices(who.companyMain.userId)).at(-1)).toEqual({ content: expect.stringContaining('已全部签署完成'), link: `/electric-sign/manage/detail/${flow.flowId}` });
  });

  it('no one else gets the shared record: not the sub-account, not another account; a signer cannot delete it', async () => {
    const done = await t.db.selectFrom('esign_flows').select('result_evidence_id').where('id', '=', flow.flowId).executeTakeFirstOrThrow();
    const id = Number(done.result_evidence_id);
    expect((await sharedList(undefined)).body.code).toBe(408);
    for (const c of [who.companySub, who.subPersonal, who.companyMain]) {
      expect((await sharedList(c)).body.data, c.phone).toEqual({ count: 0, list: [] });
      const r = await sharedDownload(c, id);
      expect(r.json(), c.phone).toMatchObject({ code: 400, msg: EVIDENCE_MSG.notFound });
    }
    const del = await call(t.app, 'POST', '/api/data/delData', { ...as(who.individual), json: { dataId: id }, ip: freshIp() });
    expect(del.body.code).toBe(400);
    expect((await t.db.selectFrom('evidence').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).deleted_at).toBeNull();
    expect((await sharedList(who.individual)).body.data.count).toBe(1);
  });

  it('a share row that names another record than the flow result is no share (a hand-written row)', async () => {
    // the owner's own upload, not the flow's result: a row pointing at it must not list it (nor its view token)
    const foreign = Number((await storedRecord(t, who.companyMain.userId, '公司自己的文件.bin')).id);
    await t.db.insertInto('evidence_shares').values({ evidence_id: foreign, user_id: who.individual.userId, via: 'esign', flow_id: flow.flowId, created_at: Date.now() }).execute();
    const list = (await sharedList(who.individual)).body.data;
    expect(list.count).toBe(1);
    expect(list.list.map((r: { id: number }) => r.id)).not.toContain(foreign);
    expect((await sharedDownload(who.individual, foreign)).json()).toMatchObject({ code: 400, msg: EVIDENCE_MSG.notFound });
    await t.db.deleteFrom('evidence_shares').where('evidence_id', '=', foreign).execute();
  });

  it('an expired or revoked flow gives no link', async () => {
    const f = await sentFlow(t.db, blobsOf(t), { ownerUserId: who.otherCompany.userId, title: '将过期', signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' }] });
    const [p] = f.signerIds as [number];
    await t.db.updateTable('esign_flows').set({ expires_at: Date.now() - 1000 }).where('id', '=', f.flowId).execute();
    expect((await link(who.individual, p)).body.msg).toBe(MY_SIGN_MSG.expired);
    await t.db.updateTable('esign_flows').set({ expires_at: Date.now() + 86_400_000, status: 'revoked' }).where('id', '=', f.flowId).execute();
    expect((await link(who.individual, p)).body.msg).toBe(MY_SIGN_MSG.notSigning);
  });
});
