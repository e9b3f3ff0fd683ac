import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSqlite } from '../../src/db/connect';
import { call, freshIp } from '../helpers/api';
import { expectOk } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { companyForm, nationalId, newUser, operatorToken, personForm } from '../helpers/verification';

/**
 * Data protection (issue 5): ID numbers, bank account numbers and third parties' phone numbers are
 * never in the database in clear text — the SQLite file on disk is read byte by byte — and never
 * in the request log, even of refused requests and of operators viewing them.
 */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
const person = { idCard: nationalId('19660606', '777', '320102'), mobile: '13544440001' };
const company = {
  legalIdcard: nationalId('19700707', '888', '330106'),
  accountNo: '6217001234567890123',
  contactPhone: '13544440002',
  contactIdcard: nationalId('19810808', '999', '440106'),
  authorPhone: '13544440003',
  authorIdcard: nationalId('19820909', '115', '510104'),
};
/** the form's other fields that must agree with these ID numbers */
const consistent = { legalSex: '1', legalBirth: '1970-07-07', authorSex: '0', authorBrith: '1982-09-09' };
const SECRETS = { ...Object.fromEntries(Object.entries(person).map(([k, v]) => [`person.${k}`, v])), ...company };

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream });
  const op = await operatorToken(t.app, t.db, '13544449999');
  const a = await newUser(t.app, t.db, '13544440010');
  const b = await newUser(t.app, t.db, '13544440011');
  const post = (url: string, token: string, form: Record<string, string>) => call(t.app, 'POST', url, { token, form, ip: freshIp() });
  // refused ones first (the values travel, nothing is stored), then accepted ones
  await post('/api/peruser/perAuthorize', a.token, await personForm(t.app, a, { ...person, sex: '1' }));
  await post('/api/user/companyAuthorize', b.token, await companyForm(t.app, b, { ...company, ...consistent, taxNumber: '91110000000000000X' }));
  const p = await post('/api/peruser/perAuthorize', a.token, await personForm(t.app, a, person));
  expectOk(p);
  const c = await post('/api/user/companyAuthorize', b.token, await companyForm(t.app, b, { ...company, ...consistent }));
  expectOk(c);
  for (const id of [p.body.data.id, c.body.data.id]) {
    expectOk(await call(t.app, 'GET', '/api/admin/verification/detail', { token: op, query: { id: String(id) } }));
    expectOk(await call(t.app, 'GET', '/api/user/getVerifyInfo', { token: id === p.body.data.id ? a.token : b.token, query: { full: '1' } }));
  }
  expectOk(await post('/api/admin/verification/approve', op, { id: String(c.body.data.id) }));
  expectOk(await call(t.app, 'GET', '/api/user/getAuthInfo', { token: b.token }));
});
afterAll(async () => t?.close());

/** Every way a number could be written: as typed, and (for ID numbers) in lower case. */
const forms = (v: string) => [...new Set([v, v.toLowerCase()])];

describe('at rest', () => {
  it('no table holds an ID, bank account or third party\'s phone number in clear text (either database)', async () => {
    const tables = ['verification_submissions', 'person_verifications', 'company_verifications', 'users', 'audit_log', 'notifications', 'sms_outbox', 'sms_codes', 'uploaded_images', 'face_verifications', 'face_local_sessions'] as const;
    const dump = JSON.stringify(await Promise.all(tables.map((name) => t.db.selectFrom(name).selectAll().execute())));
    // the dump is real: names and the company are in it
    expect(dump).toContain('北京示例数据科技有限公司');
    expect(dump).toContain('张三丰');
    for (const [name, value] of Object.entries(SECRETS)) for (const v of forms(value)) expect(dump.includes(v), name).toBe(false);
  });

  it.runIf(!process.env.DATABASE_URL)('the SQLite file on disk (with its WAL) holds none of them either', async () => {
    const sqlite = rawSqlite(t.db);
    expect(sqlite).toBeDefined();
    sqlite!.pragma('wal_checkpoint(TRUNCATE)');
    const files = ['app.db', 'app.db-wal', 'app.db-shm'].map((f) => path.join(t.dataDir, f)).filter((f) => fs.existsSync(f));
    const bytes = Buffer.concat(files.map((f) => fs.readFileSync(f)));
    expect(bytes.length).toBeGreaterThan(100_000);
    // the search is real: clear-text values of the same rows are found
    expect(bytes.includes(Buffer.from('北京示例数据科技有限公司', 'utf8'))).toBe(true);
    expect(bytes.includes(Buffer.from('中国工商银行北京中关村支行', 'utf8'))).toBe(true);
    for (const [name, value] of Object.entries(SECRETS)) {
      for (const v of forms(value)) {
        expect(bytes.includes(Buffer.from(v, 'utf8')), name).toBe(false);
        expect(bytes.includes(Buffer.from(v, 'utf16le')), `${name} (UTF-16)`).toBe(false);
      }
    }
  });
});

describe('in the request log', () => {
  it('no line carries them, though every request was logged', async () => {
    const log = lines.join('');
    expect(log).toContain('/api/peruser/perAuthorize');
    expect(log).toContain('/api/user/companyAuthorize');
    expect(log).toContain('/api/admin/verification/detail');
    expect(lines.length).toBeGreaterThan(20);
    for (const [name, value] of Object.entries(SECRETS)) for (const v of forms(value)) expect(log.includes(v), name).toBe(false);
  });
});
