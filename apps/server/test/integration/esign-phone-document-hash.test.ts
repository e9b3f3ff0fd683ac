import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { freshIp } from '../helpers/api';
import { drawnPng } from '../helpers/seals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { DEMO, blobsOf, h5, identityAndSms } from '../helpers/esign/phone-calls';
import { sentFlow } from '../helpers/esign/phone-flow';

/**
 * Issue 23 item 1 for e-signing by phone (decision 603): check answers the SHA-256 of the document its
 * preview was drawn on, and sign must carry it back; a stale or missing hash is refused with
 * '文件已变更，请重新查看后签署' and nothing is signed.
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

describe('the document hash of a phone signature', () => {
  it('a stale or missing hash is refused; the hash check answered is accepted', async () => {
    const f = await sentFlow(t.db, blobsOf(t), { ownerUserId: who.companyMain.userId, signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' }] });
    const [s] = f.signerIds as [number];
    const token = f.tokens.get(s)!;
    await identityAndSms(t, token, DEMO.person.idCard, DEMO.person.phone);
    const fields = (await t.db.selectFrom('esign_fields').select('id').where('signer_id', '=', s).execute()).map((x) => ({ id: Number(x.id) }));
    const check = await t.app.inject({ method: 'POST', url: '/api/h5elesign/check', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ token, handwriting: hand, fields }), remoteAddress: freshIp() });
    expect(check.headers['content-type']).toContain('application/pdf');
    const shown = check.headers['x-document-sha256'];
    const flow = await t.db.selectFrom('esign_flows').select('source_sha256').where('id', '=', f.flowId).executeTakeFirstOrThrow();
    expect(shown).toBe(flow.source_sha256);
    const stale = 'a'.repeat(64);
    for (const documentSha256 of [stale, undefined]) {
      const r = await h5(t).post('sign', { token, handwriting: hand, fields, documentSha256 });
      expect(r.body.msg).toBe(ESIGN_MSG.documentChanged);
    }
    expect((await t.db.selectFrom('esign_signers').select('status').where('id', '=', s).executeTakeFirstOrThrow()).status).not.toBe('signed');
    const ok = await h5(t).post('sign', { token, handwriting: hand, fields, documentSha256: shown });
    expect(ok.body.code, ok.body.msg).toBe(200);
  }, 60_000);
});
