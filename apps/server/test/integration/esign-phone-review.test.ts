import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { drawnPng } from '../helpers/seals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { DEMO, blobsOf, h5, identityAndSms } from '../helpers/esign/phone-calls';
import { sentFlow, tokenOfLink } from '../helpers/esign/phone-flow';

/**
 * Regressions of the outside review of phone signing. Finding 1 (decision 407): the sender copied a fresh link
 * (saveApplyUrl) after the signer had passed identity and the SMS intent but not signed, and signed with it on
 * the signer's confirmed intent. Finding 3: a company signer's name was never compared, while the audit page
 * printed it as checked.
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

describe('a new link for a signer', () => {
  it('forgets the identity and intent confirmed through the old one: the copied link cannot sign', async () => {
    const f = await sentFlow(t.db, blobsOf(t), {
      ownerUserId: who.companyMain.userId,
      orderMode: 'parallel',
      signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person', fields: [{ kind: 'signature' }] }],
    });
    const signerId = f.signerIds[0]!;
    await identityAndSms(t, f.tokens.get(signerId)!, DEMO.person.idCard, DEMO.person.phone);
    const copied = await call(t.app, 'POST', '/api/ElcSign/saveApplyUrl', { token: who.companyMain.token, role: who.companyMain.role, form: { sign_id: String(f.flowId), signer_id: String(signerId) }, ip: freshIp() });
    expect(copied.body.code, copied.body.msg).toBe(200);
    const token = tokenOfLink(copied.body.data.url);
    const entry = await h5(t).get('entry', token);
    expect(entry.body.data).toMatchObject({ identityDone: false, intentDone: false });
    const field = await t.db.selectFrom('esign_fields').select('id').where('signer_id', '=', signerId).executeTakeFirstOrThrow();
    const signed = await h5(t).post('sign', { token, handwriting: hand, fields: [{ id: field.id }] });
    expect(signed.body.code).toBe(400);
    expect([ESIGN_MSG.identityFirst, ESIGN_MSG.intentFirst]).toContain(signed.body.msg);
    const row = await t.db.selectFrom('esign_signers').selectAll().where('id', '=', signerId).executeTakeFirstOrThrow();
    expect([row.status, row.identity_at, row.intent_at, row.identity_sealed]).toEqual(['read', null, null, null]);
  });
});

describe('a company signer', () => {
  it('must be the company\'s authorised person by name, not only by ID number', async () => {
    const f = await sentFlow(t.db, blobsOf(t), {
      ownerUserId: who.companyMain.userId,
      orderMode: 'parallel',
      signers: [{ role: '乙方', name: '张三', phone: DEMO.otherCompany.phone, kind: 'company', companyName: DEMO.otherCompany.company, fields: [{ kind: 'seal' }] }],
    });
    const token = f.tokens.get(f.signerIds[0]!)!;
    const r = await h5(t).post('identity', { token, idCard: DEMO.otherCompany.idCard });
    expect(r.body.msg).toBe(ESIGN_MSG.identityMismatch);
    const row = await t.db.selectFrom('esign_signers').select(['identity_at', 'identity_sealed']).where('id', '=', f.signerIds[0]!).executeTakeFirstOrThrow();
    expect(row).toEqual({ identity_at: null, identity_sealed: null });
  });
});

describe('texts to one phone', () => {
  it('stop at LINK_TEXTS_PER_PHONE_PER_DAY links a day, from every sender together (review finding 6)', async () => {
    const { LINK_TEXTS_PER_PHONE_PER_DAY } = await import('../../src/services/esign/esign-texts');
    const phone = '13912345678';
    const one = (ownerUserId: number) =>
      sentFlow(t.db, blobsOf(t), { ownerUserId, orderMode: 'parallel', signers: [{ role: '甲方', name: '赵六', phone, kind: 'person', fields: [{ kind: 'signature' }] }] });
    for (let i = 0; i < LINK_TEXTS_PER_PHONE_PER_DAY; i++) await one(i % 2 ? who.companyMain.userId : who.individual.userId);
    await expect(one(who.companyMain.userId)).rejects.toThrow(ESIGN_MSG.phoneTextsExhausted);
  });
});

describe('a signing SMS code', () => {
  it('confirms only the signer it was asked for, and its text names the contract (review finding 8)', async () => {
    const flowOf = (title: string) =>
      sentFlow(t.db, blobsOf(t), { ownerUserId: who.companyMain.userId, orderMode: 'parallel', title, signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person', fields: [{ kind: 'signature' }] }] });
    const a = await flowOf('设备租赁合同');
    const b = await flowOf('借款合同');
    const tokenA = a.tokens.get(a.signerIds[0]!)!;
    const tokenB = b.tokens.get(b.signerIds[0]!)!;
    for (const token of [tokenA, tokenB]) expect((await h5(t).post('identity', { token, idCard: DEMO.person.idCard })).body.code).toBe(200);
    await t.db.deleteFrom('sms_codes').where('phone', '=', DEMO.person.phone).execute();
    const sent = await h5(t).post('smsSend', { token: tokenA });
    expect(sent.body.code, sent.body.msg).toBe(200);
    const text = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', DEMO.person.phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(text.text).toContain('签署电子合同《设备租赁合同》');
    const code = /验证码为(\d{6})/.exec(text.text)![1]!;
    const onB = await h5(t).post('smsCheck', { token: tokenB, smsCode: code, smsToken: sent.body.data.smsToken });
    expect(onB.body.code).toBe(400);
    expect((await h5(t).get('entry', tokenB)).body.data.intentDone).toBe(false);
    const onA = await h5(t).post('smsCheck', { token: tokenA, smsCode: code, smsToken: sent.body.data.smsToken });
    expect(onA.body.code, onA.body.msg).toBe(200);
  });
});
