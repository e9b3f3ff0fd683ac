import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp, login, register } from '../helpers/api';
import { counts, expectEnvelope, raw } from '../helpers/checks';
import { upsertOperator } from '../../src/services/admin/create-operator';
import { creditCode, nationalId } from '../helpers/verification';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The "Bad input" rule for every endpoint at once: a malformed, missing, oversized or
 * wrongly typed field answers body code 400 with a Chinese message, changes nothing, and never
 * answers 500 or a stack trace. Each base body is one the server refuses anyway (unknown phone,
 * unknown captcha, wrong old password), so a variant that slips past validation still changes nothing.
 */
const REGISTERED = '13910100001';
const PASSWORD = 'abc12345';

let t: TestApp;
let token: string;
let opToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await register(t.app, t.db, REGISTERED, PASSWORD);
  token = await login(t.app, REGISTERED, PASSWORD);
  await upsertOperator(t.db, { phone: '13910100009', name: '测试员', password: PASSWORD });
  opToken = (await call(t.app, 'POST', '/api/admin/login', { form: { phone: '13910100009', password: PASSWORD }, ip: freshIp() })).body.data.token;
});
afterAll(async () => t?.close());

const IMG = (n: number) => `images/202601/${String(n).repeat(32).slice(0, 32)}.png`;
const PERSON_BASE = {
  userName: '张三', idCard: nationalId(), sex: '0', mobile: '13712345678', type: '1', address: '北京市东城区1号',
  authorFront: IMG(1), authorBack: IMG(2), authorHand: IMG(3), agree: '1',
};
const COMPANY_BASE = {
  company: '示例公司', taxNumber: creditCode(), address: '北京', license: IMG(4), legalName: '李四', legalSex: '1',
  legalBirth: '1985-06-15', legalIdcard: nationalId('19850615', '246', '110108'), legalAddress: '北京', accountName: '示例公司',
  accountBank: '工商银行', accountNo: '6222020200112233445', contactName: '王五', contactPhone: '13655556666',
  contactIdcard: nationalId('19920101', '135', '110105'), authorName: '赵六', authorSex: '0', authorBrith: '1988-08-08',
  authorPhone: '13577778888', authorIdcard: nationalId('19880808', '357', '110106'), authorAddress: '北京', file: IMG(5),
  authorFront: IMG(6), authorBack: IMG(7),
};
function pick(from: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, from[k]!]));
}

interface Endpoint {
  url: string;
  base: Record<string, string>;
  token?: () => string;
}

const ENDPOINTS: Endpoint[] = [
  { url: '/api/Register/sendSMS', base: { phone: '13910100002', captchaKey: 'no-such-captcha', imgCode: 'abcd' } },
  { url: '/api/Register/sendResetSMS', base: { phone: REGISTERED, captchaKey: 'no-such-captcha', imgCode: 'abcd' } },
  {
    url: '/api/Register',
    base: { phone: '13910100003', captchaKey: 'no-such-captcha', imgCode: 'abcd', password: PASSWORD, confirmPassword: PASSWORD, smsCode: '123456', smsToken: 'no-such-token', agree: '1' },
  },
  { url: '/api/login', base: { phone: '13910100004', password: PASSWORD, captchaKey: 'no-such-captcha', imgCode: 'abcd' } },
  {
    url: '/api/login/resetPassword',
    base: { phone: REGISTERED, smsCode: '123456', smsToken: 'no-such-token', password: 'new12345', confirmPassword: 'new12345' },
  },
  { url: '/api/user/editPassword', base: { oldPassword: 'wrong123', password: 'new12345', confirmPassword: 'new12345' }, token: () => token },
  { url: '/api/admin/login', base: { phone: '13910100005', password: PASSWORD, captchaKey: 'no-such-captcha', imgCode: 'abcd' } },
  // verification (issue 5): each base is refused because its images were never uploaded, or the
  // account is no verified company, or the submission does not exist
  { url: '/api/peruser/perAuthorize', base: { ...PERSON_BASE }, token: () => token },
  { url: '/api/user/companyAuthorize', base: { ...COMPANY_BASE }, token: () => token },
  { url: '/api/user/updateAuthor', base: pick(COMPANY_BASE, ['authorName', 'authorSex', 'authorBrith', 'authorPhone', 'authorIdcard', 'authorAddress', 'file', 'authorFront', 'authorBack']), token: () => token },
  { url: '/api/user/accountCode', base: { mobile: '13910100006' }, token: () => token },
  { url: '/api/user/updateAccount', base: { contactPhone: '13910100006', smsCode: '123456', smsCodeToken: 'no-such-token' }, token: () => token },
  { url: '/api/admin/verification/approve', base: { id: '999999' }, token: () => opToken },
  { url: '/api/admin/verification/reject', base: { id: '999999', reason: '资料不全' }, token: () => opToken },
  // face verification: the account has no individual submission under review, the sessions do not exist
  { url: '/api/Peruser/detectAuth', base: { userName: '张三', idCard: nationalId(), address: '北京', authorFront: IMG(1), authorBack: IMG(2) }, token: () => token },
  { url: '/api/Peruser/getDetectInfoEnhanced', base: { BizToken: 'local-detect-no-such-session' }, token: () => token },
  { url: '/api/peruser/aliIdentification', base: { username: '张三', idCard: nationalId(), type: '1' }, token: () => token },
  { url: '/api/peruser/aliQuery', base: { certify_id: 'local-ali-no-such-session' }, token: () => token },
  { url: '/api/face-local/complete', base: { token: 'no-such-token', result: 'pass' } },
];

