import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { drawnPng } from '../helpers/seals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { DEMO, blobsOf, h5, identityAndSms } from '../helpers/esign/phone-calls';
import { sentFlow } from '../helpers/esign/phone-flow';

/**
 * What a signer types is one printable line (review finding 7): a NUL byte was a 500 on PostgreSQL, a direction
 * override or a half surrogate was stored and drawn into the signed contract. Refused with the shared message,
 * nothing filled, signed or refused.
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

const BAD = ['地址\u0000', '地址\u202egnp.exe', '地址\ud800', '第一行\n第二行'];

describe("a signer's text and refusal reason", () => {
  it('refuse control, invisible and half characters, and change nothing', async () => {
    const f = await sentFlow(t.db, blobsOf(t), {
      ownerUserId: who.companyMain.userId,
      orderMode: 'parallel',
      signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person', fields: [{ kind: 'signature' }, { kind: 'text', label: '地址' }] }],
    });
    const signerId = f.signerIds[0]!;
    const token = f.tokens.get(signerId)!;
    await identityAndSms(t, token, DEMO.person.idCard, DEMO.person.phone);
    const [sig, text] = await t.db.selectFrom('esign_fields').select('id').where('signer_id', '=', signerId).orderBy('id').execute();
    for (const value of BAD) {
      const signed = await h5(t).post('sign', { token, handwriting: hand, fields: [{ id: sig!.id }, { id: text!.id, text: value }] });
      expect([signed.status, signed.body.msg], JSON.stringify(value)).toEqual([400, MSG.invalidChars]);
      const refused = await h5(t).post('reject', { token, reason: value });
      expect([refused.status, refused.body.msg], JSON.stringify(value)).toEqual([400, MSG.invalidChars]);
    }
    const row = await t.db.selectFrom('esign_signers').select(['status', 'reject_reason']).where('id', '=', signerId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'unread', reject_reason: null });
    const values = await t.db.selectFrom('esign_fields').select('value').where('signer_id', '=', signerId).execute();
    expect(values.every((v) => v.value === null)).toBe(true);
    // a plain address still signs
    const ok = await h5(t).post('sign', { token, handwriting: hand, fields: [{ id: sig!.id }, { id: text!.id, text: '上海市黄浦区中山东一路1号' }] });
    expect(ok.body.code, ok.body.msg).toBe(200);
  });
});
