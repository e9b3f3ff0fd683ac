import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LEDGER_MSG } from '@evidence/shared/constants';
import type { TCertificateView } from '@evidence/shared/contracts';
import type { Evidence } from '../../src/db/schema';
import { upsertOperator } from '../../src/services/admin/create-operator';
import { certificateViewToken } from '../../src/services/certificate/view-token';
import { downloadUrl } from '../../src/services/downloads/download-urls';
import { loadDownloadSecret } from '../../src/services/downloads/signed-url';
import { RECORD_MISMATCH_AUDIT } from '../../src/services/ledger/record-holds-to-leaf';
import { publicCertificateToken } from '../../src/services/public-lookup/view-token';
import { call, captcha, freshIp } from '../helpers/api';
import { storeRecord } from '../helpers/certificate/records';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';

/**
 * A record whose row differs from its ledger leaf is shown by nobody (decision 219). The outside
 * review changed `evidence.sha256` with one UPDATE: the owner's certificate page, the public lookup
 * and the certificate PDF showed the forged hash, and the package put it next to a proof.json with the
 * real one, while the server reported healthy. Now each of them answers LEDGER_MSG.recordMismatch in
 * the envelope, writes no custody row, logs loudly, writes one audit row and tells the operators
 * once; an intact record is unaffected and the record is shown again once its row is repaired.
 */
let t: TestApp;
let who: Tenants;
let forged: Evidence;
let intact: Evidence;
const log: string[] = [];
const OPERATOR_PHONE = '13800000019';

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', LOG_LEVEL: 'error' }, { logStream: { write: (line) => void log.push(line) } });
  who = await tenants(t);
  await upsertOperator(t.db, { phone: OPERATOR_PHONE, name: '账本告警测试操作员', password: 'operator1' });
  const owner = { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId };
  forged = await storeRecord(t, owner, '将被改动哈希的记录的原件');
  intact = await storeRecord(t, owner, '未被改动的记录的原件');
}, 60_000);
afterAll(async () => t?.close());

const secret = () => loadDownloadSecret(t.dataDir, undefined);
// the review's change, as written: the first byte of the hex SHA-256 becomes 00
/**
 * A hex column's first byte replaced by one it is not: '00' unless it already starts with '00' (1 time in
 * 256 the old '00' || … changed nothing, and the test that expected a refusal saw the record shown).
 */
const flipped = (column: 'sha256' | 'sm3' | 'leaf_hash') => sql.raw(`(case when substr(${column}, 1, 2) = '00' then 'ff' else '00' end) || substr(${column}, 3)`);
const flipHex = (hex: string) => `${hex.startsWith('00') ? 'ff' : '00'}${hex.slice(2)}`;
const tamper = (id: number) => sql`update evidence set sha256 = ${flipped('sha256')} where id = ${id}`.execute(t.db);
const repair = (r: Evidence) => t.db.updateTable('evidence').set({ sha256: r.sha256 }).where('id', '=', r.id).execute();

/** Everything a refused view must not change: custody, audit (other than the alert), the row's status. */
async function traces(r: Evidence) {
  const custody = await t.db.selectFrom('evidence_custody').select('id').where('evidence_id', '=', r.id).execute();
  const audit = await t.db.selectFrom('audit_log').select('id').where('action', '!=', RECORD_MISMATCH_AUDIT).execute();
  const row = await t.db.selectFrom('evidence').select(['status', 'sha256']).where('id', '=', r.id).executeTakeFirstOrThrow();
  return { custody: custody.length, audit: audit.length, row };
}

/** Each way of showing the record, as its users reach it. */
const ways = (r: Evidence) => ({
  ownerView: () => call<TCertificateView>(t.app, 'GET', '/api/share/getView', { query: { baoquan: r.evidence_no }, token: who.individual.token, role: who.individual.role, ip: freshIp() }),
  visitorView: () => call<TCertificateView>(t.app, 'GET', '/api/share/getView', { query: { baoquan: r.evidence_no, viewToken: certificateViewToken(secret(), r.evidence_no) }, ip: freshIp() }),
  lookup: () => call(t.app, 'POST', '/api/check/bqview', { form: { no: r.evidence_no, viewToken: publicCertificateToken(secret(), r.evidence_no) }, ip: freshIp() }),
  lookupNumber: async () => call(t.app, 'POST', '/api/check/bqno', { form: { no: r.evidence_no, ...(await captcha(t.app)) }, ip: freshIp() }),
  lookupCertificate: () => call(t.app, 'POST', '/api/check/downCertificate', { form: { no: r.evidence_no, viewToken: publicCertificateToken(secret(), r.evidence_no) }, ip: freshIp() }),
  certificatePdf: async () => {
    const res = await t.app.inject({ method: 'GET', url: downloadUrl({ secret: secret(), ttlMs: 60_000 }, 'certificate', r.id, { userId: null, via: 'view' }) });
    return { status: res.statusCode, type: String(res.headers['content-type']), body: res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null };
  },
  lookupPdf: async () => {
    const res = await t.app.inject({ method: 'GET', url: downloadUrl({ secret: secret(), ttlMs: 60_000 }, 'certificate', r.id, { userId: null, via: 'lookup' }) });
    return { status: res.statusCode, type: String(res.headers['content-type']), body: res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null };
  },
  packageZip: async () => {
    const res = await t.app.inject({ method: 'GET', url: downloadUrl({ secret: secret(), ttlMs: 60_000 }, 'package', r.id, { userId: who.individual.userId, via: 'owner' }) });
    return { status: res.statusCode, type: String(res.headers['content-type']), body: res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null };
  },
});

