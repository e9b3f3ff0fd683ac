import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_MSG, VERIFY_MSG } from '@evidence/shared/constants';
import { ZReviewDetail, ZReviewListResponse, ZVerifyInfo } from '@evidence/shared/contracts';
import { signDownload } from '../../src/services/downloads/signed-url';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { companyForm, creditCode, GIF, imagePath, nationalId, newUser, operatorToken, personForm, PNG, uploadImage } from '../helpers/verification';

/**
 * Validation on the server (issue 5 "Bad input" and "Data protection"): every field checked whatever
 * the page did, images judged by their stored content, other users' images and sub-accounts refused,
 * the admin API closed to users, identity images only through signed expiring URLs.
 */
let t: TestApp;
let who: Tenants;
let op: string;
let u: Awaited<ReturnType<typeof newUser>>;
let other: Awaited<ReturnType<typeof newUser>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
  op = await operatorToken(t.app, t.db, '13977770009');
  u = await newUser(t.app, t.db, '13977770001');
  other = await newUser(t.app, t.db, '13977770002');
});
afterAll(async () => t?.close());

const post = (url: string, token: string | undefined, form: Record<string, string>, role?: string) =>
  call(t.app, 'POST', url, { ...(token ? { token } : {}), ...(role ? { role } : {}), form, ip: freshIp() });
