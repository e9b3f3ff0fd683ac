import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/db/schema';
import { call, freshIp, type Answer } from '../helpers/api';
import { makeRecord } from '../helpers/evidence-download';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * The authorisation matrix of issue 4 over every endpoint that names a record: a record created by
 * a company's sub-account (owned by the company) is reached by the company's main account and by the
 * sub-account that created it — and by nobody else. For every other caller, the record's id or number
 * answers EXACTLY like an id or number that does not exist (same HTTP status, code, message and data,
 * once the id itself is blanked out), so probing reveals nothing. Anonymous callers get 408. The
 * slices' own tests check what the allowed callers get in detail; this file checks the boundary.
 */

let t: TestApp;
let who: Tenants;
let record: Evidence;
const MISSING_ID = 987_654_321;
const MISSING_NO = '209901010000000000';

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', RATE_LIMIT_PER_MINUTE: '100000' });
  who = await tenants(t);
  record = await makeRecord(t, { owner: who.companyMain.userId, creator: who.companySub.userId, fileName: '授权矩阵.pdf', content: '%PDF-1.4 matrix' });
});
afterAll(async () => t?.close());

interface Endpoint {
  name: string;
  /** the call for a record id and evidence number */
  send: (c: Caller | null, id: number, no: string) => Promise<Answer>;
}

const as = (c: Caller | null) => (c ? { token: c.token, role: c.role } : {});
const get = (url: string, query: Record<string, string>) => (c: Caller | null) => call(t.app, 'GET', url, { ...as(c), query, ip: freshIp() });
const post = (url: string, form: Record<string, string>) => (c: Caller | null) => call(t.app, 'POST', url, { ...as(c), form, ip: freshIp() });

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/data/getList (keyword = number)', send: (c, _id, no) => get('/api/data/getList', { keyword: no })(c) },
  { name: 'POST /api/data/downloadBatch', send: (c, id) => post('/api/data/downloadBatch', { dataIdStr: String(id) })(c) },
  { name: 'POST /api/data/downloadZip', send: (c, id) => post('/api/data/downloadZip', { dataIdStr: String(id) })(c) },
  { name: 'POST /api/data/downBaoquan', send: (c, id) => post('/api/data/downBaoquan', { dataId: String(id) })(c) },
  { name: 'GET /api/share/getView', send: (c, _id, no) => get('/api/share/getView', { baoquan: no })(c) },
  { name: 'GET /api/share/getMpsInfo', send: (c, _id, no) => get('/api/share/getMpsInfo', { baoquan: no })(c) },
  { name: 'GET /api/share/getCustody (number)', send: (c, _id, no) => get('/api/share/getCustody', { baoquan: no })(c) },
  { name: 'GET /api/share/getCustody (id)', send: (c, id) => get('/api/share/getCustody', { dataId: String(id) })(c) },
  // delData last in the table: for the allowed callers it is checked separately below
  { name: 'POST /api/data/delData', send: (c, id) => post('/api/data/delData', { dataId: String(id) })(c) },
];

/** The answer with the record's id and number blanked, to compare with a missing one's. */
function shape(a: Answer, id: number, no: string) {
  const blank = (v: unknown): unknown => {
    if (v === id || v === String(id)) return '<id>';
    if (typeof v === 'string') return v.split(no).join('<no>');
    if (Array.isArray(v)) return v.map(blank);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blank(x)]));
    return v;
  };
  return { status: a.status, body: blank(a.body) };
}

describe.each(['individual', 'subPersonal', 'otherCompany'] as const)('%s: another tenant', (name) => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s answers exactly like a missing record', async (_n, endpoint) => {
    const caller = who[name];
    const real = shape(await endpoint.send(caller, record.id, record.evidence_no), record.id, record.evidence_no);
    const missing = shape(await endpoint.send(caller, MISSING_ID, MISSING_NO), MISSING_ID, MISSING_NO);
    expect(real).toEqual(missing);
    expect(real.status).toBeLessThan(500);
  });
});

describe('anonymous', () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s needs a login (408) or a view token', async (_n, endpoint) => {
    const a = await endpoint.send(null, record.id, record.evidence_no);
    const missing = await endpoint.send(null, MISSING_ID, MISSING_NO);
    expect(a.status).toBeLessThan(500);
    expect(a.body.code).not.toBe(200);
    // getView/getMpsInfo are public with a view token: without one, a real and a missing number answer alike
    expect(shape(a, record.id, record.evidence_no)).toEqual(shape(missing, MISSING_ID, MISSING_NO));
  });
});

describe('the company: main account and the creating sub-account', () => {
  it.each(ENDPOINTS.filter((e) => !e.name.includes('delData') && !e.name.includes('downBaoquan')).map((e) => [e.name, e] as const))(
    '%s reaches the record for both',
    async (_n, endpoint) => {
      for (const caller of [who.companyMain, who.companySub]) {
        const a = await endpoint.send(caller, record.id, record.evidence_no);
        // a web upload has no recorder: the owner is told so (a stranger is told "missing")
        if (endpoint.name.includes('getMpsInfo')) expect(a.body.msg).toBe('该证据没有执法记录仪信息');
        else expect(a.body.code, `${caller.phone}/${caller.role}: ${a.body.msg}`).toBe(200);
      }
    },
  );

  it('the evidence package: the verified main account gets a URL; the sub-account is told why not, never "missing"', async () => {
    const main = await post('/api/data/downBaoquan', { dataId: String(record.id) })(who.companyMain);
    expect(main.body.code, main.body.msg).toBe(200);
    expect(main.body.data.downUrl).toMatch(/^\/api\/download\/package\//);
    const sub = await post('/api/data/downBaoquan', { dataId: String(record.id) })(who.companySub);
    const missing = await post('/api/data/downBaoquan', { dataId: String(MISSING_ID) })(who.companySub);
    if (sub.body.code !== 200) expect(sub.body.msg).not.toBe(missing.body.msg);
  });

  it('delete: refused to the sub-account by the server, allowed to the main account, and the record is then gone for everyone', async () => {
    const sub = await post('/api/data/delData', { dataId: String(record.id) })(who.companySub);
    expect(sub.body.code).not.toBe(200);
    expect(sub.body.msg).toBe('子账号不能删除存证记录');
    expect(await t.db.selectFrom('evidence').select('deleted_at').where('id', '=', record.id).executeTakeFirstOrThrow()).toEqual({ deleted_at: null });

    const main = await post('/api/data/delData', { dataId: String(record.id) })(who.companyMain);
    expect(main.body.code, main.body.msg).toBe(200);
    for (const endpoint of ENDPOINTS) {
      for (const caller of [who.companyMain, who.companySub, who.otherCompany]) {
        const real = shape(await endpoint.send(caller, record.id, record.evidence_no), record.id, record.evidence_no);
        const missing = shape(await endpoint.send(caller, MISSING_ID, MISSING_NO), MISSING_ID, MISSING_NO);
        expect(real, `${endpoint.name} for ${caller.phone}/${caller.role}`).toEqual(missing);
      }
    }
    // the leaf stays in the ledger
    expect(await t.db.selectFrom('ledger_leaves').select('leaf_index').where('leaf_hash', '=', record.leaf_hash).executeTakeFirst()).toBeDefined();
  });
});