describe('a record whose evidence.sha256 was changed in the database', () => {
  it('is refused by the certificate page, the public lookup, the certificate PDFs and the package, and nothing else changes', async () => {
    const before = await traces(forged);
    await tamper(forged.id);
    try {
      const w = ways(forged);
      for (const answer of [await w.ownerView(), await w.visitorView(), await w.lookup(), await w.lookupNumber(), await w.lookupCertificate()]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 400, msg: LEDGER_MSG.recordMismatch, data: null });
      }
      for (const download of [await w.certificatePdf(), await w.lookupPdf(), await w.packageZip()]) {
        expect(download).toMatchObject({ status: 400, type: expect.stringContaining('application/json'), body: { code: 400, msg: LEDGER_MSG.recordMismatch } });
      }
      // no view, no download logged; the row itself left as it was found (an operator looks first)
      const after = await traces(forged);
      expect(after).toEqual({ ...before, row: { ...before.row, sha256: flipHex(forged.sha256) } });
      // loud: an error line naming the record and the field
      expect(log.join('\n')).toContain(`EVIDENCE RECORD DIFFERS FROM ITS LEDGER LEAF`);
      expect(log.join('\n')).toContain(`evidence ${forged.evidence_no}: its SHA-256 differs from its leaf entry`);
      // one audit row and one text message to each operator, however many refusals in the hour
      const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', RECORD_MISMATCH_AUDIT).execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor_type: 'system', target_type: 'evidence', target_id: String(forged.id) });
      expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ evidenceNo: forged.evidence_no, zh: `保全号 ${forged.evidence_no} 的存证记录：SHA-256与叶子内容不符` });
      const sms = await t.db.selectFrom('sms_outbox').selectAll().where('purpose', '=', 'ledger-alert').execute();
      const operators = await t.db.selectFrom('operators').select('phone').where('disabled', '=', 0).execute();
      expect(sms.map((m) => m.phone).sort()).toEqual(operators.map((o) => o.phone).sort());
      expect(sms.map((m) => m.phone)).toContain(OPERATOR_PHONE);
      for (const m of sms) expect(m.text).toContain(`平台完整性告警：存证记录与账本不一致（${forged.evidence_no}）`);
      // the health flag is the sequencer's: appending is not what is wrong here
      expect((await call<{ ledger: string }>(t.app, 'GET', '/api/health')).body.data.ledger).toBe('ok');
    } finally {
      await repair(forged);
    }
  });

  it('leaves an intact record as it was, and shows the repaired one again', async () => {
    for (const r of [intact, forged]) {
      const w = ways(r);
      const view = await w.ownerView();
      expect(view.body.code, view.body.msg).toBe(200);
      expect(view.body.data).toMatchObject({ filehash: r.sha256, sm3: r.sm3 });
      const lookup = await w.lookup();
      expect(lookup.body.code, lookup.body.msg).toBe(200);
      expect(lookup.body.data).toMatchObject({ sha256: r.sha256, leafHash: r.leaf_hash });
      expect(await w.certificatePdf()).toMatchObject({ status: 200, type: 'application/pdf' });
      expect(await w.packageZip()).toMatchObject({ status: 200, type: 'application/zip' });
    }
  });

  it.each([
    ['sm3', (r: Evidence) => sql`update evidence set sm3 = ${flipped('sm3')} where id = ${r.id}`],
    ['leaf_hash', (r: Evidence) => sql`update evidence set leaf_hash = ${flipped('leaf_hash')} where id = ${r.id}`],
    ['leaf_index', (r: Evidence) => sql`update evidence set leaf_index = ${intact.leaf_index} where id = ${r.id}`],
  ])('is refused as well when its %s is changed', async (_, change) => {
    await change(forged).execute(t.db);
    try {
      expect((await ways(forged).ownerView()).body).toMatchObject({ code: 400, msg: LEDGER_MSG.recordMismatch });
      expect((await ways(forged).lookup()).body).toMatchObject({ code: 400, msg: LEDGER_MSG.recordMismatch });
    } finally {
      await t.db.updateTable('evidence').set({ sm3: forged.sm3, leaf_hash: forged.leaf_hash, leaf_index: forged.leaf_index }).where('id', '=', forged.id).execute();
    }
    expect((await ways(forged).ownerView()).body.code).toBe(200);
  });
});
