import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG, ESIGN_SEAL_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { drawnPng } from '../helpers/seals';
import { pdftotext, tempDir, writeTemp } from '../helpers/signing/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { DEMO, blobsOf, h5, identityAndSms, jobContextOf, passFace } from '../helpers/esign/phone-calls';
import { insertEsignSeal, sentFlow } from '../helpers/esign/phone-flow';
import { runEsignComplete } from '../../src/services/esign/phone/complete-job';
import { ESIGN_FILE_MISMATCH_AUDIT } from '../../src/services/esign/flows/flow-file';
import { newIntentToken } from '../../src/services/intent/intent-token';
import { purgeDeletedOriginals } from '../../src/services/evidence-list/purge-deleted';

/**
 * The outside review's findings (decisions 480–486): a seal image is checked against its recorded SHA-256
 * wherever it is shown, stamped or drawn, and the audit page names the seal used; a flow's files are
 * checked against their recorded hashes before they are served; the contract is shown only after the
 * identity step; a non-final signature in a parallel flow is told what is true.
 */
let t: TestApp;
let who: Tenants;
let hand: string;
const dir = tempDir('esign-integrity-');
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' }, { jobs: { run: false } });
  who = await tenants(t);
  hand = `data:image/png;base64,${(await drawnPng()).toString('base64')}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const api = () => h5(t);
const job = (flowId: number, attempts: number) => ({ id: 1, kind: 'esign.complete', payload: { flowId }, attempts, maxAttempts: 5, createdAt: Date.now() }) as never;
const jctx = { reportProgress: async () => {}, signal: new AbortController().signal } as never;
const flowRow = (id: number) => t.db.selectFrom('esign_flows').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const fieldIds = async (signerId: number) => (await t.db.selectFrom('esign_fields').select(['id', 'kind']).where('signer_id', '=', signerId).orderBy('id').execute()).map((f) => ({ id: Number(f.id), kind: f.kind }));
const sealRow = (id: number) => t.db.selectFrom('esign_seals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A parallel flow: 李明 (signature) and 陈静 for 第二示例贸易有限公司 (a seal field); both links open at once. */
const twoParty = () =>
  sentFlow(t.db, blobsOf(t), {
    ownerUserId: who.companyMain.userId,
    orderMode: 'parallel',
    signers: [
      { role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' },
      { role: '乙方', name: DEMO.otherCompany.name, phone: DEMO.otherCompany.phone, kind: 'company', companyName: DEMO.otherCompany.company, fields: [{ kind: 'seal' }] },
    ],
  });

/** 陈静's identity (her company's authorised person) and her intent by the local face page. */
async function companyReady(token: string) {
  expect((await api().post('identity', { token, idCard: DEMO.otherCompany.idCard })).body.data.done).toBe(true);
  const start = await api().post('faceStart', { token });
  await passFace(t, start.body.data.url);
  // the page's poll is what records the intent
  expect((await api().get('faceResult', token)).body.data.result).toBe('SUCCESS');
}
const sealBody = async (token: string, signerId: number, sealId: number) => ({ token, fields: (await fieldIds(signerId)).map((f) => ({ id: f.id, sealId })) });
const personSigns = async (token: string, signerId: number) => {
  await identityAndSms(t, token, DEMO.person.idCard, DEMO.person.phone);
  return api().post('sign', { token, handwriting: hand, fields: (await fieldIds(signerId)).map((x) => ({ id: x.id })) });
};

/** A flow both parties signed through the calls, completed by running the job once. */
async function completedFlow() {
  const sealId = await insertEsignSeal(t.db, blobsOf(t), who.otherCompany.userId, '第二示例合同专用章');
  const f = await twoParty();
  const [p, c] = f.signerIds as [number, number];
  expect((await personSigns(f.tokens.get(p)!, p)).body.code).toBe(200);
  await companyReady(f.tokens.get(c)!);
  expect((await api().post('sign', await sealBody(f.tokens.get(c)!, c, sealId))).body.data.flowDone).toBe(true);
  await runEsignComplete(await jobContextOf(t), job(f.flowId, 1), jctx);
  const flow = await flowRow(f.flowId);
  expect(flow.status).toBe('completed');
  return { f, flow, sealId };
}

describe('A. seal images are checked against their recorded SHA-256', () => {
  it('a seal pointed at another company\'s image: not listed, refused at check and sign, nothing signed', async () => {
    const mine = await insertEsignSeal(t.db, blobsOf(t), who.otherCompany.userId);
    const theirs = await insertEsignSeal(t.db, blobsOf(t), who.companyMain.userId, '示例科技合同专用章');
    // make the two images differ (the helper draws the same picture), then the direct write
    const { Readable } = await import('node:stream');
    const other = Buffer.from(await (await import('sharp')).default({ create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 200, alpha: 1 } } }).png().toBuffer());
    await blobsOf(t).put((await sealRow(theirs)).blob_key, Readable.from([other]), { contentType: 'image/png' });
    await t.db.updateTable('esign_seals').set({ blob_key: (await sealRow(theirs)).blob_key }).where('id', '=', mine).execute();
    const f = await twoParty();
    const c = f.signerIds[1]!;
    const token = f.tokens.get(c)!;
    await companyReady(token);
    const seals = await api().get('seals', token);
    expect(seals.body.code).toBe(200);
    expect(seals.body.data.list.map((s: { id: number }) => s.id)).not.toContain(mine);
    expect(JSON.stringify(seals.body.data)).not.toContain(other.toString('base64').slice(0, 200));
    const check = await t.app.inject({ method: 'POST', url: '/api/h5elesign/check', payload: await sealBody(token, c, mine) });
    expect(check.json()).toMatchObject({ msg: ESIGN_SEAL_MSG.imageDamaged });
    expect((await api().post('sign', await sealBody(token, c, mine))).body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.imageDamaged });
    const row = await t.db.selectFrom('esign_signers').select(['status', 'seal_id']).where('id', '=', c).executeTakeFirstOrThrow();
    expect(row.status).not.toBe('signed');
    expect(row.seal_id).toBeNull();
    expect((await fieldIds(c)).length).toBeGreaterThan(0);
    expect(await t.db.selectFrom('esign_fields').select('value').where('signer_id', '=', c).where('value', 'is not', null).execute()).toHaveLength(0);
  });

  it('the signed event and the audit page name the seal used: its number, name and SHA-256', async () => {
    const { f, flow, sealId } = await completedFlow();
    const seal = await sealRow(sealId);
    const event = await t.db.selectFrom('esign_events').select('detail_json').where('flow_id', '=', f.flowId).where('signer_id', '=', f.signerIds[1]!).where('kind', '=', 'signed').executeTakeFirstOrThrow();
    expect(JSON.parse(String(event.detail_json)).seals).toEqual([{ id: sealId, name: '第二示例合同专用章', sha256: seal.sha256 }]);
    const pdf = Buffer.concat(await (await blobsOf(t).get(flow.result_blob_key!)).toArray());
    const text = pdftotext(writeTemp(dir, 'signed.pdf', pdf)).replace(/\s+/g, '');
    expect(text).toContain(`使用印章：第二示例合同专用章（印章编号${sealId}）`);
    expect(text).toContain(`印章图片SHA-256：${seal.sha256}`);
  }, 60_000);

  it('a seal image changed after the signature: the completion refuses to stamp it and fails like any completion failure', async () => {
    const sealId = await insertEsignSeal(t.db, blobsOf(t), who.otherCompany.userId);
    const theirs = await insertEsignSeal(t.db, blobsOf(t), who.companyMain.userId);
    const f = await twoParty();
    const [p, c] = f.signerIds as [number, number];
    await personSigns(f.tokens.get(p)!, p);
    await companyReady(f.tokens.get(c)!);
    expect((await api().post('sign', await sealBody(f.tokens.get(c)!, c, sealId))).body.data.flowDone).toBe(true);
    // the direct write after signing: company 4's seal now names company 2's image
    const { Readable } = await import('node:stream');
    const other = Buffer.from(await (await import('sharp')).default({ create: { width: 180, height: 180, channels: 4, background: { r: 0, g: 120, b: 0, alpha: 1 } } }).png().toBuffer());
    await blobsOf(t).put((await sealRow(theirs)).blob_key, Readable.from([other]), { contentType: 'image/png' });
    await t.db.updateTable('esign_seals').set({ blob_key: (await sealRow(theirs)).blob_key }).where('id', '=', sealId).execute();
    const ctx = await jobContextOf(t);
    await expect(runEsignComplete(ctx, job(f.flowId, 5), jctx)).rejects.toMatchObject({ message: ESIGN_SEAL_MSG.imageDamaged });
    const flow = await flowRow(f.flowId);
    expect(flow).toMatchObject({ status: 'signing', result_blob_key: null });
    expect(await t.db.selectFrom('evidence').select('id').where('blob_key', 'like', `esign/${flow.flow_no.toLowerCase()}/signed-%`).execute()).toHaveLength(0);
    const failed = await t.db.selectFrom('esign_events').select('detail_json').where('flow_id', '=', f.flowId).where('kind', '=', 'completion_failed').execute();
    expect(failed).toHaveLength(1);
    expect(String(failed[0]!.detail_json)).toContain(ESIGN_SEAL_MSG.imageDamaged);
    const notice = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.companyMain.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.content).toContain(flow.flow_no);
    expect(notice.content).toContain('签署文件生成失败');
  }, 60_000);
});

describe('B. flow files are checked against their recorded hashes before they are served', () => {
  const down = (sign_id: number, kind: string) => call(t.app, 'GET', '/api/ElcSign/downSignFile', { token: who.companyMain.token, role: who.companyMain.role, query: { sign_id: String(sign_id), kind }, ip: freshIp() });
  const resultLink = async (signerId: number) => {
    const { token, hash } = newIntentToken();
    await t.db.updateTable('esign_signers').set({ result_token_hash: hash }).where('id', '=', signerId).execute();
    return token;
  };
  const mismatchRows = (flowId: number) => t.db.selectFrom('audit_log').select(['detail']).where('action', '=', ESIGN_FILE_MISMATCH_AUDIT).where('target_id', '=', String(flowId)).execute();

  it('a signed result pointed at another flow\'s file: downSignFile and the result link refuse it, the operators are told', async () => {
    const one = await completedFlow();
    const seven = await completedFlow();
    const token = await resultLink(one.f.signerIds[0]!);
    // before the write both serve their own file
    const good = await t.app.inject({ method: 'GET', url: '/api/ElcSign/downSignFile', query: { sign_id: String(one.flow.id), kind: 'signed' }, headers: { authorization: `Bearer ${who.companyMain.token}`, role: who.companyMain.role } });
    expect(good.headers['content-type']).toBe('application/pdf');
    await t.db.updateTable('esign_flows').set({ result_blob_key: seven.flow.result_blob_key }).where('id', '=', one.flow.id).execute();
    expect((await down(Number(one.flow.id), 'signed')).body).toMatchObject({ code: 400, msg: ESIGN_MSG.fileMismatch });
    expect((await api().get('result', token)).body).toMatchObject({ code: 400, msg: ESIGN_MSG.fileMismatch });
    const rows = await mismatchRows(Number(one.flow.id));
    expect(rows).toHaveLength(1);
    expect(JSON.parse(String(rows[0]!.detail))).toMatchObject({ file: 'signed', problem: 'the signed file differs from result_sha256' });
    // the operators' text message (purpose ledger-alert)
    expect(await t.db.selectFrom('sms_outbox').select('text').where('text', 'like', `%哈希不一致（${one.flow.flow_no}）%`).execute()).not.toHaveLength(0);
    // the hash changed along with the key: the evidence record still holds the real one
    await t.db.updateTable('esign_flows').set({ result_sha256: seven.flow.result_sha256 }).where('id', '=', one.flow.id).execute();
    expect((await down(Number(one.flow.id), 'signed')).body.msg).toBe(ESIGN_MSG.fileMismatch);
    expect((await api().get('result', token)).body.msg).toBe(ESIGN_MSG.fileMismatch);
    // no download was recorded for the refused attempts
    expect(await t.db.selectFrom('esign_events').select('id').where('flow_id', '=', one.flow.id).where('kind', '=', 'downloaded').execute()).toHaveLength(1);
  }, 120_000);

  it('after a retention purge, downSignFile and the result link of a completed flow still answer the signed file (issue 23 item 2)', async () => {
    const one = await completedFlow();
    const token = await resultLink(one.f.signerIds[0]!);
    // its evidence record deleted before delData refused it, retention over
    const now = Date.now();
    await t.db.updateTable('evidence').set({ deleted_at: now - 10, blob_purge_after: now - 1 }).where('id', '=', Number(one.flow.result_evidence_id)).execute();
    await purgeDeletedOriginals(t.db, blobsOf(t), now);
    const signed = await t.app.inject({ method: 'GET', url: '/api/ElcSign/downSignFile', query: { sign_id: String(one.flow.id), kind: 'signed' }, headers: { authorization: `Bearer ${who.companyMain.token}`, role: who.companyMain.role } });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('application/pdf');
    const original = await t.app.inject({ method: 'GET', url: '/api/ElcSign/downSignFile', query: { sign_id: String(one.flow.id), kind: 'original' }, headers: { authorization: `Bearer ${who.companyMain.token}`, role: who.companyMain.role } });
    expect(original.headers['content-type']).toBe('application/pdf');
    const result = await t.app.inject({ method: 'GET', url: '/api/h5elesign/result', query: { token } });
    expect(result.headers['content-type']).toBe('application/pdf');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(result.rawPayload).digest('hex')).toBe(one.flow.result_sha256);
    expect(createHash('sha256').update(signed.rawPayload).digest('hex')).toBe(one.flow.result_sha256);
  }, 120_000);

  it('an original pointed at another file: downSignFile original and the signer\'s pdf refuse it', async () => {
    const a = await twoParty();
    const b = await sentFlow(t.db, blobsOf(t), { ownerUserId: who.companyMain.userId, pages: 3, signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' }] });
    const token = a.tokens.get(a.signerIds[0]!)!;
    const now = Date.now();
    await t.db.updateTable('esign_signers').set({ identity_method: 'account', identity_at: now }).where('id', '=', a.signerIds[0]!).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/h5elesign/pdf', query: { token } })).headers['content-type']).toBe('application/pdf');
    await t.db.updateTable('esign_flows').set({ source_blob_key: (await flowRow(b.flowId)).source_blob_key }).where('id', '=', a.flowId).execute();
    expect((await down(a.flowId, 'original')).body).toMatchObject({ code: 400, msg: ESIGN_MSG.fileMismatch });
    expect((await api().get('pdf', token)).body).toMatchObject({ code: 400, msg: ESIGN_MSG.fileMismatch });
    expect(JSON.parse(String((await mismatchRows(a.flowId))[0]!.detail))).toMatchObject({ file: 'original', problem: 'the original differs from source_sha256' });
  });
});

describe('C. the contract only after the identity step', () => {
  it('pdf and check answer identityFirst until the identity is checked, then the PDF', async () => {
    const f = await twoParty();
    const p = f.signerIds[0]!;
    const token = f.tokens.get(p)!;
    expect((await api().get('entry', token)).body.data.identityDone).toBe(false);
    expect((await api().get('pdf', token)).body).toMatchObject({ code: 400, msg: ESIGN_MSG.identityFirst });
    expect((await api().post('check', { token, handwriting: hand, fields: [] })).body).toMatchObject({ code: 400, msg: ESIGN_MSG.identityFirst });
    await identityAndSms(t, token, DEMO.person.idCard, DEMO.person.phone);
    const pdf = await t.app.inject({ method: 'GET', url: '/api/h5elesign/pdf', query: { token } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const check = await t.app.inject({ method: 'POST', url: '/api/h5elesign/check', payload: { token, handwriting: hand, fields: [] } });
    expect(check.headers['content-type']).toBe('application/pdf');
  });
});

describe('D. what a non-final signature is told', () => {
  it('in a parallel flow: others still to sign, no one notified now (no text sent)', async () => {
    const f = await twoParty();
    const p = f.signerIds[0]!;
    const before = await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', DEMO.otherCompany.phone).execute();
    const signed = await personSigns(f.tokens.get(p)!, p);
    expect(signed.body).toMatchObject({ code: 200, msg: ESIGN_MSG.signedOthersLeft, data: { flowDone: false } });
    expect(signed.body.msg).not.toContain('已通知');
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', DEMO.otherCompany.phone).execute()).toHaveLength(before.length);
  });
});