/** Values no field accepts. */
const BAD_VALUES: Array<[string, unknown]> = [
  ['object', { $gt: '' }],
  ['array', ['13910100002', 'x']],
  ['null', null],
  ['false', false],
  ['oversized', '1a'.repeat(5000)],
  ['NUL byte', 'a\u0000b'],
  ['control characters', '\u0001\u0002\u001b[31m'],
  ['lone surrogate', '\ud800ab'],
];

const WHOLE_BODIES: Array<[string, string | undefined, string | undefined]> = [
  ['no body', undefined, undefined],
  ['empty JSON object', 'application/json', '{}'],
  ['JSON array', 'application/json', '[]'],
  ['JSON null', 'application/json', 'null'],
  ['JSON string', 'application/json', '"phone"'],
  ['JSON number', 'application/json', '42'],
  ['empty form', 'application/x-www-form-urlencoded', ''],
  ['deeply nested JSON', 'application/json', `{"phone":${'['.repeat(5000)}${']'.repeat(5000)}}`],
];

/** What is wrong with an answer that should be a 400 refusal (null when it is one). */
function problemWith(r: Awaited<ReturnType<typeof raw>>, label: string): string | null {
  const b = r.body;
  const ok =
    r.status === 400 &&
    b !== undefined &&
    b.code === 400 &&
    /[\u4e00-\u9fff]/.test(b.msg) &&
    Object.keys(b).sort().join() === 'code,data,msg' &&
    !/"stack"|\n\s+at |FST_ERR|SyntaxError|ZodError|node_modules/.test(r.text);
  return ok ? null : `${label} -> HTTP ${r.status} ${r.text.slice(0, 120)}`;
}

/** Every request is checked; the test lists all that were not refused properly. */
function collector() {
  const problems: string[] = [];
  return {
    check(r: Awaited<ReturnType<typeof raw>>, label: string) {
      const p = problemWith(r, label);
      if (p) problems.push(p);
    },
    problems,
  };
}