/** Submissions of the accounts these tests make (the demo seed's verified accounts hold approved ones). */
const submissions = async () =>
  Number(
    (
      await t.db
        .selectFrom('verification_submissions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .where('u.phone', 'not in', ['13800000001', '13800000002', '13800000003', '13800000004'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const status = async (userId: number) => (await t.db.selectFrom('users').select(['verify_status', 'account_type']).where('id', '=', userId).executeTakeFirstOrThrow());

/** Stores bytes as if uploadNormal had accepted them as a PNG (to test the content check at submission). */
async function plantImage(userId: number, bytes: Buffer, size = bytes.length): Promise<string> {
  const name = `${Math.random().toString(16).slice(2).padEnd(16, '0').slice(0, 16)}${'0'.repeat(16)}.png`;
  const key = `images/202601/${name}`;
  const file = path.join(t.dataDir, 'blobs', 'images', '202601', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  await t.db.insertInto('uploaded_images').values({ name, blob_key: key, uploader_user_id: userId, mime: 'image/png', size, created_at: Date.now() }).execute();
  return key;
}

describe('who may call', () => {
  const calls: Array<[string, 'GET' | 'POST']> = [
    ['/api/peruser/perAuthorize', 'POST'],
    ['/api/user/companyAuthorize', 'POST'],
    ['/api/user/updateAuthor', 'POST'],
    ['/api/user/accountCode', 'POST'],
    ['/api/user/updateAccount', 'POST'],
    ['/api/user/download', 'GET'],
    ['/api/user/getVerifyInfo', 'GET'],
  ];

  it('every call needs a login (HTTP 401, body 408), whatever the body', async () => {
    for (const [url, method] of calls) expectSessionExpired(await call(t.app, method, url, method === 'POST' ? { form: { a: '1' } } : {}));
    expectSessionExpired(await call(t.app, 'POST', '/api/peruser/perAuthorize', { token: 'not-a-token', form: await personForm(t.app, u) }));
  });

  it('a sub-account (role 2) is refused the verification calls with a clear message, before the body is read', async () => {
    const sub = who.companySub;
    for (const [url, method] of calls.filter(([url]) => url !== '/api/user/getVerifyInfo')) {
      expectRefused(await call(t.app, method, url, { token: sub.token, role: '2', ...(method === 'POST' ? { form: {} } : {}) }), VERIFY_MSG.subAccountRefused);
    }
    const form = await personForm(t.app, { token: sub.token, role: '1' });
    expectRefused(await post('/api/peruser/perAuthorize', sub.token, form, '2'), VERIFY_MSG.subAccountRefused);
    // the same person in its personal role is a verified individual
    expectRefused(await post('/api/peruser/perAuthorize', sub.token, form, '1'), VERIFY_MSG.alreadyVerified);
  });
});

describe('perAuthorize validation', () => {
  it('names each missing field with its message and writes nothing', async () => {
    const form = await personForm(t.app, u);
    const before = await submissions();
    const expected: Record<string, string> = {
      userName: '请输入姓名',
      idCard: '请输入身份证号码',
      sex: '性别不能为空',
      mobile: '请输入手机号码',
      address: '身份证地址不能为空',
      authorFront: '请上传身份证人像面照片',
      authorBack: '请上传身份证国徽面照片',
      authorHand: '请上传手持身份证照片',
      agree: '请先同意实名验证',
    };
    for (const [field, msg] of Object.entries(expected)) {
      const { [field]: _gone, ...rest } = form;
      expectRefused(await post('/api/peruser/perAuthorize', u.token, rest), msg);
    }
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, agree: '0' }), '请先同意实名验证');
    expect(await submissions()).toBe(before);
    expect(await status(u.userId)).toEqual({ verify_status: 1, account_type: 0 });
  });

  it('refuses wrong checksums and formats', async () => {
    const form = await personForm(t.app, u);
    const id = nationalId();
    const wrongCheck = id.slice(0, 17) + (id.endsWith('1') ? '2' : '1');
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, idCard: wrongCheck }), '请输入正确的身份证号码');
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, idCard: '110101199002301234' }), '请输入正确的身份证号码');
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, userName: 'Tom' }), '请输入2-6位中文姓名');
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, mobile: '12345678901' }), '请输入正确格式手机号码');
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, sex: '1' }), VERIFY_MSG.sexMismatch);
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, sex: '2' }), '请选择正确的性别');
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, address: '<script>' }), '不能包含特殊字符');
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, type: '2' }), VERIFY_MSG.idTypeInvalid);
  });

  it('judges images by their stored content: a PDF or a script named .png is not an image', async () => {
    const form = await personForm(t.app, u);
    // uploadNormal already refuses them …
    expect((await uploadImage(t.app, u, Buffer.from('%PDF-1.4\n%%EOF\n'), 'id.jpg')).body).toMatchObject({ code: 400, msg: INGEST_MSG.imageType });
    expect((await uploadImage(t.app, u, Buffer.from('<script>alert(1)</script>'), 'id.jpg')).body).toMatchObject({ code: 400, msg: INGEST_MSG.imageType });
    // … and the submission reads the stored bytes again, whatever the row says
    const pdf = await plantImage(u.userId, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'));
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, authorFront: pdf }), '上传图片只能是png,jpg,jpeg或gif格式!');
    const script = await plantImage(u.userId, Buffer.from('<script>alert(document.cookie)</script>'));
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, authorBack: script }), '上传图片只能是png,jpg,jpeg或gif格式!');
  });

  it('refuses an image over 5 MB for an individual', async () => {
    const big = await imagePath(t.app, u, Buffer.concat([PNG, Buffer.alloc(5_242_880)]));
    expectRefused(await post('/api/peruser/perAuthorize', u.token, await personForm(t.app, u, { authorHand: big })), '上传图片不能超多5M');
  });

  it('another user\'s image answers exactly like a missing one', async () => {
    const form = await personForm(t.app, u);
    const theirs = await imagePath(t.app, other, PNG);
    const a = await post('/api/peruser/perAuthorize', u.token, { ...form, authorFront: theirs });
    const b = await post('/api/peruser/perAuthorize', u.token, { ...form, authorFront: 'images/202601/ffffffffffffffffffffffffffffffff.png' });
    expectRefused(a, '身份证人像面照片不存在，请重新上传');
    expect(a).toEqual(b);
    // an evidence original or any other stored key is no image reference at all
    expectRefused(await post('/api/peruser/perAuthorize', u.token, { ...form, authorFront: 'originals/2026/abc' }), '身份证人像面照片不存在，请重新上传');
  });
});

