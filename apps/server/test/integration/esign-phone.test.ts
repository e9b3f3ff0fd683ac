import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG, MSG } from '@evidence/shared/constants';
import { drawnPng } from '../helpers/seals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { DEMO, blobsOf, h5, identityAndSms, passFace } from '../helpers/esign/phone-calls';
import { insertEsignSeal, sentFlow } from '../helpers/esign/phone-flow';

/**
 * Phone signing (/api/h5elesign/*, issue 16 item 4): the link, the identity, the intent, the order, whose
 * fields, refusing. Completion and the signed PDF: esign-phone-complete.test.ts.
 */
let t: TestApp;
let who: Tenants;
let hand: string;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
  hand = `data:image/png;base64,${(await drawnPng()).toString('base64')}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const api = () => h5(t);
const personAndCompany = (over: Partial<Parameters<typeof sentFlow>[2]> = {}) =>
  sentFlow(t.db, blobsOf(t), {
    ownerUserId: who.companyMain.userId,
    signers: [
      { role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person', fields: [{ kind: 'signature' }, { kind: 'date' }] },
      { role: '乙方', name: DEMO.otherCompany.name, phone: DEMO.otherCompany.phone, kind: 'company', companyName: DEMO.otherCompany.company, fields: [{ kind: 'seal' }, { kind: 'text', label: '联系地址' }] },
    ],
    ...over,
  });
const signerRow = (id: number) => t.db.selectFrom('esign_signers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const fieldsOf = (signerId: number) => t.db.selectFrom('esign_fields').selectAll().where('signer_id', '=', signerId).orderBy('id').execute();

describe('the link (entry)', () => {
  it('a good link shows the flow and marks the signer read once, with an opened event (IP, user agent)', async () => {
    const f = await personAndCompany();
    const token = f.tokens.get(f.signerIds[0]!)!;
    const e = await api().get('entry', token);
    expect(e.body).toMatchObject({ code: 200, data: { title: '房屋租赁合同', sender: '示例科技有限公司', role: '甲方', signerName: '李明', phone: '138****0001', identityDone: false, identityPath: 'account', intentDone: false } });
    expect(e.body.data.fields.map((x: { kind: string }) => x.kind)).toEqual(['signature', 'date']);
    await api().get('entry', token);
    const row = await signerRow(f.signerIds[0]!);
    expect(row.status).toBe('read');
    const opened = await t.db.selectFrom('esign_events').selectAll().where('signer_id', '=', row.id).where('kind', '=', 'opened').execute();
    expect(opened).toHaveLength(1);
    expect(opened[0]!.ip).toMatch(/^10\./);
  });

  it('unknown, malformed, replaced, expired, signed-signer and revoked-flow links all answer the one expired message', async () => {
    expect((await api().get('entry', 'x'.repeat(43))).body).toMatchObject({ code: 400, msg: ESIGN_MSG.linkExpired });
    expect((await api().get('entry', 'short')).body.msg).toBe(ESIGN_MSG.linkExpired);
    // the second signer of a sequential flow has no link yet; the first's link replaced by a newer one stops
    const f = await personAndCompany();
    const old = f.tokens.get(f.signerIds[0]!)!;
    const { issueSignerLink } = await import('../../src/services/esign/signer-link');
    const flow = await t.db.selectFrom('esign_flows').selectAll().where('id', '=', f.flowId).executeTakeFirstOrThrow();
    const fresh = await issueSignerLink(t.db, { id: f.signerIds[0]!, status: 'unread' }, Number(flow.expires_at));
    expect((await api().get('entry', old)).body.msg).toBe(ESIGN_MSG.linkExpired);
    expect((await api().get('entry', new URL(`http://x${fresh.path}`).searchParams.get('token')!)).body.code).toBe(200);
    // expired
    const g = await personAndCompany({ expiresAt: Date.now() + 500 });
    await new Promise((r) => setTimeout(r, 600));
    expect((await api().get('entry', g.tokens.get(g.signerIds[0]!)!)).body.msg).toBe(ESIGN_MSG.linkExpired);
    // revoked flow
    const h = await personAndCompany();
    await t.db.updateTable('esign_flows').set({ status: 'revoked' }).where('id', '=', h.flowId).execute();
    expect((await api().get('entry', h.tokens.get(h.signerIds[0]!)!)).body.msg).toBe(ESIGN_MSG.linkExpired);
    expect((await api().get('pdf', h.tokens.get(h.signerIds[0]!)!)).body.msg).toBe(ESIGN_MSG.linkExpired);
  });

  it('pdf answers the original bytes for a usable link once the identity is checked', async () => {
    const f = await personAndCompany();
    const token = f.tokens.get(f.signerIds[0]!)!;
    expect((await api().get('pdf', token)).body.msg).toBe(ESIGN_MSG.identityFirst);
    await api().post('identity', { token, idCard: DEMO.person.idCard });
    const res = await t.app.inject({ method: 'GET', url: '/api/h5elesign/pdf', query: { token } });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('identity and intent', () => {
  it('a verified person: a wrong ID number is refused and counted, the right one passes; nothing is signed before the intent', async () => {
    const f = await personAndCompany();
    const token = f.tokens.get(f.signerIds[0]!)!;
    expect((await api().post('smsSend', { token })).body.msg).toBe(ESIGN_MSG.identityFirst);
    expect((await api().post('identity', { token, idCard: '123' })).body.msg).toBe(MSG.idCardInvalid);
    expect((await api().post('identity', { token })).body.msg).toBe(MSG.idCardRequired);
    expect((await api().post('sign', { token })).body.msg).toBe(ESIGN_MSG.fillAllFields);
    expect((await api().post('sign', { token, fields: [{ id: 1, text: '长'.repeat(201) }] })).body.msg).toBe(ESIGN_MSG.textTooLong);
    expect((await api().post('identity', { token, idCard: DEMO.company.idCard })).body.msg).toBe(ESIGN_MSG.identityMismatch);
    expect((await api().post('identity', { token, idCard: DEMO.person.idCard })).body).toMatchObject({ code: 200, data: { done: true } });
    const row = await signerRow(f.signerIds[0]!);
    expect(row).toMatchObject({ identity_method: 'account', account_user_id: who.individual.userId });
    // sealed: the number is not in the row as text
    expect(row.identity_sealed).not.toContain(DEMO.person.idCard);
    const audit = await t.db.selectFrom('audit_log').select('detail').where('action', 'like', 'esign.%').execute();
    expect(JSON.stringify(audit)).not.toContain(DEMO.person.idCard);
    expect((await api().post('sign', { token, handwriting: hand, fields: [] })).body.msg).toBe(ESIGN_MSG.intentFirst);
  });

  it('five wrong ID numbers lock the identity step for the link', async () => {
    const f = await personAndCompany();
    const token = f.tokens.get(f.signerIds[0]!)!;
    for (let i = 0; i < 5; i++) expect((await api().post('identity', { token, idCard: DEMO.company.idCard })).body.msg).toBe(ESIGN_MSG.identityMismatch);
    expect((await api().post('identity', { token, idCard: DEMO.person.idCard })).body).toMatchObject({ code: 429, msg: ESIGN_MSG.identityLocked });
  });

  it('a name the verified account does not hold is a mismatch', async () => {
    const f = await sentFlow(t.db, blobsOf(t), { ownerUserId: who.companyMain.userId, signers: [{ role: '甲方', name: '李明明', phone: DEMO.person.phone, kind: 'person' }] });
    expect((await api().post('identity', { token: f.tokens.get(f.signerIds[0]!)!, idCard: DEMO.person.idCard })).body.msg).toBe(ESIGN_MSG.identityMismatch);
  });

  it('a new signer: face check of name + ID number through the local provider; a failed one is not identity', async () => {
    const f = await sentFlow(t.db, blobsOf(t), { ownerUserId: who.companyMain.userId, signers: [{ role: '甲方', name: '张新', phone: '13900000077', kind: 'person' }] });
    const token = f.tokens.get(f.signerIds[0]!)!;
    expect((await api().get('entry', token)).body.data.identityPath).toBe('face');
    const idCard = '11010119900307123X'.slice(0, 17);
    const { nationalIdCheckChar } = await import('@evidence/shared/validators');
    const id = idCard + nationalIdCheckChar(idCard);
    const first = await api().post('identity', { token, idCard: id });
    expect(first.body).toMatchObject({ code: 200, msg: ESIGN_MSG.identityFaceNeeded, data: { done: false } });
    expect((await api().get('faceResult', token)).body.data.result).toBe('PENDING');
    await passFace(t, first.body.data.faceUrl, 'fail');
    expect((await api().get('faceResult', token)).body.data).toMatchObject({ result: 'FAIL', purpose: 'identity' });
    expect((await signerRow(f.signerIds[0]!)).identity_method).toBeNull();
    const second = await api().post('identity', { token, idCard: id });
    await passFace(t, second.body.data.faceUrl);
    expect((await api().get('faceResult', token)).body.data).toMatchObject({ result: 'SUCCESS', purpose: 'identity' });
    expect(await signerRow(f.signerIds[0]!)).toMatchObject({ identity_method: 'face', account_user_id: null });
    // then the intent by face: a new session of the same person
    const start = await api().post('faceStart', { token });
    expect(start.body.code, start.body.msg).toBe(200);
    await passFace(t, start.body.data.url);
    expect((await api().get('faceResult', token)).body.data).toMatchObject({ result: 'SUCCESS', purpose: 'intent' });
    expect((await signerRow(f.signerIds[0]!)).intent_method).toBe('face');
    expect((await api().get('entry', token)).body.data).toMatchObject({ identityDone: true, intentDone: true });
  });

  it('a company: the login phone of the verified company named, and its authorised person\'s ID number', async () => {
    const f = await sentFlow(t.db, blobsOf(t), { ownerUserId: who.individual.userId, orderMode: 'parallel', signers: [
      { role: '乙方', name: '陈静', phone: DEMO.otherCompany.phone, kind: 'company', companyName: DEMO.otherCompany.company, fields: [{ kind: 'seal' }] },
      { role: '丙方', name: '王芳', phone: DEMO.company.phone, kind: 'company', companyName: '别的公司', fields: [{ kind: 'seal' }] },
    ] });
    const good = f.tokens.get(f.signerIds[0]!)!;
    expect((await api().post('identity', { token: good, idCard: DEMO.person.idCard })).body.msg).toBe(ESIGN_MSG.identityMismatch);
    expect((await api().post('identity', { token: good, idCard: DEMO.otherCompany.idCard })).body.data.done).toBe(true);
    expect((await signerRow(f.signerIds[0]!)).account_user_id).toBe(who.otherCompany.userId);
    // the company name the sender gave is not the verified one of that phone's account
    expect((await api().post('identity', { token: f.tokens.get(f.signerIds[1]!)!, idCard: DEMO.company.idCard })).body.msg).toBe(ESIGN_MSG.identityMismatch);
    // its seals: only its own, not deleted
    const mine = await insertEsignSeal(t.db, blobsOf(t), who.otherCompany.userId);
    const gone = await insertEsignSeal(t.db, blobsOf(t), who.otherCompany.userId, '公章');
    await t.db.updateTable('esign_seals').set({ deleted_at: Date.now() }).where('id', '=', gone).execute();
    await insertEsignSeal(t.db, blobsOf(t), who.companyMain.userId);
    const seals = await api().get('seals', good);
    // the company's own live seals, newest first: the one made here and the 合同专用章 of its approval (decision 825)
    const seeded = await t.db.selectFrom('esign_seals').select('id').where('owner_user_id', '=', who.otherCompany.userId).where('deleted_at', 'is', null).where('id', '!=', mine).execute();
    expect(seeded).toHaveLength(1);
    expect(seals.body.data.list.map((s: { id: number }) => s.id)).toEqual([mine, Number(seeded[0]!.id)]);
    expect(seals.body.data.list[0].image).toMatch(/^data:image\/png;base64,/);
  });

  it('a wrong SMS code is refused and leaves no intent', async () => {
    const f = await personAndCompany();
    const token = f.tokens.get(f.signerIds[0]!)!;
    await api().post('identity', { token, idCard: DEMO.person.idCard });
    await t.db.deleteFrom('sms_codes').where('phone', '=', DEMO.person.phone).execute();
    const sent = await api().post('smsSend', { token });
    expect((await api().post('smsCheck', { token, smsCode: '000000', smsToken: sent.body.data.smsToken })).body.code).toBe(400);
    expect((await signerRow(f.signerIds[0]!)).intent_at).toBeNull();
  });
});

describe('signing', () => {
  it('order, whose fields, fresh intent; the sequential next signer gets a link only after the first signed', async () => {
    const f = await personAndCompany({ siteBase: 'https://qian.example.cn' });
    const [p, c] = f.signerIds as [number, number];
    expect(f.tokens.has(c)).toBe(false);
    const token = f.tokens.get(p)!;
    await identityAndSms(t, token, DEMO.person.idCard, DEMO.person.phone);
    const [sig, date] = await fieldsOf(p);
    const [seal] = await fieldsOf(c);
    // another signer's field
    expect((await api().post('sign', { token, handwriting: hand, fields: [{ id: seal!.id, sealId: 1 }] })).body.msg).toBe(ESIGN_MSG.fieldNotYours);
    // every field of its own must be filled: the signature needs the handwriting
    expect((await api().post('sign', { token, fields: [{ id: sig!.id }] })).body.msg).toBe(ESIGN_MSG.handwritingRequired);
    expect((await fieldsOf(p)).every((x) => x.value === null)).toBe(true);
    // an intent older than 10 minutes does not count
    await t.db.updateTable('esign_signers').set({ intent_at: Date.now() - 11 * 60_000 }).where('id', '=', p).execute();
    expect((await api().post('sign', { token, handwriting: hand, fields: [] })).body.msg).toBe(ESIGN_MSG.intentFirst);
    await t.db.updateTable('esign_signers').set({ intent_at: Date.now() }).where('id', '=', p).execute();
    // the check preview is a PDF with the fields drawn, nothing stored
    const preview = await t.app.inject({ method: 'POST', url: '/api/h5elesign/check', payload: { token, handwriting: hand, fields: [] } });
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect((await signerRow(p)).status).toBe('unread');
    const signed = await api().post('sign', { token, handwriting: hand, fields: [{ id: sig!.id }, { id: date!.id }] });
    expect(signed.body).toMatchObject({ code: 200, msg: ESIGN_MSG.signedNext, data: { flowDone: false } });
    const row = await signerRow(p);
    expect(row).toMatchObject({ status: 'signed', token_hash: null });
    expect(row.sign_ip).toMatch(/^10\./);
    expect((await fieldsOf(p)).map((x) => x.value)).toEqual(['handwriting', expect.stringMatching(/^\d{4}年\d{1,2}月\d{1,2}日$/)]);
    // used link: dead, and opened again it says 您已签署, not 已过期 (decision 811); the second signer's link was
    // opened in the same transaction and texted after it
    expect((await api().get('entry', token)).body).toMatchObject({ code: 400, msg: ESIGN_MSG.usedLink });
    expect((await api().post('sign', { token, handwriting: hand, fields: [{ id: sig!.id }, { id: date!.id }] })).body.msg).toBe(ESIGN_MSG.usedLink);
    expect((await signerRow(p)).signed_at).toBe(row.signed_at);
    expect((await signerRow(c)).status).toBe('unread');
    const sms = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', DEMO.otherCompany.phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // the next link points where the flow was sent from, not at the phone's request
    expect(sms.text).toContain('https://qian.example.cn/h5elesign?token=');
    expect(await t.db.selectFrom('jobs').select('id').where('dedupe_key', '=', `esign.complete:${f.flowId}`).executeTakeFirst()).toBeUndefined();
  });

  it('a sequential flow refuses a later signer whose turn has not come, even with a link', async () => {
    const f = await personAndCompany();
    const [p, c] = f.signerIds as [number, number];
    // a link made by hand for the second signer while the first has not signed
    const { issueSignerLink } = await import('../../src/services/esign/signer-link');
    const flow = await t.db.selectFrom('esign_flows').selectAll().where('id', '=', f.flowId).executeTakeFirstOrThrow();
    const made = await issueSignerLink(t.db, { id: c, status: 'waiting' }, Number(flow.expires_at));
    const token = new URL(`http://x${made.path}`).searchParams.get('token')!;
    await api().post('identity', { token, idCard: DEMO.otherCompany.idCard });
    expect((await api().post('smsSend', { token })).body.msg).toBe(ESIGN_MSG.notYourTurn);
    expect((await signerRow(p)).status).toBe('unread');
  });

  it('reject: the flow ends 已拒签, every link dies, the owner is told', async () => {
    const f = await personAndCompany({ orderMode: 'parallel' });
    const [p, c] = f.signerIds as [number, number];
    expect((await api().post('reject', { token: f.tokens.get(p)!, reason: ' ' })).body.msg).toBe(ESIGN_MSG.rejectReasonRequired);
    const r = await api().post('reject', { token: f.tokens.get(p)!, reason: '租金条款有误' });
    expect(r.body).toMatchObject({ code: 200, msg: ESIGN_MSG.rejectedDone });
    expect((await t.db.selectFrom('esign_flows').select(['status', 'end_reason']).where('id', '=', f.flowId).executeTakeFirstOrThrow())).toEqual({ status: 'rejected', end_reason: '租金条款有误' });
    expect(await signerRow(p)).toMatchObject({ status: 'rejected', reject_reason: '租金条款有误' });
    expect((await api().get('entry', f.tokens.get(c)!)).body.msg).toBe(ESIGN_MSG.linkExpired);
    const notice = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.companyMain.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.content).toContain('拒签');
  });
});
