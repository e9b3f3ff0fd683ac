import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, FACE_MSG, RepairType, VERIFY_MSG, VerifyStatus } from '@evidence/shared/constants';
import { ZReviewDetail, ZVerifyInfo } from '@evidence/shared/contracts';
import { call, freshIp, type Answer } from '../helpers/api';
import { completeFace } from '../helpers/face';
import { expectOk, expectRefused, userRow } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { companyForm, imagePath, JPEG, nationalId, newUser, operatorToken, personForm, PNG } from '../helpers/verification';

/**
 * The verification state machine (000 §4) through the API: every allowed and refused transition
 * with its exact message, the operator's decisions with their notice, audit row and SMS, and a
 * company's uploads cleared on rejection.
 */
let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await operatorToken(t.app, t.db, '13966660009');
});
afterAll(async () => t?.close());

const post = (url: string, token: string, form: Record<string, string>) => call(t.app, 'POST', url, { token, form, ip: freshIp() });
const info = async (token: string, full = false) => {
  const r = await call(t.app, 'GET', '/api/user/getVerifyInfo', { token, ...(full ? { query: { full: '1' } } : {}) });
  expectOk(r);
  return ZVerifyInfo.parse(r.body.data);
};
const approve = (id: number, token = op) => post('/api/admin/verification/approve', token, { id: String(id) });
const reject = (id: number, reason: string, token = op) => post('/api/admin/verification/reject', token, { id: String(id), reason });
const notices = async (userId: number) => (await t.db.selectFrom('notifications').select('content').where('user_id', '=', userId).orderBy('id').execute()).map((r) => r.content);
const audits = async (action: string, targetId: number) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();
const lastSms = async (phone: string) => (await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirst())?.text;

function submittedId(r: Answer<unknown>): number {
  expectOk(r);
  return (r.body.data as { id: number }).id;
}

