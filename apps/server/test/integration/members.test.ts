import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MSG, MSG } from '@evidence/shared/constants';
import { createHash } from 'node:crypto';
import { recordEvidence } from '../../src/services/evidence/record-evidence';
import { newOrderNo } from '../../src/services/orders/order-number';
import { call, freshIp, login } from '../helpers/api';
import { ageSmsCodes, expectOk, expectRefused, expectSessionExpired, raw } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { JPEG, PNG, newUser, operatorToken } from '../helpers/verification';
import { DEMO_PASSWORD } from '../../src/services/demo/seed-demo';
import { lastSmsCode } from '../helpers/api';

/**
 * 成员管理 (001 §2.5, §2.6, §4, §5, §7 Members; 000 §5 unbind): every call on either database, the
 * operator's review, the role switch, disabling (sessions end) and a member's own unbind.
 */
let t: TestApp;
let who: Tenants;
let op: string;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  op = await operatorToken(t.app, t.db, '13900000099');
});
afterAll(async () => t?.close());

type Who = { token: string; role?: string };
const as = (c: Who) => ({ token: c.token, ...(c.role ? { role: c.role } : {}), ip: freshIp() });
const post = (url: string, c: Who | null, form: Record<string, string> = {}) => call(t.app, 'POST', url, { ...(c ? as(c) : { ip: freshIp() }), form });
const get = (url: string, c: Who | null, query: Record<string, string> = {}) => call(t.app, 'GET', url, { ...(c ? as(c) : { ip: freshIp() }), query });
const opCall = (method: 'GET' | 'POST', url: string, data: Record<string, string> = {}) =>
  call(t.app, method, url, { token: op, ip: freshIp(), ...(method === 'GET' ? { query: data } : { form: data }) });

