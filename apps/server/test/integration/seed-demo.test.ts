import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MSG } from '@evidence/shared/constants';
import { ZUserInfo, ZVerifyInfo } from '@evidence/shared/contracts';
import { call, freshIp } from '../helpers/api';
import { counts, expectOk, userRow } from '../helpers/checks';
import { DEMO_IDENTITIES } from '../../src/services/demo/demo-identities';
import { DEMO_GIFT_CENTS, seedDemo } from '../../src/services/demo/seed-demo';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.config);
  await seedDemo(t.db, t.config);
});
afterAll(async () => t?.close());

async function demoLogin(phone: string) {
  const r = await call(t.app, 'POST', '/api/login', { form: { phone, password: 'demo1234' }, ip: freshIp() });
  expectOk(r);
  return { token: r.body.data.token as string, info: ZUserInfo.parse(r.body.data.userInfo) };
}

describe('seedDemo', () => {
  it('running twice leaves 4 users, 2 operators (one a notary) and one bound membership', async () => {
    const c = await counts(t.db);
    expect(c).toMatchObject({ users: 4, operators: 2, company_members: 1 });
    const company = await userRow(t.db, '13800000002');
    const member = await userRow(t.db, '13800000003');
    const m = await t.db.selectFrom('company_members').selectAll().executeTakeFirstOrThrow();
    expect(m).toMatchObject({ company_user_id: company.id, member_user_id: member.id, status: 3 });
    expect(m.bind_time).toEqual(expect.any(Number));
  });

  it('the sub-account starts acting for its company', async () => {
    const company = await userRow(t.db, '13800000002');
    const { token, info } = await demoLogin('13800000003');
    expect(info).toMatchObject({ role: '2', company: '示例科技有限公司', pid: company.id, companyStatus: 3, bindStatus: 3, points: DEMO_GIFT_CENTS / 100 });
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
    expect(main).toMatchObject({ status: 2, company: '示例科技有限公司', companyStatus: 3, role: '1', pid: null, contactName: '王芳', contactPhone: '13800000002', points: DEMO_GIFT_CENTS / 100, newsNum: 1 });
    expect((await demoLogin('13800000001')).info).toMatchObject({ status: 1, userStatus: 3, company: null, companyStatus: null, contactName: '李明', points: DEMO_GIFT_CENTS / 100, newsNum: 1 });
    expect((await demoLogin('13800000004')).info).toMatchObject({ status: 2, company: '第二示例贸易有限公司' });
  });

  it('the demo operator can sign in to the console', async () => {
    const r = await call(t.app, 'POST', '/api/admin/login', { form: { phone: '13800000009', password: 'demo1234' }, ip: freshIp() });
    expectOk(r);
    expect(r.body.data.operator.name).toBe('公证处演示操作员');
  });

  it('seeding again resets a locked demo account', async () => {
    await t.db.updateTable('users').set({ failed_logins: 5, locked_until: Date.now() + 60_000 }).where('phone', '=', '13800000001').execute();
    await seedDemo(t.db, t.config);
    expect(await userRow(t.db, '13800000001')).toMatchObject({ failed_logins: 0, locked_until: null });
    expect(await counts(t.db)).toMatchObject({ users: 4, operators: 2, company_members: 1 });
  });

  it('each verified account has the approved record its pages show (/person-info, /kyc-info), once', async () => {
    const persons = { '13800000001': '李明', '13800000003': '赵磊' } as const;
    for (const [phone, name] of Object.entries(persons)) {
      const { token } = await demoLogin(phone);
      const r = await call(t.app, 'GET', '/api/user/getVerifyInfo', { token, role: '1' });
      expectOk(r);
      const v = ZVerifyInfo.parse(r.body.data);
      expect(v).toMatchObject({ status: 1, userStatus: 3, message: VERIFY_MSG.personVerified, editable: false, masked: true });
      expect(v.current).toMatchObject({ kind: 'person', status: 3, reviewedAt: expect.any(Number), company: null });
      expect(v.current?.person).toMatchObject({ userName: name, type: 1, face: { result: 'SUCCESS', provider: 'local' } });
      // masked by the server, the stored number opened from its seal
      const form = DEMO_IDENTITIES[phone]!.form({ authorFront: 'x', authorBack: 'x', authorHand: 'x' } as never) as { idCard: string };
      expect(v.current?.person?.idCard).toContain('*');
      expect(v.current?.person?.idCard.slice(-2)).toBe(form.idCard.slice(-2));
      for (const img of [v.current?.person?.authorFront, v.current?.person?.authorBack, v.current?.person?.authorHand]) {
        const res = await t.app.inject({ method: 'GET', url: img!.url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('image/png');
      }
    }
    const companies = { '13800000002': ['示例科技有限公司', '王芳'], '13800000004': ['第二示例贸易有限公司', '陈静'] } as const;
    for (const [phone, [company, contact]] of Object.entries(companies)) {
      const { token } = await demoLogin(phone);
      const r = await call(t.app, 'GET', '/api/user/getVerifyInfo', { token, role: '1' });
      expectOk(r);
      const v = ZVerifyInfo.parse(r.body.data);
      expect(v).toMatchObject({ status: 2, userStatus: 3, message: VERIFY_MSG.companyVerified, editable: false, canChangeAuthor: true });
      expect(v.current).toMatchObject({ kind: 'company', status: 3, person: null });
      expect(v.current?.company).toMatchObject({ company, contactName: contact, authorName: contact, license: { url: expect.any(String) } });
    }
    // seeded twice (and a third time below): one approved submission per account, no other
    const subs = await t.db.selectFrom('verification_submissions').select(['user_id', 'kind', 'status']).execute();
    expect(subs).toHaveLength(4);
    expect(subs.every((s) => Number(s.status) === 3)).toBe(true);
  });

  it('the identity numbers are stored sealed, as a real submission stores them', async () => {
    const li = await userRow(t.db, '13800000001');
    const row = await t.db
      .selectFrom('person_verifications as p')
      .innerJoin('verification_submissions as s', 's.id', 'p.submission_id')
      .select(['p.id_card_enc', 'p.mobile_enc', 's.subject_key'])
      .where('s.user_id', '=', li.id)
      .executeTakeFirstOrThrow();
    const form = DEMO_IDENTITIES['13800000001']!.form({ authorFront: 'x', authorBack: 'x', authorHand: 'x' } as never) as { idCard: string };
    expect(row.id_card_enc).not.toContain(form.idCard);
    expect(row.mobile_enc).not.toContain('13800000001');
    expect(row.subject_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an account an older seed marked verified without any record gets one', async () => {
    const li = await userRow(t.db, '13800000001');
    const ids = (await t.db.selectFrom('verification_submissions').select('id').where('user_id', '=', li.id).execute()).map((r) => r.id);
    await t.db.deleteFrom('face_verifications').where('submission_id', 'in', ids).execute();
    await t.db.deleteFrom('person_verifications').where('submission_id', 'in', ids).execute();
    await t.db.deleteFrom('verification_submissions').where('id', 'in', ids).execute();
    await t.db.updateTable('users').set({ verify_status: 3 }).where('id', '=', li.id).execute();
    await seedDemo(t.db, t.config);
    const { token } = await demoLogin('13800000001');
    const v = ZVerifyInfo.parse((await call(t.app, 'GET', '/api/user/getVerifyInfo', { token, role: '1' })).body.data);
    expect(v).toMatchObject({ userStatus: 3, current: { kind: 'person', status: 3, person: { userName: '李明' } } });
  });
});
