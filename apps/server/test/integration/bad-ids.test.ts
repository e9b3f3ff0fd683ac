import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/services/demo/seed-demo';
import { recordEvidence } from '../../src/services/evidence/record-evidence';
import { notify } from '../../src/services/notifications/notify';
import type { Database } from '../../src/db/schema';
import { call, freshIp } from '../helpers/api';
import { expectOk, raw } from '../helpers/checks';
import { seedOrder } from '../helpers/invoice-orders';
import { createSeal, drawnPng } from '../helpers/seals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * Issue 14: destructive calls parsed ids with z.coerce.number, so {"dataId":["15"]}, dataId=0xb and
 * {"dataId":true} deleted records 15, 11 and 1, and {"id":["2"]} an invoice header. Every id a call
 * takes is now one shared rule (packages/shared/src/validators/ids.ts). Here every call that takes
 * an id gets values that are no id while objects with the ids they would coerce to (1, 2, 10, 11,
 * 15) exist and belong to the caller: each must answer the envelope refusal and change nothing.
 */
let t: TestApp;
let ten: Tenants;
let op: string;

const hex = (alg: string, s: string) => createHash(alg).update(s).digest('hex');

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  ten = await tenants(t);
  op = (await call(t.app, 'POST', '/api/admin/login', { form: { phone: '13800000009', password: DEMO_PASSWORD }, ip: freshIp() })).body.data.token;
  const me = ten.individual.userId;
  for (let i = 1; i <= 16; i++) {
    await recordEvidence(t.db, t.ledger, {
      ownerUserId: me, creatorUserId: me, fileName: `记录${i}.txt`, title: `记录${i}`, label: null, fileType: 1, productType: 1,
      mime: 'text/plain', size: 1, sha256: hex('sha256', String(i)), sm3: hex('sm3', String(i)), blobKey: `evidence/test/${i}`,
    }, null);
    await notify(t.db, me, `通知${i}`);
    await seedOrder(t.db, me);
  }
  for (let i = 1; i <= 3; i++) {
    const head = { head: `李明${i}`, type: '1', taxNum: '110101199003077777', mobile: '13912345678', email: 'li@example.com' };
    expectOk(await call(t.app, 'POST', '/api/invoice/addInvoice', { form: head, token: ten.individual.token, role: '1', ip: freshIp() }));
  }
  const png = await drawnPng();
  for (const name of ['甲', '乙', '丙']) expect((await createSeal(t.app, ten.individual, name, png)).body.code).toBe(200);
  const ids = (await t.db.selectFrom('evidence').select('id').orderBy('id').execute()).map((r) => r.id);
  expect(ids.slice(0, 16)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  // notarial orders 1–15 of the individual, each of its record of the same number (16 stays deletable below)
  for (let i = 1; i <= 15; i++) expectOk(await call(t.app, 'POST', '/api/notary/apply', { form: { ids: String(i) }, token: ten.individual.token, role: '1', ip: freshIp() }));
});
afterAll(async () => t?.close());

/** Everything the calls below could change. */
const TABLES: Array<keyof Database> = [
  'evidence', 'evidence_custody', 'notifications', 'invoice_headers', 'invoices', 'invoice_orders', 'orders', 'seals', 'company_members',
  'verification_submissions', 'download_selections', 'audit_log', 'notary_orders', 'notary_order_items',
];
async function snapshot(): Promise<string> {
  const all: Record<string, unknown> = {};
  for (const table of TABLES) all[table] = await t.db.selectFrom(table).selectAll().execute();
  return JSON.stringify(all);
}

interface Endpoint {
  url: string;
  field: string;
  base?: Record<string, unknown>;
  who: () => { token: string; role?: string };
}
const user = (c: () => Caller) => () => ({ token: c().token, role: c().role });
const operator = () => ({ token: op });
const SMS = { smsCode: '123456', smsToken: 'no-such-token' };

const ENDPOINTS: Endpoint[] = [
  { url: '/api/data/delData', field: 'dataId', who: user(() => ten.individual) },
  { url: '/api/data/downBaoquan', field: 'dataId', who: user(() => ten.individual) },
  { url: '/api/data/downloadBatch', field: 'dataIdStr', who: user(() => ten.individual) },
  { url: '/api/data/downloadZip', field: 'dataIdStr', who: user(() => ten.individual) },
  { url: '/api/invoice/delInvoice', field: 'id', who: user(() => ten.individual) },
  { url: '/api/invoice/editInvoice', field: 'id', base: { head: '改名', type: '1', taxNum: '110101199003077777', mobile: '13912345678', email: 'x@example.com' }, who: user(() => ten.individual) },
  { url: '/api/invoice/invoiceAsk', field: 'ids', base: { userInvoiceId: '1', type: '1' }, who: user(() => ten.individual) },
  { url: '/api/invoice/invoiceAsk', field: 'userInvoiceId', base: { ids: '1', type: '1' }, who: user(() => ten.individual) },
  { url: '/api/invoice/invoiceDetail', field: 'id', who: user(() => ten.individual) },
  { url: '/api/invoice/checkFail', field: 'id', who: user(() => ten.individual) },
  { url: '/api/seal/del', field: 'id', who: user(() => ten.individual) },
  { url: '/api/seal/setDefault', field: 'id', who: user(() => ten.individual) },
  { url: '/api/News/del', field: 'newsId', who: user(() => ten.individual) },
  { url: '/api/News/read', field: 'newsId', who: user(() => ten.individual) },
  { url: '/api/companyMember/del', field: 'member_id', who: user(() => ten.companyMain) },
  { url: '/api/companyMember/stop', field: 'member_id', base: { mobile: '13800000003', ...SMS }, who: user(() => ten.companyMain) },
  { url: '/api/companyMember/unbind', field: 'member_id', base: SMS, who: user(() => ten.companySub) },
  { url: '/api/companyMember/del', field: 'pid', base: { member_id: '999999' }, who: user(() => ten.companyMain) },
  { url: '/api/notary/apply', field: 'ids', who: user(() => ten.individual) },
  { url: '/api/notary/stop', field: 'orderId', who: user(() => ten.individual) },
  { url: '/api/notary/saveApplyForm', field: 'orderId', base: { purpose: '起诉', method: '平台上传', promise: '1' }, who: user(() => ten.individual) },
  { url: '/api/notary/payByPoints', field: 'orderId', who: user(() => ten.individual) },
  { url: '/api/notary/payOnline', field: 'orderId', base: { type: '2' }, who: user(() => ten.individual) },
  { url: '/api/admin/verification/approve', field: 'id', who: operator },
  { url: '/api/admin/verification/reject', field: 'id', base: { reason: '资料不全' }, who: operator },
  { url: '/api/admin/invoice/issue', field: 'id', who: operator },
  { url: '/api/admin/invoice/refuse', field: 'id', base: { reason: '资料不全' }, who: operator },
];

