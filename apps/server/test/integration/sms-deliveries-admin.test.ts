import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSmsDeliveriesResponse } from '@evidence/shared/contracts';
import { call, freshIp, login, register } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { upsertOperator } from '../../src/services/admin/create-operator';
import { purgeOldSmsRecords } from '../../src/services/sms/purge-sms-records';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** /admin/sms's 发送记录: the SMS provider's outcome rows (sms_deliveries) for operators, masked, filterable, kept for a while. */
const OP_PHONE = '13977770009';
const USER_PHONE = '13977770001';
const DAY = 86_400_000;

let t: TestApp;
let opToken: string;
let userToken: string;
const list = (token: string | undefined, query?: Record<string, string>) => call(t.app, 'GET', '/api/admin/smsDeliveries', { ...(token ? { token } : {}), ...(query ? { query } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  await upsertOperator(t.db, { phone: OP_PHONE, name: '短信记录测试员', password: 'op123456' });
  // the registration's code goes through the provider like every message: one 'sent' row
  await register(t.app, t.db, USER_PHONE);
  userToken = await login(t.app, USER_PHONE, 'abc12345');
  opToken = (await call(t.app, 'POST', '/api/admin/login', { form: { phone: OP_PHONE, password: 'op123456' }, ip: freshIp() })).body.data.token;
  const now = Date.now();
  const row = { provider: 'tencent', template: 'CODE_LOGIN', purpose: 'login', provider_ref: null };
  await t.db.insertInto('sms_deliveries').values({ ...row, phone: '13977770002', outcome: 'refused', provider_code: 'FailedOperation.PhoneNumberInBlacklist', reason: '该手机号无法接收平台短信（已退订或被运营商拦截），请更换手机号或联系平台客服', created_at: now + 1 }).execute();
  await t.db.insertInto('sms_deliveries').values({ ...row, phone: '13977770003', outcome: 'failed', provider_code: 'TIMEOUT', reason: '短信发送超时，请稍后再试', created_at: now + 2 }).execute();
  // one past the default retention (180 days) in each table
  await t.db.insertInto('sms_deliveries').values({ ...row, phone: '13977770004', outcome: 'sent', provider_code: null, reason: null, created_at: now - 181 * DAY }).execute();
  await t.db.insertInto('sms_outbox').values({ phone: '13977770004', text: '旧消息', purpose: 'login', provider: 'local', created_at: now - 181 * DAY }).execute();
});
afterAll(async () => t?.close());

describe('GET /api/admin/smsDeliveries', () => {
  it('is for operators only', async () => {
    expectSessionExpired(await list(undefined));
    expectSessionExpired(await list(userToken));
  });

  it('lists every outcome newest first, phones masked, no parameters', async () => {
    const r = await list(opToken);
    expectOk(r);
    const page = ZSmsDeliveriesResponse.parse(r.body.data);
    expect(page.count).toBe(4);
    expect(page.retentionDays).toBe(180);
    // by row: rows are written as messages go out, so the last written is the newest (this test wrote an old one last)
    expect(page.list.map((i) => i.outcome)).toEqual(['sent', 'failed', 'refused', 'sent']);
    expect(page.list[1]).toMatchObject({ phone: '139****0003', provider: 'tencent', template: 'CODE_LOGIN', providerCode: 'TIMEOUT', reason: '短信发送超时，请稍后再试' });
    const registered = page.list.find((i) => i.phone === '139****0001')!;
    expect(registered).toMatchObject({ outcome: 'sent', provider: 'local', purpose: 'register' });
    // the full number and the code the user got appear nowhere in the answer
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(USER_PHONE);
    const code = (await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', USER_PHONE).executeTakeFirstOrThrow()).text.match(/\d{6}/)![0];
    expect(text).not.toContain(code);
  });

  it('finds one phone typed in full and one outcome', async () => {
    const one = ZSmsDeliveriesResponse.parse((await list(opToken, { phone: '13977770002' })).body.data);
    expect(one.list.map((i) => [i.phone, i.outcome])).toEqual([['139****0002', 'refused']]);
    const refused = ZSmsDeliveriesResponse.parse((await list(opToken, { outcome: 'failed' })).body.data);
    expect(refused.count).toBe(1);
    expect(ZSmsDeliveriesResponse.parse((await list(opToken, { phone: '13977770002', outcome: 'sent' })).body.data)).toMatchObject({ list: [], count: 0 });
  });

  it('refuses a bad query in Chinese', async () => {
    expectRefused(await list(opToken, { outcome: 'lost' }), '发送结果不正确');
    expectRefused(await list(opToken, { page: 'x' }), '页码格式不正确');
  });
});

describe('retention', () => {
  it('removes outcome rows and outbox messages past SMS_RECORD_RETENTION_DAYS, nothing newer', async () => {
    const removed = await purgeOldSmsRecords(t.db, Date.now(), 180);
    expect(removed).toEqual({ deliveries: 1, outbox: 1 });
    expect(await t.db.selectFrom('sms_deliveries').select('phone').where('phone', '=', '13977770004').execute()).toEqual([]);
    expect(ZSmsDeliveriesResponse.parse((await list(opToken)).body.data).count).toBe(3);
    // a user's registration code (today) stays in the outbox
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', USER_PHONE).execute()).toHaveLength(1);
    expect(await purgeOldSmsRecords(t.db, Date.now(), 180)).toEqual({ deliveries: 0, outbox: 0 });
  });
});