async function upload(c: Who, bytes: Buffer, name = 'letter.jpg') {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/companyMember/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${c.token}`, ...(c.role ? { role: c.role } : {}) },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    remoteAddress: freshIp(),
  });
  return { status: res.statusCode, body: res.json() };
}
async function letter(c: Who = who.companyMain): Promise<string> {
  const r = await upload(c, JPEG);
  expectOk(r);
  return r.body.data.path as string;
}
/** A code of this type sent to the phone by the caller: answers token and code. */
async function code(c: Who, mobile: string, type: '7' | '8'): Promise<{ smsToken: string; smsCode: string }> {
  await ageSmsCodes(t.db, mobile, 61_000);
  const r = await post('/api/companyMember/sendMsg', c, { mobile, type, companyName: '示例科技有限公司' });
  expectOk(r);
  return { smsToken: r.body.data.token, smsCode: await lastSmsCode(t.db, mobile) };
}
const memberRow = (id: number) => t.db.selectFrom('company_members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const notices = async (userId: number) => (await t.db.selectFrom('notifications').select('content').where('user_id', '=', userId).execute()).map((n) => n.content);
const audits = async (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

async function addMember(mobile: string): Promise<number> {
  const c = await code(who.companyMain, mobile, '7');
  const r = await post('/api/companyMember/add', who.companyMain, { mobile, ...c, filePath: await letter() });
  expectOk(r);
  return r.body.data.member_id as number;
}

describe('authorisation', () => {
  const MAIN_ONLY: Array<[string, 'GET' | 'POST', string, Record<string, string>]> = [
    ['getList', 'GET', '/api/companyMember/getList', {}],
    ['queryMember', 'POST', '/api/companyMember/queryMember', { mobile: '13800000001' }],
    ['add', 'POST', '/api/companyMember/add', { mobile: '13800000001' }],
    ['update', 'POST', '/api/companyMember/update', { member_id: '1' }],
    ['stop', 'POST', '/api/companyMember/stop', { member_id: '1' }],
    ['del', 'POST', '/api/companyMember/del', { member_id: '1' }],
    ['getOrderList', 'GET', '/api/companyMember/getOrderList', { member_id: '1' }],
    ['exportOrderList', 'GET', '/api/companyMember/exportOrderList', { member_id: '1' }],
    ['template', 'GET', '/api/companyMember/template', {}],
  ];
  const ANY_USER: Array<[string, 'GET' | 'POST', string, Record<string, string>]> = [
    ['sendMsg', 'POST', '/api/companyMember/sendMsg', { mobile: '13800000001', type: '7' }],
    ['detail', 'GET', '/api/companyMember/detail', { member_id: '1' }],
    ['detail (POST)', 'POST', '/api/companyMember/detail', { member_id: '1' }],
    ['getCurrentRole', 'GET', '/api/companyMember/getCurrentRole', {}],
    ['switchRole', 'POST', '/api/companyMember/switchRole', { role: '1' }],
    ['unbind', 'POST', '/api/companyMember/unbind', { member_id: '1' }],
  ];
  const send = (m: 'GET' | 'POST', url: string, c: Who | null, data: Record<string, string>) => (m === 'GET' ? get(url, c, data) : post(url, c, data));

  it('anonymous: 408 on every call, before the input is looked at', async () => {
    for (const [, m, url, data] of [...MAIN_ONLY, ...ANY_USER]) expectSessionExpired(await send(m, url, null, data));
    expectSessionExpired(await send('POST', '/api/companyMember/add', { token: 'not-a-session' }, {}));
    expectSessionExpired((await raw(t.app, { method: 'POST', url: '/api/companyMember/upload', payload: 'x', headers: { 'content-type': 'text/plain' } })).answer);
    for (const url of ['/api/admin/members/list']) expectSessionExpired(await get(url, null));
    for (const url of ['/api/admin/members/approve', '/api/admin/members/reject']) expectSessionExpired(await post(url, who.companyMain, { member_id: '1' }));
  });

  it('individuals and sub-accounts (either role of the member) cannot manage members', async () => {
    for (const c of [who.individual, who.companySub, who.subPersonal]) {
      for (const [, m, url, data] of MAIN_ONLY) expectRefused(await send(m, url, c, data), MSG.noPermission);
      expectRefused(await upload(c, PNG), MSG.noPermission);
    }
  });

  it('an individual cannot send member codes or read a membership', async () => {
    expectRefused(await post('/api/companyMember/sendMsg', who.individual, { mobile: '13800000003', type: '8' }), MEMBER_MSG.notFound);
    const demo = await t.db.selectFrom('company_members').select('id').where('member_user_id', '=', who.companySub.userId).executeTakeFirstOrThrow();
    for (const c of [who.individual, who.otherCompany, who.subPersonal]) expectRefused(await get('/api/companyMember/detail', c, { member_id: String(demo.id) }), MEMBER_MSG.notFound);
  });
});

describe('queryMember (001 §5: registered, verified, individual, not bound elsewhere)', () => {
  const q = (mobile: string, c: Caller = who.companyMain) => post('/api/companyMember/queryMember', c, { mobile, pid: String(c.userId) });
  it('resolves a verified individual', async () => {
    const r = await q('13800000001');
    expectOk(r);
    expect(r.body.data).toEqual({ user_id: who.individual.userId, name: '李明' });
  });
  it('refuses with the reason', async () => {
    expectRefused(await q(''), MEMBER_MSG.mobileRequired);
    expectRefused(await q('1380000'), MSG.phoneInvalid);
    expectRefused(await q('13899990000'), MEMBER_MSG.notRegistered);
    await newUser(t.app, t.db, '13799990001');
    expectRefused(await q('13799990001'), MEMBER_MSG.notVerified);
    expectRefused(await q('13800000002'), MEMBER_MSG.isSelf);
    expectRefused(await q('13800000004'), MEMBER_MSG.isCompany);
    expectRefused(await q('13800000003'), MEMBER_MSG.alreadyMember);
    expectRefused(await q('13800000003', who.otherCompany), MEMBER_MSG.boundElsewhere);
  });
  it('an unverified company cannot manage members', async () => {
    await t.db.updateTable('users').set({ verify_status: 2 }).where('id', '=', who.otherCompany.userId).execute();
    expectRefused(await q('13800000001', who.otherCompany), MEMBER_MSG.companyNotVerified);
    expectRefused(await get('/api/companyMember/getList', who.otherCompany), MEMBER_MSG.companyNotVerified);
    await t.db.updateTable('users').set({ verify_status: 3 }).where('id', '=', who.otherCompany.userId).execute();
  });
  it('sendMsg sends only to someone the caller may reach', async () => {
    expectRefused(await post('/api/companyMember/sendMsg', who.companyMain, { mobile: '13899990000', type: '7' }), MEMBER_MSG.notRegistered);
    expectRefused(await post('/api/companyMember/sendMsg', who.companyMain, { mobile: '13800000001', type: '9' }), MEMBER_MSG.badType);
    // type 8 only to one of its bound members; another company's member answers like a stranger
    expectRefused(await post('/api/companyMember/sendMsg', who.otherCompany, { mobile: '13800000003', type: '8' }), MEMBER_MSG.notFound);
    expectRefused(await post('/api/companyMember/sendMsg', who.companySub, { mobile: '13800000001', type: '8' }), MEMBER_MSG.mobileMismatch);
  });
});

describe('upload and template', () => {
  it('accepts an image by content only', async () => {
    expectRefused(await upload(who.companyMain, Buffer.from('%PDF-1.4 not an image'), 'x.jpg'), MEMBER_MSG.letterType);
    const r = await upload(who.companyMain, PNG, 'a.txt');
    expectOk(r);
    expect(r.body.data.path).toMatch(/^images\/\d{6}\/[0-9a-f]{32}\.png$/);
  });
  it('the template is a PDF behind a signed URL', async () => {
    const r = await get('/api/companyMember/template', who.companyMain);
    expectOk(r);
    const pdf = await raw(t.app, { url: r.body.data.url });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    expect((await raw(t.app, { url: `${r.body.data.url}x` })).status).toBe(403);
  });
});

describe('the life of a membership', () => {
  let memberId = 0;
  it('add: every field is checked, then status 2 待审核, the member is told', async () => {
    const path = await letter();
    const base = { mobile: '13800000001', smsCode: '123456', smsToken: 'x', filePath: path };
    expectRefused(await post('/api/companyMember/add', who.companyMain, { ...base, mobile: '' }), MEMBER_MSG.mobileRequired);
    expectRefused(await post('/api/companyMember/add', who.companyMain, { ...base, smsCode: '' }), MEMBER_MSG.smsCodeRequired);
    expectRefused(await post('/api/companyMember/add', who.companyMain, { ...base, smsToken: '' }), MEMBER_MSG.smsTokenMissing);
    expectRefused(await post('/api/companyMember/add', who.companyMain, { ...base, filePath: '' }), MEMBER_MSG.letterRequired);
    // another account's image answers like a missing one
    const foreign = await upload(who.otherCompany, PNG);
    const c = await code(who.companyMain, '13800000001', '7');
    expectRefused(await post('/api/companyMember/add', who.companyMain, { ...base, ...c, filePath: foreign.body.data.path }), MEMBER_MSG.letterGone);
    expectRefused(await post('/api/companyMember/add', who.companyMain, { ...base, smsToken: c.smsToken, smsCode: c.smsCode === '000000' ? '111111' : '000000' }), MSG.smsWrong);
    const r = await post('/api/companyMember/add', who.companyMain, { ...base, ...c, son_uid: String(who.individual.userId), pid: String(who.companyMain.userId) });
    expectOk(r);
    memberId = r.body.data.member_id;
    const row = await memberRow(memberId);
    expect({ status: row.status, bind: row.bind_time, member: Number(row.member_user_id) }).toEqual({ status: 2, bind: null, member: who.individual.userId });
    expect((await notices(who.individual.userId)).some((n) => n.includes('示例科技有限公司已将您添加为企业成员'))).toBe(true);
    expect(await audits('member.add')).toHaveLength(1);
    // the code is spent; the same person cannot be added twice
    expectRefused(await post('/api/companyMember/add', who.companyMain, { ...base, ...c }), MEMBER_MSG.alreadyMember);
    expectRefused(await post('/api/companyMember/queryMember', who.otherCompany, { mobile: '13800000001' }), MEMBER_MSG.boundElsewhere);
  });

  it('getList: keyword over name and mobile, §2.5 columns; another company sees none of it', async () => {
    const r = await get('/api/companyMember/getList', who.companyMain, { keyword: '李明', page: '1' });
    expectOk(r);
    expect(r.body.data.count).toBe(1);
    const m = r.body.data.list[0];
    expect(m).toMatchObject({ member_id: memberId, name: '李明', mobile: '13800000001', status: 2, status_name: '待审核', bind_time: null, isBindDevice: 0 });
    expect(m.file_full_path).toMatch(/^\/api\/download\/kyc-image\//);
    expect((await get('/api/companyMember/getList', who.companyMain, { keyword: '0000003' })).body.data.count).toBe(1);
    expect((await get('/api/companyMember/getList', who.companyMain, { keyword: '%' })).body.data.count).toBe(0);
    expect((await get('/api/companyMember/getList', who.companyMain)).body.data.count).toBe(2);
    expect((await get('/api/companyMember/getList', who.otherCompany)).body.data.count).toBe(0);
    expectRefused(await get('/api/companyMember/getList', who.companyMain, { page: 'x' }), '页码格式不正确');
  });

  it("another company can neither see, change, stop nor delete this company's member", async () => {
    const id = String(memberId);
    expectRefused(await get('/api/companyMember/detail', who.otherCompany, { member_id: id }), MEMBER_MSG.notFound);
    expectRefused(await post('/api/companyMember/del', who.otherCompany, { member_id: id }), MEMBER_MSG.notFound);
    expectRefused(await post('/api/companyMember/update', who.otherCompany, { member_id: id, mobile: '13800000001', smsCode: '123456', smsToken: 'x', filePath: await letter(who.otherCompany) }), MEMBER_MSG.notFound);
    expectRefused(await post('/api/companyMember/stop', who.otherCompany, { member_id: id, mobile: '13800000001', smsCode: '123456', smsToken: 'x' }), MEMBER_MSG.notFound);
    expectRefused(await get('/api/companyMember/getOrderList', who.otherCompany, { member_id: id }), MEMBER_MSG.notFound);
    expectRefused(await get('/api/companyMember/exportOrderList', who.otherCompany, { member_id: id }), MEMBER_MSG.notFound);
    expectRefused(await get('/api/companyMember/detail', who.companyMain, { member_id: 'abc' }), MEMBER_MSG.notFound);
    expect((await memberRow(memberId)).status).toBe(2);
  });

  it('a pending member cannot act for the company and cannot be stopped', async () => {
    const r = await get('/api/companyMember/getCurrentRole', who.individual);
    expect(r.body.data.list).toHaveLength(1);
    expectRefused(await post('/api/companyMember/switchRole', who.individual, { role: '2', pid: String(who.companyMain.userId) }), MEMBER_MSG.roleNotHeld);
    expectRefused(await post('/api/companyMember/stop', who.companyMain, { member_id: String(memberId), mobile: '13800000001', smsCode: '123456', smsToken: 'x' }), MEMBER_MSG.onlyBoundStop);
  });

  it('operator rejects (审核未通过, reason), the company edits and resubmits, the operator approves', async () => {
    const list = await opCall('GET', '/api/admin/members/list');
    expectOk(list);
    expect(list.body.data.list.map((m: { member_id: number }) => m.member_id)).toContain(memberId);
    expectRefused(await opCall('POST', '/api/admin/members/reject', { member_id: String(memberId), reason: '' }), MEMBER_MSG.rejectReasonRequired);
    expectOk(await opCall('POST', '/api/admin/members/reject', { member_id: String(memberId), reason: '委托书未盖公章' }));
    expectRefused(await opCall('POST', '/api/admin/members/approve', { member_id: String(memberId) }), MEMBER_MSG.alreadyDecided);
    const d = await get('/api/companyMember/detail', who.companyMain, { member_id: String(memberId) });
    expect(d.body.data).toMatchObject({ status: 2, status_name: '审核未通过', audit_content: '委托书未盖公章' });
    expect((await notices(who.companyMain.userId)).some((n) => n.includes('委托书未盖公章'))).toBe(true);
    expect((await opCall('GET', '/api/admin/members/list')).body.data.list.map((m: { member_id: number }) => m.member_id)).not.toContain(memberId);

    const c = await code(who.companyMain, '13800000001', '7');
    expectOk(await post('/api/companyMember/update', who.companyMain, { member_id: String(memberId), mobile: '13800000001', ...c, filePath: await letter() }));
    expect((await memberRow(memberId)).audit_content).toBeNull();
    expectOk(await opCall('POST', '/api/admin/members/approve', { member_id: String(memberId) }));
    const row = await memberRow(memberId);
    expect(row.status).toBe(3);
    expect(row.bind_time).toBeGreaterThan(0);
    expect((await notices(who.individual.userId)).some((n) => n.includes('您已成为示例科技有限公司的企业成员'))).toBe(true);
    expect(await audits('member.approve')).toHaveLength(1);
    expect(await audits('member.reject')).toHaveLength(1);
  });

  it('a bound member cannot be edited or deleted (only disabled)', async () => {
    expectRefused(await post('/api/companyMember/del', who.companyMain, { member_id: String(memberId) }), MEMBER_MSG.onlyPendingDelete);
    expectRefused(await post('/api/companyMember/update', who.companyMain, { member_id: String(memberId), mobile: '13800000001', smsCode: '123456', smsToken: 'x', filePath: await letter() }), MEMBER_MSG.onlyPendingEdit);
  });

  it("role switch: getCurrentRole lists both; the role decides whose data the very next call uses", async () => {
    const roles = await get('/api/companyMember/getCurrentRole', who.individual);
    expect(roles.body.data.list).toEqual([
      { role: '1', pid: 0, user_id: who.individual.userId, name: '李明', member_id: null, current: true },
      { role: '2', pid: who.companyMain.userId, user_id: who.individual.userId, name: '示例科技有限公司', member_id: memberId, current: false },
    ]);
    expectRefused(await post('/api/companyMember/switchRole', who.individual, { role: '2', pid: String(who.otherCompany.userId) }), MEMBER_MSG.roleNotHeld);
    expectRefused(await post('/api/companyMember/switchRole', who.individual, { role: '3' }), MEMBER_MSG.roleInvalid);
    const s = await post('/api/companyMember/switchRole', who.individual, { role: '2', pid: String(who.companyMain.userId), uid: String(who.individual.userId), client: '1' });
    expectOk(s);
    expect(s.body.data).toEqual({ role: '2', pid: who.companyMain.userId });
    const user = await t.db.selectFrom('users').select(['last_role', 'last_company_id']).where('id', '=', who.individual.userId).executeTakeFirstOrThrow();
    expect({ role: user.last_role, company: Number(user.last_company_id) }).toEqual({ role: '2', company: who.companyMain.userId });
    const asMember = await get('/api/user/getAuthInfo', { token: who.individual.token, role: '2' });
    expect(asMember.body.data).toMatchObject({ role: '2', pid: who.companyMain.userId, company: '示例科技有限公司', memberId });
    // members cannot manage members; the personal role is back with the header
    expectRefused(await get('/api/companyMember/getList', { token: who.individual.token, role: '2' }), MSG.noPermission);
    expect((await get('/api/user/getAuthInfo', { token: who.individual.token, role: '1' })).body.data).toMatchObject({ role: '1', pid: null });
    // without a header the stored role applies
    expect((await get('/api/user/getAuthInfo', { token: who.individual.token })).body.data.role).toBe('2');
    // back to the personal role as the header's role switcher sends it: pid 0 (the role list's own value)
    const back = await post('/api/companyMember/switchRole', who.individual, { role: '1', pid: '0', uid: String(who.individual.userId) });
    expectOk(back);
    expect((await get('/api/user/getAuthInfo', { token: who.individual.token })).body.data.role).toBe('1');
    expectOk(await post('/api/companyMember/switchRole', who.individual, { role: '2', pid: String(who.companyMain.userId) }));
    // whose records the list reads: as a member, what it preserved for the company (owner: the
    // company); as a person, its own
    const hex = (alg: string, v: string) => createHash(alg).update(v).digest('hex');
    const make = (owner: number, v: string) =>
      recordEvidence(t.db, t.ledger, {
        ownerUserId: owner, creatorUserId: who.individual.userId, fileName: `${v}.pdf`, title: `${v}.pdf`, label: null,
        fileType: 1, productType: 1, mime: 'application/pdf', size: 8, sha256: hex('sha256', v), sm3: hex('sm3', v), blobKey: `evidence/test/${v}`,
      }, null);
    const forCompany = await make(who.companyMain.userId, 'company-record');
    const own = await make(who.individual.userId, 'own-record');
    const listed = async (role: string) => JSON.stringify((await get('/api/data/getList', { token: who.individual.token, role })).body.data.list);
    const asMember2 = await listed('2');
    expect(asMember2).toContain(forCompany.evidence_no);
    expect(asMember2).not.toContain(own.evidence_no);
    const asPerson = await listed('1');
    expect(asPerson).toContain(own.evidence_no);
    expect(asPerson).not.toContain(forCompany.evidence_no);
    expect(await listed('')).toContain(forCompany.evidence_no);
  });

  it('member consumption: filters, pages, end-of-day rule, export', async () => {
    const base = Date.parse('2026-03-10T00:00:00+08:00');
    const rows = [
      { at: base + 1000, pay: 2, bus: 5, points: 150 },
      { at: base + 86_399_000, pay: 2, bus: 2, points: 200 },
      { at: base + 86_400_000, pay: 1, bus: 5, points: 300 },
      { at: base - 1000, pay: 4, bus: 5, points: 400 },
    ];
    for (const r of rows) {
      await t.db.insertInto('orders').values({
        order_no: newOrderNo('consumption'), account_user_id: who.companyMain.userId, actor_user_id: who.individual.userId, member_id: memberId, kind: 'consumption', bus_type: r.bus,
        description: '数据存证', money_cents: 0, points_cents: r.points, pay_status: r.pay, pay_type: 4, origin: 0, invoice_status: 0, invoice_id: null, evidence_id: null,
        provider: null, provider_trade_no: null, paid_at: null, closed_at: null, created_at: r.at, updated_at: r.at,
      }).execute();
    }
    // another member's and a recharge order never show
    await t.db.insertInto('orders').values({
      order_no: newOrderNo('recharge'), account_user_id: who.companyMain.userId, actor_user_id: who.companyMain.userId, member_id: null, kind: 'recharge', bus_type: null,
      description: '充值', money_cents: 100, points_cents: 100, pay_status: 2, pay_type: 2, origin: 0, invoice_status: 0, invoice_id: null, evidence_id: null,
      provider: null, provider_trade_no: null, paid_at: null, closed_at: null, created_at: base, updated_at: base,
    }).execute();
    const list = (q: Record<string, string>) => get('/api/companyMember/getOrderList', who.companyMain, { member_id: String(memberId), ...q });
    const all = await list({});
    expectOk(all);
    expect(all.body.data.count).toBe(4);
    expect(all.body.data.data[0]).toMatchObject({ balance: '3.00', pay_status_name: '待支付', type_name: '数据存证', name: '李明', mobile: '13800000001' });
    expect((await list({ startTime: '2026-03-10', endTime: '2026-03-10' })).body.data.count).toBe(2);
    expect((await list({ payStatus: '2' })).body.data.count).toBe(2);
    expect((await list({ payStatus: '1' })).body.data.count).toBe(1);
    expect((await list({ payStatus: '3' })).body.data.data[0].pay_status_name).toBe('已取消');
    expect((await list({ busType: '2' })).body.data.data[0].type_name).toBe('网页取证');
    expectRefused(await list({ payStatus: '9' }), '订单状态不正确');
    expectRefused(await list({ startTime: '10/03/2026' }), '日期格式不正确');

    const xlsx = await raw(t.app, { url: `/api/companyMember/exportOrderList?member_id=${memberId}&startTime=2026-03-10&endTime=2026-03-10`, headers: { authorization: `Bearer ${who.companyMain.token}` } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const res = await t.app.inject({ url: `/api/companyMember/exportOrderList?member_id=${memberId}`, headers: { authorization: `Bearer ${who.companyMain.token}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.getRow(2).getCell(4).value).toBe('3.00');
    expectRefused(await get('/api/companyMember/exportOrderList', who.companyMain, { member_id: String(memberId), busType: '9' }), MEMBER_MSG.noData);
  });

  it("stop: code to the member's phone; status 4 for good; the member's sessions end at once", async () => {
    const memberToken = { token: who.individual.token, role: '2' };
    const other = { token: await login(t.app, '13800000001', DEMO_PASSWORD), role: '1' };
    const c = await code(who.companyMain, '13800000001', '8');
    expectRefused(await post('/api/companyMember/stop', who.companyMain, { member_id: String(memberId), mobile: '13800000003', ...c }), MEMBER_MSG.mobileMismatch);
    expectRefused(await post('/api/companyMember/stop', who.companyMain, { member_id: String(memberId), mobile: '13800000001', smsToken: c.smsToken, smsCode: '' }), MEMBER_MSG.smsCodeRequired);
    expectOk(await post('/api/companyMember/stop', who.companyMain, { member_id: String(memberId), mobile: '13800000001', son_uid: String(who.individual.userId), ...c, reason: '离职' }));
    const row = await memberRow(memberId);
    expect({ status: row.status, reason: row.stop_reason }).toEqual({ status: 4, reason: '离职' });
    expect(row.stop_time).toBeGreaterThan(0);
    // both of the member's sessions (company role and personal role) are over
    expectSessionExpired(await get('/api/user/getAuthInfo', memberToken));
    expectSessionExpired(await get('/api/user/getAuthInfo', other));
    // logging in again: the company role is gone (403 as the auth plugin refuses it), personal works
    const fresh = await login(t.app, '13800000001', DEMO_PASSWORD);
    const user = await t.db.selectFrom('users').select(['last_role']).where('id', '=', who.individual.userId).executeTakeFirstOrThrow();
    expect(user.last_role).toBe('1');
    const again = await get('/api/user/getAuthInfo', { token: fresh, role: '2' });
    expect({ status: again.status, code: again.body.code, msg: again.body.msg }).toEqual({ status: 403, code: 403, msg: MSG.roleInvalid });
    expectOk(await get('/api/user/getAuthInfo', { token: fresh, role: '1' }));
    expectRefused(await post('/api/companyMember/stop', who.companyMain, { member_id: String(memberId), mobile: '13800000001', ...c }), MEMBER_MSG.onlyBoundStop);
    expectRefused(await post('/api/companyMember/del', who.companyMain, { member_id: String(memberId) }), MEMBER_MSG.onlyPendingDelete);
    const d = await get('/api/companyMember/detail', who.companyMain, { member_id: String(memberId) });
    expect(d.body.data).toMatchObject({ status: 4, status_name: '已停用', stop_reason: '离职' });
    expect((await notices(who.individual.userId)).some((n) => n.includes('成员身份已被停用'))).toBe(true);
    // a disabled member may be added again as a new membership
    expectOk(await post('/api/companyMember/queryMember', who.companyMain, { mobile: '13800000001' }));
    who.individual.token = fresh;
  });

  it('del: a pending membership is deleted', async () => {
    const id = await addMember('13800000001');
    expectOk(await post('/api/companyMember/del', who.companyMain, { member_id: String(id), pid: String(who.companyMain.userId) }));
    expect(await t.db.selectFrom('company_members').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await audits('member.delete')).toHaveLength(1);
  });
});