describe('companyAuthorize validation', () => {
  it('requires every field of 000 §5', async () => {
    const form = await companyForm(t.app, u);
    for (const field of Object.keys(form)) {
      const { [field]: _gone, ...rest } = form;
      const r = await post('/api/user/companyAuthorize', u.token, rest);
      expect(r.body.code, field).toBe(400);
      expect(r.body.msg, field).toMatch(/^(请输入|请选择|请上传|性别不能为空)/);
    }
    expect(await submissions()).toBe(0);
  });

  it('checks the credit code and every ID number', async () => {
    const form = await companyForm(t.app, u);
    const code = creditCode();
    expectRefused(await post('/api/user/companyAuthorize', u.token, { ...form, taxNumber: code.slice(0, 17) + (code.endsWith('0') ? '1' : '0') }), '请输入正确的统一社会信用代码');
    for (const f of ['legalIdcard', 'contactIdcard', 'authorIdcard']) {
      const id = form[f]!;
      expectRefused(await post('/api/user/companyAuthorize', u.token, { ...form, [f]: id.slice(0, 17) + (id.endsWith('1') ? '2' : '1') }), '请输入正确的身份证号码');
    }
    expectRefused(await post('/api/user/companyAuthorize', u.token, { ...form, contactPhone: '1365555666' }), '请输入正确格式手机号码');
    expectRefused(await post('/api/user/companyAuthorize', u.token, { ...form, accountNo: '62220202 00112233' }), '请输入8-25位数字');
    expectRefused(await post('/api/user/companyAuthorize', u.token, { ...form, authorBrith: '1988-08-09' }), VERIFY_MSG.birthMismatch);
  });

  it('takes png and jpeg only, up to 20 MB, with the specification\'s messages', async () => {
    const gif = await imagePath(t.app, u, GIF);
    expectRefused(await post('/api/user/companyAuthorize', u.token, await companyForm(t.app, u, { license: gif })), '上传图片只能是png,jpg或JPEG格式!');
    // uploadNormal refuses more than 20 MB with the company's message; a stored one is checked again
    expect((await uploadImage(t.app, u, Buffer.concat([PNG, Buffer.alloc(20_971_520)]))).body).toMatchObject({ code: 400, msg: '上传图片不能超多20M' });
    const huge = await plantImage(u.userId, PNG, 20_971_521);
    expectRefused(await post('/api/user/companyAuthorize', u.token, await companyForm(t.app, u, { file: huge })), '上传图片不能超多20M');
    expect(await submissions()).toBe(0);
  });
});

