import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MSG } from '@evidence/shared/constants';
import { call, captcha, freshIp } from '../helpers/api';
import { expectRefused } from '../helpers/checks';
import { seedRecord } from '../helpers/evidence-list-seed';
import { DEMO, blobsOf } from '../helpers/esign/phone-calls';
import { sentFlow } from '../helpers/esign/phone-flow';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { localBlobStore } from '../../src/providers/blob/local-blob-store';
import { purgeDeletedOriginals } from '../../src/services/evidence-list/purge-deleted';

/**
 * Issue 23 item 2: a completed contract's evidence record is every signer's. Its sender cannot delete
 * it (the refusal is worded like a 公证文书's), and the public lookup of its 保全号 keeps answering.
 */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

describe('deleting a completed contract’s evidence', () => {
  it('delData is refused for the sender and the public lookup still finds the record', async () => {
    const f = await sentFlow(t.db, blobsOf(t), {
      ownerUserId: who.companyMain.userId,
      signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person', fields: [{ kind: 'signature' }] }],
    });
    const rec = await seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId });
    await t.db.updateTable('esign_flows').set({ status: 'completed', result_evidence_id: rec.id }).where('id', '=', f.flowId).execute();
    const del = await call(t.app, 'POST', '/api/data/delData', { token: who.companyMain.token, role: who.companyMain.role, form: { dataId: String(rec.id) }, ip: freshIp() });
    expectRefused(del, EVIDENCE_MSG.contractRecord);
    const row = await t.db.selectFrom('evidence').select(['deleted_at', 'evidence_no']).where('id', '=', rec.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
    const lookup = await call(t.app, 'POST', '/api/check/bqno', { form: { no: row.evidence_no, ...(await captcha(t.app)) }, ip: freshIp() });
    expect(lookup.body.code).toBe(200);
  });

  it('the retention purge keeps the original a completed flow still references and removes an unreferenced one', async () => {
    const blobs = localBlobStore(path.join(t.dataDir, 'blobs'));
    const keep = `evidence/test/contract-${Date.now()}`;
    const drop = `evidence/test/plain-${Date.now()}`;
    await blobs.put(keep, Readable.from([Buffer.from('signed contract')]));
    await blobs.put(drop, Readable.from([Buffer.from('plain record')]));
    const f = await sentFlow(t.db, blobsOf(t), {
      ownerUserId: who.individual.userId,
      signers: [{ role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person', fields: [{ kind: 'signature' }] }],
    });
    const contract = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId, blobKey: keep });
    const plain = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId, blobKey: drop });
    await t.db.updateTable('esign_flows').set({ status: 'completed', result_evidence_id: contract.id }).where('id', '=', f.flowId).execute();
    // deleted before this refusal existed, retention over
    const now = Date.now();
    await t.db.updateTable('evidence').set({ deleted_at: now - 10, blob_purge_after: now - 1 }).where('id', 'in', [contract.id, plain.id]).execute();
    await purgeDeletedOriginals(t.db, blobs, now);
    expect(await blobs.stat(keep)).toEqual({ size: 15 });
    const kept = await t.db.selectFrom('evidence').select(['blob_key', 'blob_removed_at']).where('id', '=', contract.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ blob_key: keep, blob_removed_at: null });
    expect(await blobs.stat(drop)).toBeNull();
    expect((await t.db.selectFrom('evidence').select('blob_removed_at').where('id', '=', plain.id).executeTakeFirstOrThrow()).blob_removed_at).toBe(now);
  });
});