describe('a member unbinds itself (000 §5, §7)', () => {
  it('code to its own phone, irreversible, back to personal, the company is told', async () => {
    const demo = await t.db.selectFrom('company_members').selectAll().where('member_user_id', '=', who.companySub.userId).where('status', '=', 3).executeTakeFirstOrThrow();
    const id = String(demo.id);
    const d = await get('/api/companyMember/detail', who.companySub, { member_id: id });
    expect(d.body.data).toMatchObject({ company_name: '示例科技有限公司', status: 3 });
    // only in the member role, only its own membership
    expectRefused(await post('/api/companyMember/unbind', who.subPersonal, { member_id: id, smsCode: '123456', smsToken: 'x' }), MEMBER_MSG.notActingMember);
    expectRefused(await post('/api/companyMember/unbind', who.companyMain, { member_id: id, smsCode: '123456', smsToken: 'x' }), MEMBER_MSG.notActingMember);
    const c = await code(who.companySub, '13800000003', '8');
    expectRefused(await post('/api/companyMember/unbind', who.companySub, { member_id: String(Number(id) + 1000), ...c }), MEMBER_MSG.notFound);
    expectRefused(await post('/api/companyMember/unbind', who.companySub, { member_id: id, smsToken: c.smsToken, smsCode: '' }), MSG.smsRequired);
    expectOk(await post('/api/companyMember/unbind', who.companySub, { member_id: id, son_uid: String(who.companySub.userId), ...c }));
    const row = await memberRow(Number(id));
    expect({ status: row.status, reason: row.stop_reason }).toEqual({ status: 4, reason: MEMBER_STOP_REASON_SELF });
    const next = await get('/api/user/getAuthInfo', who.companySub);
    expect(next.status).toBe(403);
    expect((await get('/api/user/getAuthInfo', who.subPersonal)).body.data.role).toBe('1');
    expect((await get('/api/companyMember/getCurrentRole', who.subPersonal)).body.data.list).toHaveLength(1);
    expect((await notices(who.companyMain.userId)).some((n) => n.includes('已自行解除与本企业的绑定'))).toBe(true);
    expect(await audits('member.unbind')).toHaveLength(1);
  });
});

const MEMBER_STOP_REASON_SELF = '成员自行解绑';