describe('the admin API and identity images', () => {
  let id: number;
  let ownerInfo: ReturnType<typeof ZVerifyInfo.parse>;
  beforeAll(async () => {
    const r = await post('/api/peruser/perAuthorize', other.token, await personForm(t.app, other, { idCard: nationalId('19770707', '333') }));
    expectOk(r);
    id = r.body.data.id;
    ownerInfo = ZVerifyInfo.parse((await call(t.app, 'GET', '/api/user/getVerifyInfo', { token: other.token })).body.data);
  });

  it('is closed to users, whoever\'s submission they name, and changes nothing', async () => {
    for (const token of [u.token, other.token, who.companyMain.token]) {
      expectSessionExpired(await call(t.app, 'GET', '/api/admin/verification/list', { token }));
      expectSessionExpired(await call(t.app, 'GET', '/api/admin/verification/detail', { token, query: { id: String(id) } }));
      expectSessionExpired(await post('/api/admin/verification/approve', token, { id: String(id) }));
      expectSessionExpired(await post('/api/admin/verification/reject', token, { id: String(id), reason: '伪造' }));
    }
    expect(await status(other.userId)).toEqual({ verify_status: 2, account_type: 1 });
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'verification.view').execute()).toEqual([]);
  });

  it('lists the queue for an operator, filters it, and refuses unknown ids in Chinese', async () => {
    const list = ZReviewListResponse.parse((await call(t.app, 'GET', '/api/admin/verification/list', { token: op })).body.data);
    expect(list.list.map((i) => i.id)).toContain(id);
    expect(list.list.find((i) => i.id === id)).toMatchObject({ kind: 'person', status: 2, phone: other.phone, subjectName: '张三丰' });
    expect(JSON.stringify(list)).not.toContain(nationalId('19770707', '333'));
    const companies = ZReviewListResponse.parse((await call(t.app, 'GET', '/api/admin/verification/list', { token: op, query: { kind: 'company' } })).body.data);
    expect(companies.list.every((i) => i.kind === 'company')).toBe(true);
    const byPhone = ZReviewListResponse.parse((await call(t.app, 'GET', '/api/admin/verification/list', { token: op, query: { keyword: other.phone, status: '0' } })).body.data);
    expect(byPhone.list.map((i) => i.id)).toEqual([id]);
    expectRefused(await call(t.app, 'GET', '/api/admin/verification/list', { token: op, query: { status: '9' } }), '审核状态不正确');
    expectRefused(await call(t.app, 'GET', '/api/admin/verification/list', { token: op, query: { kind: 'robot' } }), '认证类型不正确');
    for (const bad of ['999999', 'abc', '-1', '0']) {
      expectRefused(await call(t.app, 'GET', '/api/admin/verification/detail', { token: op, query: { id: bad } }), VERIFY_MSG.notFound);
      expectRefused(await post('/api/admin/verification/approve', op, { id: bad }), VERIFY_MSG.notFound);
    }
  });

  it('shows an operator everything unmasked, audits each view, and the images open through signed URLs', async () => {
    const r = await call(t.app, 'GET', '/api/admin/verification/detail', { token: op, query: { id: String(id) }, ip: '10.9.9.9' });
    expectOk(r);
    const d = ZReviewDetail.parse(r.body.data);
    expect(d.person).toMatchObject({ idCard: nationalId('19770707', '333'), mobile: '13712345678' });
    await call(t.app, 'GET', '/api/admin/verification/detail', { token: op, query: { id: String(id) } });
    const views = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'verification.view').where('target_id', '=', String(id)).execute();
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actor_type: 'operator', ip: '10.9.9.9' });
    expect(views[0]!.detail).not.toContain('19770707');
    const img = await t.app.inject({ method: 'GET', url: d.person!.authorFront!.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('private, no-store');
    expect(img.rawPayload).toEqual(PNG);
  });

  it('the owner sees masked values and their own images; a changed, foreign-kind or expired link is refused', async () => {
    expect(ownerInfo.current!.person!.idCard).toMatch(/^110\*{11}/);
    const url = ownerInfo.current!.person!.authorFront!.url;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const token = url.split('/').pop()!;
    const changed = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const bad = await t.app.inject({ method: 'GET', url: `/api/download/kyc-image/${changed}` });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: 403, msg: VERIFY_MSG.imageLinkInvalid });
    const secret = Buffer.from(fs.readFileSync(path.join(t.dataDir, 'download-secret'), 'utf8').trim(), 'hex');
    const imageId = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')).id as string;
    const expired = signDownload(secret, { kind: 'kyc-image', id: imageId, userId: other.userId, exp: Date.now() - 1 });
    const old = await t.app.inject({ method: 'GET', url: `/api/download/kyc-image/${expired}` });
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 410, msg: VERIFY_MSG.imageLinkExpired });
    const template = signDownload(secret, { kind: 'template', id: imageId, userId: other.userId, exp: Date.now() + 60_000 });
    expect((await t.app.inject({ method: 'GET', url: `/api/download/kyc-image/${template}` })).statusCode).toBe(403);
    // the plain image URL stays the uploader's only
    const name = ownerInfo.current!.person!.authorFront!.path.split('/').pop()!;
    const direct = await t.app.inject({ method: 'GET', url: `/api/Upload/image/${name}`, headers: { authorization: `Bearer ${u.token}` } });
    expect(direct.statusCode).toBe(404);
  });
});

describe('GET /api/user/download: the power-of-attorney template', () => {
  it('answers a signed URL of a one-page A4 PDF with the blanks to fill', async () => {
    const r = await call(t.app, 'GET', '/api/user/download', { token: u.token });
    expectOk(r);
    expect(r.body.data.downUrl).toMatch(/^\/api\/download\/template\//);
    const res = await t.app.inject({ method: 'GET', url: r.body.data.downUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E6%8E%88%E6%9D%83%E5%A7%94%E6%89%98%E4%B9%A6");
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect([Math.round(pdf.getPage(0).getWidth()), Math.round(pdf.getPage(0).getHeight())]).toEqual([595, 842]);
    const file = path.join(t.dataDir, 'template.pdf');
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    for (const s of ['授权委托书', '委托单位（全称）', '统一社会信用代码', '法定代表人', '被授权人（经办人）', '身份证号码', '委托期限', '被授权人（签字）', '数据存证平台']) expect(text).toContain(s);
    expect((await call(t.app, 'POST', '/api/user/download', { token: u.token })).body.code).toBe(200);
  });
});