/** JSON values that are no id (each coerced to an existing id before). */
const JSON_BAD: unknown[] = [['15'], [['2']], true, false, -1, 1.5, 0, '', ' ', '1e1', '0xb', '-1', '1.5', '+1', Number.MAX_SAFE_INTEGER + 1, 1e21, '9'.repeat(40), { $gt: 0 }, null];
/** Form values that are no id. */
const FORM_BAD = ['0xb', '1e1', '-1', '1.5', 'true', '0', '', '0b1', '１', '9007199254740993', '9'.repeat(40), '1 1'];

function problemWith(r: Awaited<ReturnType<typeof raw>>, label: string): string | null {
  const b = r.body;
  const ok = r.status === 400 && b?.code === 400 && /[\u4e00-\u9fff]/.test(b.msg) && Object.keys(b).sort().join() === 'code,data,msg' && b.data === null;
  return ok ? null : `${label} -> HTTP ${r.status} ${r.text.slice(0, 120)}`;
}

describe.each(ENDPOINTS)('POST $url with a bad $field', (ep) => {
  it('is refused with the envelope and changes nothing', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    const who = ep.who();
    const headers = (type: string) => ({ 'content-type': type, authorization: `Bearer ${who.token}`, ...(who.role ? { role: who.role } : {}) });
    for (const value of JSON_BAD) {
      const payload = JSON.stringify({ ...ep.base, [ep.field]: value });
      const r = await raw(t.app, { method: 'POST', url: ep.url, headers: headers('application/json'), payload, ip: freshIp() });
      const p = problemWith(r, `JSON ${JSON.stringify(value)}`);
      if (p) problems.push(p);
    }
    for (const value of FORM_BAD) {
      const form = new URLSearchParams({ ...(ep.base as Record<string, string>), [ep.field]: value }).toString();
      const r = await raw(t.app, { method: 'POST', url: ep.url, headers: headers('application/x-www-form-urlencoded'), payload: form, ip: freshIp() });
      const p = problemWith(r, `form ${value}`);
      if (p) problems.push(p);
    }
    // the same field twice in a form arrives as an array
    const twice = `${new URLSearchParams(ep.base as Record<string, string>).toString()}&${ep.field}=1&${ep.field}=2`;
    const dup = await raw(t.app, { method: 'POST', url: ep.url, headers: headers('application/x-www-form-urlencoded'), payload: twice, ip: freshIp() });
    const p = problemWith(dup, 'twice');
    if (p) problems.push(p);
    expect(problems, problems.join('\n')).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

describe('GET calls that take an id', () => {
  it('refuse ids that are not decimal digits', async () => {
    const urls: Array<[string, string, Endpoint['who']]> = [
      ['/api/share/getCustody', 'dataId', user(() => ten.individual)],
      ['/api/data/downBaoquan', 'dataId', user(() => ten.individual)],
      ['/api/admin/verification/detail', 'id', operator],
      ['/api/admin/invoice/detail', 'id', operator],
      ['/api/notary/detail', 'orderId', user(() => ten.individual)],
      ['/api/notary/applyForm', 'orderId', user(() => ten.individual)],
    ];
    const problems: string[] = [];
    for (const [url, field, who] of urls) {
      for (const value of ['0xb', '1e1', '-1', '1.5', 'true', '0', '9007199254740993']) {
        const w = who();
        const r = await raw(t.app, { url: `${url}?${field}=${encodeURIComponent(value)}`, headers: { authorization: `Bearer ${w.token}`, ...(w.role ? { role: w.role } : {}) }, ip: freshIp() });
        const p = problemWith(r, `${url} ${value}`);
        if (p) problems.push(p);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('still take a plain id as text or as a JSON number', async () => {
    const r = await call(t.app, 'POST', '/api/data/delData', { json: { dataId: 16 }, token: ten.individual.token, role: '1', ip: freshIp() });
    expectOk(r);
    const s = await call(t.app, 'POST', '/api/News/del', { form: { newsId: '16' }, token: ten.individual.token, role: '1', ip: freshIp() });
    expectOk(s);
  });
});