describe.each(ENDPOINTS)('POST $url', (ep) => {
  const headers = (type?: string): Record<string, string> => ({
    ...(type ? { 'content-type': type } : {}),
    ...(ep.token ? { authorization: `Bearer ${ep.token()}` } : {}),
  });

  it('the base body itself is refused (so every variant below must be too)', async () => {
    const r = await raw(t.app, { method: 'POST', url: ep.url, headers: headers('application/json'), payload: JSON.stringify(ep.base), ip: freshIp() });
    expect(problemWith(r, 'base')).toBeNull();
  });

  it('refuses malformed whole bodies', async () => {
    const before = await counts(t.db);
    const c = collector();
    for (const [label, type, payload] of WHOLE_BODIES) {
      c.check(await raw(t.app, { method: 'POST', url: ep.url, headers: headers(type), payload, ip: freshIp() }), label);
    }
    expect(c.problems, c.problems.join('\n')).toEqual([]);
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses each field missing, mistyped, oversized or with control characters', async () => {
    const before = await counts(t.db);
    const c = collector();
    for (const field of Object.keys(ep.base)) {
      const { [field]: _dropped, ...rest } = ep.base;
      const missing = await raw(t.app, { method: 'POST', url: ep.url, headers: headers('application/json'), payload: JSON.stringify(rest), ip: freshIp() });
      c.check(missing, `${field} missing`);
      for (const [label, value] of BAD_VALUES) {
        const body = JSON.stringify({ ...ep.base, [field]: value });
        const r = await raw(t.app, { method: 'POST', url: ep.url, headers: headers('application/json'), payload: body, ip: freshIp() });
        c.check(r, `${field} ${label}`);
      }
      // a form field given twice arrives as an array
      const twice = `${new URLSearchParams(ep.base).toString()}&${field}=x`;
      const dup = await raw(t.app, { method: 'POST', url: ep.url, headers: headers('application/x-www-form-urlencoded'), payload: twice, ip: freshIp() });
      c.check(dup, `${field} twice`);
    }
    expect(c.problems, c.problems.join('\n')).toEqual([]);
    expect(await counts(t.db)).toEqual(before);
  });
});

describe('GET endpoints', () => {
  it('ignore junk in the query, the role header and the Authorization header', async () => {
    const urls = ['/api/health', '/api/home/getSiteConfig', '/api/Register/getImgCode', '/api/user/logout', '/api/admin/logout'];
    for (const url of urls) {
      const junk: Array<Record<string, string>> = [{ role: '2' }, { role: 'x'.repeat(1000) }, { authorization: 'Bearer' }, { authorization: 'x'.repeat(8000) }];
      for (const headers of junk) {
        const r = await raw(t.app, { url: `${url}?a[b]=1&c=%00&page=-1`, headers, ip: freshIp() });
        expect(r.status, `${url} ${JSON.stringify(headers).slice(0, 40)}`).toBe(200);
        expect(r.body?.code).toBe(200);
      }
    }
  });

  it('login-only GET endpoints answer 408 without a session, whatever else is sent', async () => {
    for (const url of ['/api/user/getAuthInfo', '/api/admin/me', '/api/admin/smsOutbox?page=abc', '/api/user/getVerifyInfo?full=x', '/api/admin/verification/list?status=x', '/api/admin/verification/detail?id=x', '/api/user/download']) {
      const r = await raw(t.app, { url, headers: { authorization: 'Bearer nope', role: '2' }, ip: freshIp() });
      expectEnvelope(r.answer, 401, 408);
    }
  });

  it('smsOutbox refuses a bad query in Chinese', async () => {
    const before = await counts(t.db);
    const c = collector();
    for (const query of ['page=abc', 'page=0', 'page=-1', 'page=1&page=2', 'page=', 'phone=123456789012', 'phone=a&phone=b', 'phone=%00', 'phone=a%00b', `page=${'9'.repeat(400)}`]) {
      c.check(await raw(t.app, { url: `/api/admin/smsOutbox?${query}`, headers: { authorization: `Bearer ${opToken}` }, ip: freshIp() }), query);
    }
    expect(c.problems, c.problems.join('\n')).toEqual([]);
    expect(await counts(t.db)).toEqual(before);
  });

  it('the review queue and detail refuse a bad query in Chinese', async () => {
    const before = await counts(t.db);
    const c = collector();
    const queries = [
      '/api/admin/verification/list?page=abc', '/api/admin/verification/list?status=9', '/api/admin/verification/list?status=2&status=3',
      '/api/admin/verification/list?kind=robot', '/api/admin/verification/list?kind=a&kind=b', `/api/admin/verification/list?keyword=${'a'.repeat(51)}`,
      '/api/admin/verification/list?keyword=a%00b', '/api/admin/verification/detail', '/api/admin/verification/detail?id=', '/api/admin/verification/detail?id=1.5',
      '/api/admin/verification/detail?id=1&id=2', `/api/admin/verification/detail?id=${'9'.repeat(400)}`, '/api/admin/verification/detail?id=%00',
    ];
    for (const url of queries) c.check(await raw(t.app, { url, headers: { authorization: `Bearer ${opToken}` }, ip: freshIp() }), url);
    expect(c.problems, c.problems.join('\n')).toEqual([]);
    expect(await counts(t.db)).toEqual(before);
  });
});