describe('an individual: 1 → 2 → 4 → 2 → 3', () => {
  let u: Awaited<ReturnType<typeof newUser>>;
  let first: number;
  beforeAll(async () => {
    u = await newUser(t.app, t.db, '13966660001');
  });

  it('starts unverified with no account type, the form editable and no message', async () => {
    const v = await info(u.token);
    expect(v).toMatchObject({ status: AccountType.none, userStatus: VerifyStatus.unverified, message: null, editable: true, current: null, authorChange: null });
  });

  it('submits: status 2, account type 1, the §4 message, one audit row and no notice yet', async () => {
    const r = await post('/api/peruser/perAuthorize', u.token, await personForm(t.app, u));
    first = submittedId(r);
    expect(r.body.msg).toBe(VERIFY_MSG.submitted);
    expect(r.body.data).toEqual({ id: first, userStatus: 2, status: 1 });
    expect(await userRow(t.db, u.phone)).toMatchObject({ verify_status: 2, account_type: 1 });
    const v = await info(u.token);
    expect(v.message).toBe('您已提交认证，资料审核中…');
    expect(v.editable).toBe(false);
    expect(v.current).toMatchObject({ id: first, kind: 'person', status: 2, rejectReason: null });
    expect(v.current!.person).toMatchObject({ userName: '张三丰', idCard: '110***********' + nationalId().slice(-4), mobile: '137****5678', sex: 0, type: 1 });
    expect(await audits('verification.submit', first)).toHaveLength(1);
    expect(await notices(u.userId)).toEqual([]);
  });

  it('refuses a second form while under review, with the §4 message, of either kind', async () => {
    expectRefused(await post('/api/peruser/perAuthorize', u.token, await personForm(t.app, u)), '您已提交认证，资料审核中…');
    expectRefused(await post('/api/user/companyAuthorize', u.token, await companyForm(t.app, u)), '您已提交认证，资料审核中…');
    expect(await t.db.selectFrom('verification_submissions').select('id').where('user_id', '=', u.userId).execute()).toHaveLength(1);
  });

  it('a rejection needs a reason; it moves 2 → 4 with the individual failure message, a notice, an audit row and an SMS', async () => {
    expectRefused(await reject(first, ''), VERIFY_MSG.rejectReasonRequired);
    expectRefused(await reject(first, '   '), VERIFY_MSG.rejectReasonRequired);
    expectRefused(await reject(first, '因'.repeat(201)), VERIFY_MSG.rejectReasonTooLong);
    const r = await reject(first, '手持身份证照片不清晰');
    expectOk(r);
    expect(r.body).toMatchObject({ msg: VERIFY_MSG.rejected, data: { id: first, status: 4 } });
    expect(await userRow(t.db, u.phone)).toMatchObject({ verify_status: 4, account_type: 1 });
    const v = await info(u.token);
    expect(v.message).toBe('抱歉，您的个人实名认证失败！ 您提交的资料审核未通过，请重新认证。');
    expect(v.editable).toBe(true);
    expect(v.current).toMatchObject({ status: 4, rejectReason: '手持身份证照片不清晰', filesCleared: false });
    // an individual's photos are not cleared (000 §4 says so only for a company)
    expect(v.current!.person!.authorFront).not.toBeNull();
    expect(await notices(u.userId)).toEqual(['您的个人实名认证未通过审核，原因：手持身份证照片不清晰。请修改资料后重新提交认证。']);
    const audit = await audits('verification.reject', first);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'operator' });
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ userId: u.userId, kind: 'person', reason: '手持身份证照片不清晰' });
    expect(await lastSms(u.phone)).toContain('个人实名认证未通过审核');
  });

  it('a decided submission cannot be decided again', async () => {
    expectRefused(await approve(first), VERIFY_MSG.alreadyReviewed);
    expectRefused(await reject(first, '再次驳回'), VERIFY_MSG.alreadyReviewed);
  });

  it('in 4 the form is editable: full values are given to fill it again, and it goes back to 2', async () => {
    const full = await info(u.token, true);
    expect(full.masked).toBe(false);
    expect(full.current!.person!.idCard).toBe(nationalId());
    expect(full.current!.person!.mobile).toBe('13712345678');
    const again = await personForm(t.app, u, { authorFront: full.current!.person!.authorFront!.path, authorBack: full.current!.person!.authorBack!.path });
    const second = submittedId(await post('/api/peruser/perAuthorize', u.token, again));
    expect(second).not.toBe(first);
    expect(await userRow(t.db, u.phone)).toMatchObject({ verify_status: 2 });
    // while under review, full is not honoured
    expect((await info(u.token, true)).masked).toBe(true);
    // an individual is approved only after the face check passed (decision 92)
    expectRefused(await approve(second), FACE_MSG.approveNeedsFace);
    await completeFace(t.app, u.token);
    const approved = await approve(second);
    expectOk(approved);
    expect(approved.body).toMatchObject({ msg: VERIFY_MSG.approved, data: { id: second, status: 3 } });
    expect(await userRow(t.db, u.phone)).toMatchObject({ verify_status: 3, account_type: 1, contact_name: '张三丰', company: null });
    const v = await info(u.token);
    expect(v.message).toBe('恭喜，您的个人实名认证成功！');
    expect(v.current).toMatchObject({ id: second, status: 3 });
    expect((await notices(u.userId)).at(-1)).toBe('您的个人实名认证已通过审核。');
    expect(await audits('verification.approve', second)).toHaveLength(1);
    expect(await lastSms(u.phone)).toContain('个人实名认证已通过审核');
  });

  it('in 3 nothing is submitted again, and an individual changes no company data', async () => {
    expectRefused(await post('/api/peruser/perAuthorize', u.token, await personForm(t.app, u)), VERIFY_MSG.alreadyVerified);
    expectRefused(await post('/api/user/companyAuthorize', u.token, await companyForm(t.app, u)), VERIFY_MSG.alreadyVerified);
    const author = await companyForm(t.app, u);
    expectRefused(await post('/api/user/updateAuthor', u.token, author), VERIFY_MSG.notCompany);
    expectRefused(await post('/api/user/accountCode', u.token, { mobile: '13966669999' }), VERIFY_MSG.notCompany);
  });

  it('the user info carries the verified name and the photos as expiring URLs', async () => {
    const r = await call(t.app, 'GET', '/api/user/getAuthInfo', { token: u.token });
    expectOk(r);
    expect(r.body.data).toMatchObject({ status: 1, userStatus: 3, userName: '张三丰', address: '北京市东城区东华门街道1号', taxNumber: null, contactPhone: null });
    expect(r.body.data.authorFront).toMatch(/^\/api\/download\/kyc-image\//);
  });
});

