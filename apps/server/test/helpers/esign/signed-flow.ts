import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { drawnPng } from '../seals';
import type { TestApp } from '../test-app';
import type { Tenants } from '../tenants';
import { DEMO, blobsOf } from './phone-calls';
import { insertEsignSeal, sentFlow } from './phone-flow';

/**
 * A flow every signer has signed, as the last signature leaves it before its esign.complete job runs: the sign
 * calls' results written in the database (a person's handwriting, the other company's seal), so a test exercises
 * the job alone.
 */
export async function signedFlow(t: TestApp, who: Tenants): Promise<{ flowId: number }> {
  const blobs = blobsOf(t);
  const sealId = await insertEsignSeal(t.db, blobs, who.otherCompany.userId);
  const f = await sentFlow(t.db, blobs, {
    ownerUserId: who.companyMain.userId,
    signers: [
      { role: '甲方', name: DEMO.person.name, phone: DEMO.person.phone, kind: 'person' },
      { role: '乙方', name: DEMO.otherCompany.name, phone: DEMO.otherCompany.phone, kind: 'company', companyName: DEMO.otherCompany.company, fields: [{ kind: 'seal' }] },
    ],
  });
  const hand = `esign/test/hand-${randomBytes(4).toString('hex')}.png`;
  await blobs.put(hand, Readable.from([await drawnPng()]), { contentType: 'image/png' });
  const now = Date.now();
  await t.db.updateTable('esign_signers').set({ status: 'signed', signed_at: now, identity_method: 'account', identity_at: now, intent_method: 'sms', intent_at: now, handwriting_blob_key: hand, token_hash: null }).where('flow_id', '=', f.flowId).execute();
  for (const fl of await t.db.selectFrom('esign_fields').select(['id', 'kind']).where('flow_id', '=', f.flowId).execute()) {
    await t.db.updateTable('esign_fields').set({ value: fl.kind === 'seal' ? String(sealId) : 'handwriting', filled_at: now }).where('id', '=', fl.id).execute();
  }
  return f;
}
