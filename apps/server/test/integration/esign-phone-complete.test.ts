import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { call, captcha, freshIp } from '../helpers/api';
import { waitFor } from '../helpers/jobs';
import { drawnPng } from '../helpers/seals';
import { pdfsig, pdftotext, tempDir, writeTemp } from '../helpers/signing/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { DEMO, blobsOf, h5, identityAndSms, passFace } from '../helpers/esign/phone-calls';
import { insertEsignSeal, sentFlow } from '../helpers/esign/phone-flow';
import { runEsignComplete } from '../../src/services/esign/phone/complete-job';

/**
 * Completion (issue 16 item 5): after the last signature one esign.complete job draws the fields, the
 * 骑缝章 and the audit page, signs once (pdfsig valid, total document signed; a flipped byte breaks it),
 * preserves the result as the owner's evidence and texts every signer a download link. Two final
 * signatures at once complete the flow once.
 */
let t: TestApp;
let who: Tenants;
let hand: string;
const dir = tempDir('esign-complete-');
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
  hand = `data:image/png;base64,${(await drawnPng()).toString('base64')}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const api = () => h5(t);
const flowRow = (id: number) => t.db.selectFrom('esign_flows').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const fieldIds = async (signerId: number) => (await t.db.selectFrom('esign_fields').select(['id', 'kind']).where('signer_id', '=', signerId).orderBy('id').execute()).map((f) => ({ id: Number(f.id), kind: f.kind }));

/** The company signer's identity, its intent by the local face page, then its seal and text. */
async function companySigns(token: string, signerId: number, sealId: number) {
  expect((await api().post('identity', { token, idCard: DEMO.otherCompany.idCard })).body.data.done).toBe(true);
  const start = await api().post('faceStart', { token });
  await passFace(t, start.body.data.url);
  expect((await api().get('faceResult', token)).body.data.result).toBe('SUCCESS');
  const fields = (await fieldIds(signerId)).map((f) => (f.kind === 'seal' ? { id: f.id, sealId } : f.kind === 'text' ? { id: f.id, text: '深圳市南山区科技园路1号' } : { id: f.id }));
  return api().post('sign', { token, fields });
}

describe('completion', () => {
  it('a sequential flow signed by SMS and by face: one signed PDF with the audit page, pdfsig valid, preserved, every party told', async () => {
    const sealId = await insertEsignSeal(t.db, blobsOf(t), who.otherCompany.userId);
    const f = await sentFlow(t.db, blobsOf(t), {
      ownerUserId: who.companyMain.userId,
      ridingSeal: true,
      pages: 3,
      signers: [
        { role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person', fields: [{ kind: 'signature' }, { kind: 'date' }, { kind: 'name' }] },
        { role: '乙方', name: DEMO.otherCompany.name, phone: DEMO.otherCompany.phone, kind: 'company', companyName: DEMO.otherCompany.company, fields: [{ kind: 'seal' }, { kind: 'text' }] },
      ],
    });
    const [p, c] = f.signerIds as [number, number];
    const t1 = f.tokens.get(p)!;
    await api().get('entry', t1);
    await identityAndSms(t, t1, DEMO.person.idCard, DEMO.person.phone);
    expect((await api().post('sign', { token: t1, handwriting: hand, fields: (await fieldIds(p)).map((x) => ({ id: x.id })) })).body.data.flowDone).toBe(false);
    const link = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', DEMO.otherCompany.phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const t2 = new URL(/(http\S+)/.exec(link.text)![1]!).searchParams.get('token')!;
    const last = await companySigns(t2, c, sealId);
    expect(last.body).toMatchObject({ code: 200, msg: ESIGN_MSG.signedWaitCompletion, data: { flowDone: true } });
    // the flow stays 签署中 until the job finished it
    const done = await waitFor(async () => ((await flowRow(f.flowId)).status === 'completed' ? flowRow(f.flowId) : null), 30_000, 'completion');
    expect(done.result_evidence_id).not.toBeNull();
    const evidence = await t.db.selectFrom('evidence').selectAll().where('id', '=', Number(done.result_evidence_id)).executeTakeFirstOrThrow();
    expect(evidence).toMatchObject({ owner_user_id: who.companyMain.userId, label: '电子合同', sha256: done.result_sha256, sm3: done.result_sm3 });
    // the custody log says the platform saved it when everyone had signed, not that the owner uploaded it
    const saved = await t.db.selectFrom('evidence_custody').select(['actor_type', 'actor_id', 'detail']).where('evidence_id', '=', evidence.id).where('action', '=', 'saved').executeTakeFirstOrThrow();
    expect(saved).toEqual({ actor_type: 'system', actor_id: null, detail: JSON.stringify({ via: 'esign' }) });
    // the sender's detail names the record and puts the final hashes on the timeline's 签署完成
    const detail = await call(t.app, 'GET', '/api/ElcSign/detailSign', { token: who.companyMain.token, role: who.companyMain.role, query: { sign_id: String(done.id) }, ip: freshIp() });
    expect(detail.body.data.resultEvidenceNo).toBe(evidence.evidence_no);
    const completed = detail.body.data.timeline.find((e: { kind: string }) => e.kind === 'completed');
    expect(completed.note).toContain(evidence.sha256);
    // the result link texted to each signer downloads the file; the evidence's SHA-256 is the file's
    const sms = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', DEMO.person.phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const resultToken = new URL(/(http\S+)/.exec(sms.text)![1]!).searchParams.get('token')!;
    expect(sms.text).toContain('/h5elesign/endpdf?token=');
    const res = await t.app.inject({ method: 'GET', url: '/api/h5elesign/result', query: { token: resultToken } });
    expect(res.headers['content-type']).toBe('application/pdf');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(evidence.sha256);
    expect((await api().get('resultInfo', resultToken)).body.data).toMatchObject({ flowNo: done.flow_no, sha256: evidence.sha256 });
    // the public lookup of the evidence number answers the same hashes, anchored in the ledger (the certificate's facts)
    const lookup = await call(t.app, 'POST', '/api/check/bqno', { form: { no: evidence.evidence_no, ...(await captcha(t.app)) }, ip: freshIp() });
    const view = await call(t.app, 'POST', '/api/check/bqview', { form: { no: evidence.evidence_no, viewToken: lookup.body.data.viewToken }, ip: freshIp() });
    expect(view.body.data).toMatchObject({ sha256: evidence.sha256, sm3: evidence.sm3, fileStatus: '已上传', canDownloadCertificate: true });
    expect(view.body.data.leafHash).toMatch(/^[0-9a-f]{64}$/);
    // and it is in the owner's attestation list
    const list = await call(t.app, 'GET', '/api/data/getList', { token: who.companyMain.token, role: who.companyMain.role, query: { keyword: evidence.evidence_no } });
    expect(JSON.stringify(list.body.data)).toContain(evidence.evidence_no);
    // the link that signed opens the result once the flow is complete (decision 815); a link that never signed does not
    expect((await api().get('resultInfo', t1)).body.data).toMatchObject({ flowNo: done.flow_no, sha256: evidence.sha256 });
    expect((await api().get('resultInfo', 'A'.repeat(43))).body.msg).toBe(ESIGN_MSG.linkExpired);
    const file = writeTemp(dir, 'signed.pdf', res.rawPayload);
    const report = pdfsig(file);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    expect(report.match(/Signature #/g)).toHaveLength(1);
    const text = pdftotext(file).replace(/[ \t]+/g, ' ');
    expect(text).toContain('电子签署审计页');
    expect(text).toContain('李明');
    expect(text).toContain('陈静（代表第二示例贸易有限公司）');
    expect(text).toContain('短信验证码');
    expect(text).toContain('人脸识别');
    expect(text.replace(/\s+/g, '')).toContain(done.source_sha256);
    expect(text).toContain('深圳市南山区科技园路1号');
    expect(text).not.toContain(DEMO.person.idCard);
    // the 3 contract pages and the audit page
    expect((text.match(/\f/g) ?? []).length).toBeGreaterThanOrEqual(4);
    // one flipped byte inside the signed range: pdfsig no longer says valid
    const bytes = Buffer.from(res.rawPayload);
    const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)/.exec(bytes.toString('latin1'))!;
    const at = Math.floor(Number(range[2]) / 2);
    expect(at).toBeGreaterThan(Number(range[1]));
    bytes[at] = bytes[at]! ^ 0x01;
    expect(pdfsig(writeTemp(dir, 'tampered.pdf', bytes))).not.toContain('Signature is Valid');
    // notices: the owner and the signers with accounts
    const owner = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.companyMain.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(owner.content).toContain('已全部签署完成');
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', who.individual.userId).where('content', 'like', '%已全部签署完成%').execute()).toHaveLength(1);
    const events = (await t.db.selectFrom('esign_events').select('kind').where('flow_id', '=', f.flowId).orderBy('id').execute()).map((e) => e.kind);
    expect(events).toEqual(expect.arrayContaining(['opened', 'identity_checked', 'intent_confirmed', 'signed', 'link_sent', 'completed', 'downloaded']));
    // a retry of the job after the flow finished changes nothing: still one evidence record
    const job = await t.db.selectFrom('jobs').selectAll().where('dedupe_key', '=', `esign.complete:${f.flowId}`).execute();
    expect(job).toHaveLength(1);
    expect(await runEsignComplete({ db: t.db } as never, { payload: { flowId: f.flowId } } as never, {} as never)).toEqual({ skipped: true });
  }, 60_000);

  it('two final signatures at once (parallel flows, raced several times): one completion job and one evidence record each', async () => {
    const { demoIdNumber } = await import('../../src/services/demo/demo-identities');
    const ready = [];
    for (let i = 0; i < 4; i++) {
      const f = await sentFlow(t.db, blobsOf(t), {
        ownerUserId: who.companyMain.userId,
        orderMode: 'parallel',
        signers: [
          { role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' },
          { role: '乙方', name: '赵磊', phone: '13800000003', kind: 'person' },
        ],
      });
      const [a, b] = f.signerIds as [number, number];
      await identityAndSms(t, f.tokens.get(a)!, DEMO.person.idCard, DEMO.person.phone);
      await identityAndSms(t, f.tokens.get(b)!, demoIdNumber('320102', '19910823', '015'), '13800000003');
      ready.push({ f, bodies: [a, b].map(async (s) => ({ token: f.tokens.get(s)!, handwriting: hand, fields: (await fieldIds(s)).map((x) => ({ id: x.id })) })) });
    }
    const answers = await Promise.all(ready.map(async (r) => Promise.all((await Promise.all(r.bodies)).map((body) => api().post('sign', body)))));
    for (const [i, pair] of answers.entries()) {
      expect(pair.map((x) => x.body.code)).toEqual([200, 200]);
      expect(pair.filter((x) => x.body.data.flowDone)).toHaveLength(1);
      const f = ready[i]!.f;
      await waitFor(async () => (await flowRow(f.flowId)).status === 'completed', 30_000, 'completion');
      expect(await t.db.selectFrom('jobs').select('id').where('dedupe_key', '=', `esign.complete:${f.flowId}`).execute()).toHaveLength(1);
      const flow = await flowRow(f.flowId);
      expect(await t.db.selectFrom('evidence').select('id').where('blob_key', 'like', `esign/${flow.flow_no.toLowerCase()}/signed-%`).execute()).toHaveLength(1);
    }
  }, 60_000);
});
