import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { drawnPng } from '../helpers/seals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { DEMO, blobsOf, h5, identityAndSms } from '../helpers/esign/phone-calls';
import { sentFlow } from '../helpers/esign/phone-flow';

/**
 * Issue 23 item 12: several final signatures of one link at once. One wins; the handwriting images the
 * losers wrote before their claim failed are removed, so the flow's folder holds exactly the one file the
 * signer row references (decision 600).
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

const handFiles = (flowNo: string) => {
  const dir = path.join(t.dataDir, 'blobs', 'esign', flowNo.toLowerCase());
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.startsWith('hand-')) : [];
};

describe('concurrent final signatures', () => {
  it('N signatures of the one signer at once: one signed, exactly one handwriting file on disk, the one referenced', async () => {
    const f = await sentFlow(t.db, blobsOf(t), {
      ownerUserId: who.companyMain.userId,
      signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' }],
    });
    const [s] = f.signerIds as [number];
    const token = f.tokens.get(s)!;
    await identityAndSms(t, token, DEMO.person.idCard, DEMO.person.phone);
    const fields = (await t.db.selectFrom('esign_fields').select('id').where('signer_id', '=', s).execute()).map((x) => ({ id: Number(x.id) }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => h5(t).post('sign', { token, handwriting: hand, fields })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    // the others signed too, as far as the signer can tell: 您已签署, not 已过期 (the attacker's review)
    expect(answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg)).toEqual(Array(5).fill(ESIGN_MSG.usedLink));
    const row = await t.db.selectFrom('esign_signers').select(['handwriting_blob_key', 'status']).where('id', '=', s).executeTakeFirstOrThrow();
    expect(row.status).toBe('signed');
    const flow = await t.db.selectFrom('esign_flows').select('flow_no').where('id', '=', f.flowId).executeTakeFirstOrThrow();
    const files = handFiles(flow.flow_no);
    expect(files).toHaveLength(1);
    expect(row.handwriting_blob_key).toBe(`esign/${flow.flow_no.toLowerCase()}/${files[0]}`);
  }, 60_000);
});
