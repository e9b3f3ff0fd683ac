import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserInfo } from '@evidence/shared/contracts';
import { call, freshIp } from '../helpers/api';
import { counts, expectOk, userRow } from '../helpers/checks';
import { DEMO_GIFT_CENTS, seedDemo } from '../../src/services/demo/seed-demo';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await seedDemo(t.db);
});
afterAll(async () => t?.close());

async function demoLogin(phone: string) {
  const r = await call(t.app, 'POST', '/api/login', { form: { phone, password: 'demo1234' }, ip: freshIp() });
  expectOk(r);
  return { token: r.body.data.token as string, info: ZUserInfo.parse(r.body.data.userInfo) };
}

describe('seedDemo', () => {
  it('running twice leaves 4 users, 1 operator and one bound membership', async () => {
    const c = await counts(t.db);
    expect(c).toMatchObject({ users: 4, operators: 1, company_members: 1 });
    const company = await userRow(t.db, '13800000002');
    const member = await userRow(t.db, '13800000003');
    const m = await t.db.selectFrom('company_members').selectAll().executeTakeFirstOrThrow();
    expect(m).toMatchObject({ company_user_id: company.id, member_user_id: member.id, status: 3 });
    expect(m.bind_time).toEqual(expect.any(Number));
  });

  it('the sub-account starts acting for its company', async () => {
    const company = await userRow(t.db, '13800000002');
    const { token, info } = await demoLogin('13800000003');
    expect(info).toMatchObject({ role: '2', company: '示例科技有限公司', pid: company.id, companyStatus: 3, bindStatus: 3, points: DEMO_GIFT_CENTS / 100, newsNum: 0 });
    expect(info.memberId).toEqual(expect.any(Number));

    const asMember = await call(t.app, 'GET', '/api/user/getAuthInfo', { token, role: '2' });
    expectOk(asMember);
    expect(ZUserInfo.parse(asMember.body.data)).toMatchObject({ phone: '13800000003', role: '2', pid: company.id, company: '示例科技有限公司' });

    const personal = await call(t.app, 'GET', '/api/user/getAuthInfo', { token, role: '1' });
    expectOk(personal);
    expect(ZUserInfo.parse(personal.body.data)).toMatchObject({ phone: '13800000003', role: '1', pid: null, company: null, memberId: null, bindStatus: null, status: 1, userStatus: 3 });
  });

  it('the company main account and the others carry their real values', async () => {
    const main = (await demoLogin('13800000002')).info;
    expect(main).toMatchObject({ status: 2, company: '示例科技有限公司', companyStatus: 3, role: '1', pid: null, contactName: '王芳', contactPhone: '13800000002', points: DEMO_GIFT_CENTS / 100, newsNum: 0 });
    expect((await demoLogin('13800000001')).info).toMatchObject({ status: 1, userStatus: 3, company: null, companyStatus: null, points: DEMO_GIFT_CENTS / 100, newsNum: 0 });
    expect((await demoLogin('13800000004')).info).toMatchObject({ status: 2, company: '第二示例贸易有限公司' });
  });

  it('the demo operator can sign in to the console', async () => {
    const r = await call(t.app, 'POST', '/api/admin/login', { form: { phone: '13800000009', password: 'demo1234' }, ip: freshIp() });
    expectOk(r);
    expect(r.body.data.operator.name).toBe('公证处演示操作员');
  });

  it('seeding again resets a locked demo account', async () => {
    await t.db.updateTable('users').set({ failed_logins: 5, locked_until: Date.now() + 60_000 }).where('phone', '=', '13800000001').execute();
    await seedDemo(t.db);
    expect(await userRow(t.db, '13800000001')).toMatchObject({ failed_logins: 0, locked_until: null });
    expect(await counts(t.db)).toMatchObject({ users: 4, operators: 1, company_members: 1 });
  });
});