describe('status 5 is editable; a user may pick the other kind while editable', () => {
  it('submits from 5, and a company form makes the account a company', async () => {
    const u = await newUser(t.app, t.db, '13966660002');
    await t.db.updateTable('users').set({ verify_status: VerifyStatus.editable }).where('id', '=', u.userId).execute();
    expect((await info(u.token)).editable).toBe(true);
    expect((await info(u.token)).message).toBeNull();
    const id = submittedId(await post('/api/user/companyAuthorize', u.token, await companyForm(t.app, u, { taxNumber: '91110000600037341L' })));
    expect(await userRow(t.db, u.phone)).toMatchObject({ verify_status: 2, account_type: 2 });
    expectOk(await reject(id, '营业执照已过期'));
    const id2 = submittedId(await post('/api/peruser/perAuthorize', u.token, await personForm(t.app, u, { idCard: nationalId('19950505', '017') })));
    expect(id2).toBeGreaterThan(id);
    expect(await userRow(t.db, u.phone)).toMatchObject({ verify_status: 2, account_type: 1 });
  });
});

describe('a company: rejection clears its uploads; approval; a new authorised person', () => {
  let c: Awaited<ReturnType<typeof newUser>>;
  let firstForm: Record<string, string>;
  let first: number;
  let approvedId: number;

  beforeAll(async () => {
    c = await newUser(t.app, t.db, '13966660003');
  });

  it('submits: status 2, account type 2', async () => {
    firstForm = await companyForm(t.app, c);
    first = submittedId(await post('/api/user/companyAuthorize', c.token, firstForm));
    expect(await userRow(t.db, c.phone)).toMatchObject({ verify_status: 2, account_type: 2 });
    const v = await info(c.token);
    expect(v.current!.company).toMatchObject({ company: '北京示例数据科技有限公司', accountNo: '6222***********3445', contactPhone: '136****6666', authorPhone: '135****8888' });
    expect(v.current!.company!.license!.url).toMatch(/^\/api\/download\/kyc-image\//);
  });

  it('rejection moves 2 → 4 with the company message and drops every upload of the form', async () => {
    const names = ['license', 'file', 'authorFront', 'authorBack'].map((f) => firstForm[f]!.split('/').pop()!);
    const keys = (await t.db.selectFrom('uploaded_images').select('blob_key').where('name', 'in', names).execute()).map((r) => r.blob_key);
    expect(keys).toHaveLength(4);
    const blobFile = (key: string) => path.join(t.dataDir, 'blobs', ...key.split('/'));
    for (const k of keys) expect(fs.existsSync(blobFile(k))).toBe(true);
    expectOk(await reject(first, '授权委托书未加盖公章'));
    expect(await userRow(t.db, c.phone)).toMatchObject({ verify_status: 4, account_type: 2 });
    const v = await info(c.token);
    expect(v.message).toBe('抱歉，您的企业实名认证失败！ 您提交的资料审核未通过，请重新认证。');
    expect(v.current).toMatchObject({ status: 4, rejectReason: '授权委托书未加盖公章', filesCleared: true });
    expect(v.current!.company).toMatchObject({ license: null, file: null, authorFront: null, authorBack: null, company: '北京示例数据科技有限公司' });
    const row = await t.db.selectFrom('company_verifications').selectAll().where('submission_id', '=', first).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ license: null, file: null, author_front: null, author_back: null });
    expect(await t.db.selectFrom('uploaded_images').select('id').where('name', 'in', names).execute()).toEqual([]);
    for (const k of keys) expect(fs.existsSync(blobFile(k))).toBe(false);
    expect((await notices(c.userId)).at(-1)).toContain('已上传的营业执照、授权委托书和身份证照片已清除');
  });

  it('the same form sent again is refused: its images are gone and must be uploaded again', async () => {
    expectRefused(await post('/api/user/companyAuthorize', c.token, firstForm), '营业执照不存在，请重新上传');
    const fresh = await companyForm(t.app, c);
    approvedId = submittedId(await post('/api/user/companyAuthorize', c.token, fresh));
    expectOk(await approve(approvedId));
    expect(await userRow(t.db, c.phone)).toMatchObject({ verify_status: 3, account_type: 2, company: '北京示例数据科技有限公司', contact_name: '王五', repair_type: null });
    const v = await info(c.token);
    expect(v).toMatchObject({ message: '恭喜您，您已成功通过企业实名认证！', canChangeAccount: true, canChangeAuthor: true });
    expect((await notices(c.userId)).at(-1)).toBe('您的企业实名认证已通过审核。');
  });

  it('the user info lists the company fields masked, with the account phone as contactPhone', async () => {
    const r = await call(t.app, 'GET', '/api/user/getAuthInfo', { token: c.token });
    expect(r.body.data).toMatchObject({
      status: 2,
      userStatus: 3,
      company: '北京示例数据科技有限公司',
      taxNumber: '91110108MA01ABCD3' + r.body.data.taxNumber.slice(-1),
      accountNo: '6222***********3445',
      contactName: '王五',
      contactPhone: c.phone,
      contactIdcard: expect.stringMatching(/^110\*{11}\d{3}[\dX]$/),
      authorName: '赵六',
      authorSex: 0,
      authorBrith: '1988-08-08',
      authorPhone: '135****8888',
      legalName: '李四',
      legalSex: 1,
      legalBirth: '1985-06-15',
      authorHand: null,
    });
    expect(r.body.data.license_path).toMatch(/^images\/\d{6}\/[0-9a-f]{32}\.png$/);
  });

  it('a new authorised person: repairType 2 while reviewed, one at a time, then approved', async () => {
    const change = {
      authorName: '孙七',
      authorSex: '1',
      authorBrith: '1990-02-02',
      authorPhone: '13511112222',
      authorIdcard: nationalId('19900202', '128', '110102'),
      authorAddress: '北京市西城区金融街4号',
      file: await imagePath(t.app, c, JPEG),
      authorFront: await imagePath(t.app, c),
      authorBack: await imagePath(t.app, c),
    };
    const r = await post('/api/user/updateAuthor', c.token, change);
    const changeId = submittedId(r);
    expect(r.body.msg).toBe(VERIFY_MSG.authorChangeSubmitted);
    expect(await userRow(t.db, c.phone)).toMatchObject({ verify_status: 3, repair_type: RepairType.reviewing });
    const v = await info(c.token);
    expect(v.canChangeAuthor).toBe(false);
    expect(v.authorChange).toMatchObject({ id: changeId, kind: 'author', status: 2 });
    // the verified data still names the old person until approved
    expect(v.current!.company!.authorName).toBe('赵六');
    expectRefused(await post('/api/user/updateAuthor', c.token, { ...change, file: await imagePath(t.app, c, JPEG), authorFront: await imagePath(t.app, c), authorBack: await imagePath(t.app, c) }), VERIFY_MSG.changePending);
    // the operator sees the change next to the data it changes
    const d = ZReviewDetail.parse((await call(t.app, 'GET', '/api/admin/verification/detail', { token: op, query: { id: String(changeId) } })).body.data);
    expect(d.company!.authorName).toBe('孙七');
    expect(d.amends!.authorName).toBe('赵六');
    expectOk(await approve(changeId));
    expect(await userRow(t.db, c.phone)).toMatchObject({ verify_status: 3, repair_type: null });
    const after = await info(c.token);
    expect(after.current).toMatchObject({ id: changeId, kind: 'author', status: 3 });
    expect(after.current!.company).toMatchObject({ authorName: '孙七', authorPhone: '135****2222', company: '北京示例数据科技有限公司' });
    expect(after.current!.company!.license).not.toBeNull();
    expect((await notices(c.userId)).at(-1)).toContain('被授权人变更已通过审核');
  });

  it('a rejected change keeps the verified person and drops only the change\'s own uploads', async () => {
    const before = await info(c.token);
    const license = before.current!.company!.license!.path.split('/').pop()!;
    const change = {
      authorName: '周八',
      authorSex: '0',
      authorBrith: '1991-03-03',
      authorPhone: '13533334444',
      authorIdcard: nationalId('19910303', '139', '110102'),
      authorAddress: '北京市西城区金融街5号',
      file: await imagePath(t.app, c, JPEG),
      authorFront: await imagePath(t.app, c),
      authorBack: await imagePath(t.app, c),
    };
    const changeId = submittedId(await post('/api/user/updateAuthor', c.token, change));
    expectOk(await reject(changeId, '授权委托书签字不全'));
    expect(await userRow(t.db, c.phone)).toMatchObject({ verify_status: 3, repair_type: null });
    const after = await info(c.token);
    expect(after.current!.company!.authorName).toBe('孙七');
    expect(after.authorChange).toMatchObject({ id: changeId, status: 4, rejectReason: '授权委托书签字不全', filesCleared: true });
    const gone = ['file', 'authorFront', 'authorBack'].map((f) => (change as Record<string, string>)[f]!.split('/').pop()!);
    expect(await t.db.selectFrom('uploaded_images').select('id').where('name', 'in', gone).execute()).toEqual([]);
    // the licence the change shared with the verified data stays
    expect(await t.db.selectFrom('uploaded_images').select('id').where('name', '=', license).execute()).toHaveLength(1);
    expect((await notices(c.userId)).at(-1)).toContain('原被授权人信息继续有效');
    expect((await info(c.token)).canChangeAuthor).toBe(true);
  });
});

describe('the one-account rule', () => {
  it('an ID number under review or verified in one account is refused in another', async () => {
    const a = await newUser(t.app, t.db, '13966660004');
    const b = await newUser(t.app, t.db, '13966660005');
    const id = nationalId('19800101', '555');
    submittedId(await post('/api/peruser/perAuthorize', a.token, await personForm(t.app, a, { idCard: id })));
    expectRefused(await post('/api/peruser/perAuthorize', b.token, await personForm(t.app, b, { idCard: id })), VERIFY_MSG.idCardTaken);
    // lower-case x is the same number (19800103 with sequence 555 has the check character X)
    const withX = nationalId('19800103', '555');
    expect(withX.endsWith('X')).toBe(true);
    submittedId(await post('/api/peruser/perAuthorize', b.token, await personForm(t.app, b, { idCard: withX.toLowerCase() })));
    const c = await newUser(t.app, t.db, '13966660006');
    expectRefused(await post('/api/peruser/perAuthorize', c.token, await personForm(t.app, c, { idCard: withX })), VERIFY_MSG.idCardTaken);
  });

  it('a credit code under review in one account is refused in another', async () => {
    const a = await newUser(t.app, t.db, '13966660007');
    const b = await newUser(t.app, t.db, '13966660008');
    const code = '91110000802100433B';
    submittedId(await post('/api/user/companyAuthorize', a.token, await companyForm(t.app, a, { taxNumber: code })));
    expectRefused(await post('/api/user/companyAuthorize', b.token, await companyForm(t.app, b, { taxNumber: code.toLowerCase() })), VERIFY_MSG.creditCodeTaken);
  });

  it('two forms of one account at the same moment: one is kept, the other refused', async () => {
    const u = await newUser(t.app, t.db, '13966660010');
    const forms = [await personForm(t.app, u, { idCard: nationalId('19700101', '111') }), await personForm(t.app, u, { idCard: nationalId('19700102', '111') })];
    const answers = await Promise.all(forms.map((f) => post('/api/peruser/perAuthorize', u.token, f)));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.body.code === 400)!.body.msg).toBe('您已提交认证，资料审核中…');
    expect(await t.db.selectFrom('verification_submissions').select('id').where('user_id', '=', u.userId).execute()).toHaveLength(1);
  });
});

describe('the image used twice', () => {
  it('one upload cannot stand for two photos', async () => {
    const u = await newUser(t.app, t.db, '13966660011');
    const p = await imagePath(t.app, u, PNG);
    expectRefused(await post('/api/peruser/perAuthorize', u.token, await personForm(t.app, u, { authorFront: p, authorBack: p })), VERIFY_MSG.sameImageTwice);
  });
});
