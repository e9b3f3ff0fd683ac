import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_IDS_MAX, NEWS_MSG } from '@evidence/shared/constants';
import { ZNewsListing } from '@evidence/shared/contracts';
import { recordEvidence, type NewEvidence } from '../../src/services/evidence/record-evidence';
import { notify } from '../../src/services/notifications/notify';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired, raw } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { newUser, operatorToken, personForm } from '../helpers/verification';
import { completeFace } from '../helpers/face';

/**
 * 消息通知 (000 §2, §3, §7; 001 §2.3): the four calls on either database, each account seeing and
 * changing only its own notices, and the real events that write them (a verification decided, an
 * extraction by code).
 */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  // the demo seed's verified accounts hold their approval notice; these tests count the notices they write
  await t.db.deleteFrom('notifications').execute();
});
afterAll(async () => t?.close());

type Who = { token: string; role?: string };
const auth = (c: Who) => ({ token: c.token, ...(c.role ? { role: c.role } : {}) });
const listing = (c: Who, page?: string) => call(t.app, 'GET', '/api/News/listing', { ...auth(c), ...(page === undefined ? {} : { query: { page } }), ip: freshIp() });
const read = (c: Caller, form: Record<string, string>) => call(t.app, 'POST', '/api/News/read', { ...auth(c), form, ip: freshIp() });
const del = (c: Caller, newsId: string) => call(t.app, 'POST', '/api/News/del', { ...auth(c), form: { newsId }, ip: freshIp() });
const bell = async (c: Who) => {
  const r = await call(t.app, 'GET', '/api/news/notice', { ...auth(c), ip: freshIp() });
  expectOk(r);
  const info = await call(t.app, 'GET', '/api/user/getAuthInfo', { ...auth(c), ip: freshIp() });
  // the bell's poll and the user info never disagree
  expect(info.body.data.newsNum).toBe(r.body.data.newsNum);
  return r.body.data.newsNum as number;
};
const rowsOf = (userId: number) => t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** Writes `n` notices for a user, one second apart, through the one writer; answers their ids oldest first. */
async function seed(userId: number, n: number, base = Date.now() - 3_600_000): Promise<number[]> {
  for (let i = 0; i < n; i += 1) await notify(t.db, userId, `测试通知${i + 1}`, base + i * 1000);
  const rows = await rowsOf(userId);
  return rows.slice(-n).map((r) => Number(r.id));
}

describe('login', () => {
  it('is required by every call (HTTP 401, body 408), before the input is looked at', async () => {
    expectSessionExpired(await call(t.app, 'GET', '/api/News/listing'));
    expectSessionExpired(await call(t.app, 'GET', '/api/News/listing', { query: { page: 'x' } }));
    expectSessionExpired(await call(t.app, 'POST', '/api/News/listing', { form: { page: '1' } }));
    expectSessionExpired(await call(t.app, 'POST', '/api/News/read', { form: { all: '1' } }));
    expectSessionExpired(await call(t.app, 'POST', '/api/News/read', { form: { newsId: 'bad' } }));
    expectSessionExpired(await call(t.app, 'POST', '/api/News/del', { form: { newsId: '1' } }));
    expectSessionExpired(await call(t.app, 'GET', '/api/news/notice'));
    expectSessionExpired(await call(t.app, 'GET', '/api/news/notice', { token: 'not-a-session' }));
  });
});

describe('the listing', () => {
  it('is newest first, 10 a page, with the total and exactly the fields of 000 §3', async () => {
    const u = await newUser(t.app, t.db, '13911110001');
    const base = Date.now() - 86_400_000;
    const ids = await seed(u.userId, 23, base);
    const p1 = await listing(u, '1');
    expectOk(p1);
    expect(ZNewsListing.parse(p1.body.data)).toBeTruthy();
    expect(p1.body.data.count).toBe(23);
    expect(p1.body.data.list).toHaveLength(10);
    expect(Object.keys(p1.body.data.list[0]).sort()).toEqual(['addTime', 'isRead', 'newsId', 'str']);
    expect(p1.body.data.list[0]).toEqual({ newsId: ids[22], str: '测试通知23', addTime: base + 22_000, isRead: '0' });
    const p3 = await listing(u, '3');
    expect(p3.body.data.list.map((n: { str: string }) => n.str)).toEqual(['测试通知3', '测试通知2', '测试通知1']);
    expect((await listing(u, '4')).body.data).toEqual({ list: [], count: 23 });
    // no page means the first; POST with a form answers the same
    expect((await listing(u)).body.data).toEqual(p1.body.data);
    const posted = await call(t.app, 'POST', '/api/News/listing', { token: u.token, form: { page: '3' }, ip: freshIp() });
    expect(posted.body.data).toEqual(p3.body.data);
    // the same time twice: the later row first, so pages never repeat or skip a row
    await notify(t.db, u.userId, '同一时刻A', base + 22_000);
    await notify(t.db, u.userId, '同一时刻B', base + 22_000);
    const again = await listing(u, '1');
    expect(again.body.data.list.slice(0, 3).map((n: { str: string }) => n.str)).toEqual(['同一时刻B', '同一时刻A', '测试通知23']);
  });

  it('refuses a bad page with a Chinese message', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '100001']) expectRefused(await listing(who.individual, page), '页码格式不正确');
  });

  it("shows an account only its own notices; a sub-account its own login's, not its company's", async () => {
    await seed(who.companyMain.userId, 2);
    const [personal] = await seed(who.subPersonal.userId, 1);
    const sub = await listing(who.companySub, '1');
    const mine = await listing(who.subPersonal, '1');
    expect(sub.body.data).toEqual(mine.body.data);
    expect(sub.body.data.list.map((n: { newsId: number }) => n.newsId)).toEqual([personal]);
    const main = await listing(who.companyMain, '1');
    expect(main.body.data.list.some((n: { newsId: number }) => n.newsId === personal)).toBe(false);
    expect((await listing(who.otherCompany, '1')).body.data).toEqual({ list: [], count: 0 });
  });

  it('carries the in-app path a notice leads to, and only an in-app path is written', async () => {
    await notify(t.db, who.individual.userId, '您有一份合同待签署', Date.now(), '/electric-sign/mine?tab=todo');
    const first = (await listing(who.individual, '1')).body.data.list[0];
    expect(first.str).toBe('您有一份合同待签署');
    expect(first.link).toBe('/electric-sign/mine?tab=todo');
    // a notice without a link has none in the answer
    await notify(t.db, who.individual.userId, '仅告知');
    expect((await listing(who.individual, '1')).body.data.list[0].link).toBeUndefined();
    // another site, a protocol-relative address or a backslash trick is a bug of the caller, refused before anything is stored
    const before = (await rowsOf(who.individual.userId)).length;
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/a b', `/${'a'.repeat(300)}`]) {
      await expect(notify(t.db, who.individual.userId, '坏链接', Date.now(), bad)).rejects.toThrow('in-app path');
    }
    expect((await rowsOf(who.individual.userId)).length).toBe(before);
    // a row changed in the database behind notify's back is answered without its link (the attacker's review)
    for (const bad of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)']) {
      await t.db.insertInto('notifications').values({ user_id: who.individual.userId, content: `改过的${bad}`, is_read: 0, created_at: Date.now() + 1000, link: bad }).execute();
      const row = (await listing(who.individual, '1')).body.data.list[0];
      expect(row.str).toBe(`改过的${bad}`);
      expect(row.link).toBeUndefined();
    }
  });
});

describe('marking read', () => {
  it('one, several, then all; the bell follows; repeating changes nothing', async () => {
    const u = await newUser(t.app, t.db, '13911110002');
    const ids = await seed(u.userId, 5);
    const c = { ...u, role: '1' };
    expect(await bell(c)).toBe(5);
    const one = await read(c, { newsId: String(ids[0]) });
    expectOk(one);
    expect(one.body).toMatchObject({ msg: NEWS_MSG.read, data: { count: 1, newsNum: 4 } });
    expect((await read(c, { newsId: String(ids[0]) })).body.data).toEqual({ count: 0, newsNum: 4 });
    const two = await read(c, { newsId: ` ${ids[1]}, ${ids[2]},${ids[1]} ` });
    expect(two.body.data).toEqual({ count: 2, newsNum: 2 });
    expect(await bell(c)).toBe(2);
    const list = (await listing(c, '1')).body.data.list as Array<{ newsId: number; isRead: string }>;
    expect(Object.fromEntries(list.map((n) => [n.newsId, n.isRead]))).toEqual({ [ids[0]!]: '1', [ids[1]!]: '1', [ids[2]!]: '1', [ids[3]!]: '0', [ids[4]!]: '0' });
    const all = await read(c, { all: '1' });
    expect(all.body).toMatchObject({ msg: NEWS_MSG.read, data: { count: 2, newsNum: 0 } });
    expect(await bell(c)).toBe(0);
    expect((await rowsOf(u.userId)).every((r) => Number(r.is_read) === 1)).toBe(true);
    // JSON bodies too, with numbers
    await notify(t.db, u.userId, '再来一条');
    const [last] = (await rowsOf(u.userId)).slice(-1);
    const json = await call(t.app, 'POST', '/api/News/read', { token: u.token, json: { newsId: Number(last!.id) }, ip: freshIp() });
    expect(json.body.data).toEqual({ count: 1, newsNum: 0 });
  });

  it("never touches another account's notices, answering as for a missing id", async () => {
    const ids = await seed(who.individual.userId, 2);
    const before = await bell(who.individual);
    const foreign = await read(who.otherCompany, { newsId: ids.join(',') });
    const missing = await read(who.otherCompany, { newsId: '999999999' });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.data.count).toBe(0);
    // 'read all' of another account leaves these unread too
    expectOk(await read(who.otherCompany, { all: '1' }));
    expectOk(await read(who.companySub, { all: '1' }));
    expect(await bell(who.individual)).toBe(before);
  });
});

describe('deleting', () => {
  it("removes several of the caller's own, with an audit row; another account's ids stay", async () => {
    const u = await newUser(t.app, t.db, '13911110003');
    const c = { ...u, role: '1' };
    const ids = await seed(u.userId, 4);
    const others = await seed(who.otherCompany.userId, 1);
    expectOk(await read(c, { newsId: String(ids[0]) }));
    const r = await del(c, `${ids[0]},${ids[1]},${ids[2]},${others[0]}`);
    expectOk(r);
    expect(r.body).toMatchObject({ msg: NEWS_MSG.deleted, data: { count: 3, newsNum: 1 } });
    expect((await rowsOf(u.userId)).map((n) => Number(n.id))).toEqual([ids[3]]);
    expect((await rowsOf(who.otherCompany.userId)).map((n) => Number(n.id))).toContain(others[0]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'notification.delete').where('actor_id', '=', u.userId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'user', target_type: 'user', target_id: String(u.userId) });
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ ids: [ids[0], ids[1], ids[2]], count: 3, unread: 2 });
    expect(audit[0]!.detail).not.toContain('测试通知');
    expect(await bell(c)).toBe(1);
    expect((await listing(c, '1')).body.data.count).toBe(1);
  });

  it("answers another account's ids exactly like missing or deleted ones, and changes nothing", async () => {
    const [mine] = await seed(who.individual.userId, 1);
    const audits = async () => (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'notification.delete').execute()).length;
    const auditsBefore = await audits();
    const foreign = await del(who.otherCompany, String(mine));
    const missing = await del(who.otherCompany, '999999999');
    expectRefused(foreign, NEWS_MSG.notFound);
    expect(foreign.body).toEqual(missing.body);
    expectRefused(await del(who.companySub, String(mine)), NEWS_MSG.notFound);
    expect((await rowsOf(who.individual.userId)).map((n) => Number(n.id))).toContain(mine);
    expect(await audits()).toBe(auditsBefore);
    expectOk(await del(who.individual, String(mine)));
    expectRefused(await del(who.individual, String(mine)), NEWS_MSG.notFound);
  });

  it('lets a sub-account delete the notices of its own login', async () => {
    const [id] = await seed(who.subPersonal.userId, 1);
    expectOk(await del(who.companySub, String(id)));
    expect((await rowsOf(who.subPersonal.userId)).map((n) => Number(n.id))).not.toContain(id);
  });
});

describe('bad ids', () => {
  it('are refused with a Chinese message and change nothing', async () => {
    const [id] = await seed(who.individual.userId, 1);
    const c = who.individual;
    expectRefused(await del(c, ''), NEWS_MSG.selectToDelete);
    expectRefused(await del(c, ' , ,'), NEWS_MSG.selectToDelete);
    expectRefused(await call(t.app, 'POST', '/api/News/del', { ...auth(c), form: {}, ip: freshIp() }), NEWS_MSG.selectToDelete);
    expectRefused(await read(c, {}), NEWS_MSG.selectToRead);
    expectRefused(await read(c, { all: '0' }), NEWS_MSG.selectToRead);
    expectRefused(await read(c, { all: 'yes' }), NEWS_MSG.badAll);
    for (const bad of ['abc', '1,x', '0', '-1', '1.5', '1e3', '12345678901234567', `${id};drop`]) {
      expectRefused(await del(c, bad), NEWS_MSG.badIds);
      expectRefused(await read(c, { newsId: bad }), NEWS_MSG.badIds);
    }
    const many = Array.from({ length: NEWS_IDS_MAX + 1 }, (_, i) => i + 1).join(',');
    expectRefused(await del(c, many), NEWS_MSG.tooManyIds);
    expectRefused(await read(c, { newsId: many }), NEWS_MSG.tooManyIds);
    expectRefused(await del(c, '1,'.repeat(5000)), NEWS_MSG.tooManyIds);
    expectRefused(await call(t.app, 'POST', '/api/News/del', { ...auth(c), json: { newsId: [1, 2] }, ip: freshIp() }), NEWS_MSG.badIds);
    // exactly the maximum is fine
    expectOk(await read(c, { newsId: Array.from({ length: NEWS_IDS_MAX }, (_, i) => i + 1).join(',') }));
    expect((await rowsOf(c.userId)).some((n) => Number(n.id) === id)).toBe(true);
  });
});

describe('malformed bodies', () => {
  const BAD: unknown[] = [{ $gt: '' }, ['1', '2'], null, false, true, '1a'.repeat(5000), 'a\u0000b', '\u0001\u001b[31m', '\ud800ab', 1.5, -3];
  const WHOLE: Array<[string | undefined, string | undefined]> = [
    [undefined, undefined], ['application/json', '{}'], ['application/json', '[]'], ['application/json', 'null'], ['application/json', '"newsId"'],
    ['application/json', '42'], ['application/x-www-form-urlencoded', ''], ['application/json', `{"newsId":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ['application/x-www-form-urlencoded', 'newsId=1&newsId=2'], ['application/x-www-form-urlencoded', 'all=1&all=1'],
  ];
  it('answer 400 with a Chinese message, never 500, and change nothing', async () => {
    const [id] = await seed(who.individual.userId, 1);
    const headers = (type?: string) => ({ authorization: `Bearer ${who.individual.token}`, ...(type ? { 'content-type': type } : {}) });
    const problems: string[] = [];
    const check = async (url: string, type: string | undefined, payload: string | undefined) => {
      const r = await raw(t.app, { method: 'POST', url, headers: headers(type), payload, ip: freshIp() });
      const good = r.status === 400 && r.body?.code === 400 && /[\u4e00-\u9fff]/.test(r.body.msg) && !/stack|ZodError|FST_ERR/.test(r.text);
      if (!good) problems.push(`${url} ${String(payload).slice(0, 40)} -> ${r.status} ${r.text.slice(0, 100)}`);
    };
    for (const url of ['/api/News/read', '/api/News/del']) {
      for (const [type, payload] of WHOLE) await check(url, type, payload);
      for (const v of BAD) await check(url, 'application/json', JSON.stringify({ newsId: v }));
    }
    for (const v of BAD) await check('/api/News/read', 'application/json', JSON.stringify({ all: v }));
    expect(problems, problems.join('\n')).toEqual([]);
    expect((await rowsOf(who.individual.userId)).find((n) => Number(n.id) === id)).toMatchObject({ is_read: 0 });
  });
});

describe('the bell', () => {
  it('counts the unread beyond 99 (the page caps the display, 001 §9)', async () => {
    const u = await newUser(t.app, t.db, '13911110004');
    await seed(u.userId, 120);
    const c = { ...u, role: '1' };
    expect(await bell(c)).toBe(120);
    const post = await call(t.app, 'POST', '/api/news/notice', { token: u.token, ip: freshIp() });
    expect(post.body.data).toEqual({ newsNum: 120 });
    const ids = (await rowsOf(u.userId)).slice(0, 30).map((n) => Number(n.id));
    expectOk(await read(c, { newsId: ids.join(',') }));
    expect(await bell(c)).toBe(90);
  });
});

describe('real events', () => {
  it('a verification rejected, then approved, arrives as a notice', async () => {
    const op = await operatorToken(t.app, t.db, '13966660019');
    const u = await newUser(t.app, t.db, '13911110005');
    const c = { ...u, role: '1' };
    const submit = async () => {
      const r = await call(t.app, 'POST', '/api/peruser/perAuthorize', { token: u.token, form: await personForm(t.app, u), ip: freshIp() });
      expectOk(r);
      return String(r.body.data.id);
    };
    const first = await submit();
    expectOk(await call(t.app, 'POST', '/api/admin/verification/reject', { token: op, form: { id: first, reason: '手持身份证照片不清晰' }, ip: freshIp() }));
    expect(await bell(c)).toBe(1);
    const rejected = (await listing(c, '1')).body.data.list[0];
    expect(rejected).toMatchObject({ isRead: '0' });
    expect(rejected.str).toBe('您的个人实名认证未通过审核，原因：手持身份证照片不清晰。请修改资料后重新提交认证。');
    expectOk(await read(c, { newsId: String(rejected.newsId) }));
    const second = await submit();
    // an individual is approved only after a passed face check (decision 90)
    await completeFace(t.app, u.token);
    expectOk(await call(t.app, 'POST', '/api/admin/verification/approve', { token: op, form: { id: second }, ip: freshIp() }));
    expect(await bell(c)).toBe(1);
    const list = (await listing(c, '1')).body.data.list;
    expect(list.map((n: { str: string; isRead: string }) => [n.str, n.isRead])).toEqual([
      ['您的个人实名认证已通过审核。', '0'],
      [rejected.str, '1'],
    ]);
  });

  describe('an extraction by code', () => {
    const hex = (alg: string, s: string) => createHash(alg).update(s).digest('hex');
    const evidence = (over: Partial<NewEvidence> = {}): NewEvidence => ({
      ownerUserId: who.companyMain.userId, creatorUserId: who.companySub.userId, fileName: '合同.pdf', title: '合同.pdf', label: null,
      fileType: 1, productType: 1, mime: 'application/pdf', size: 5, sha256: hex('sha256', 'hello'), sm3: hex('sm3', 'hello'), blobKey: 'evidence/test/n', ...over,
    });
    const extract = (baoquan: string, code: string, ip: string, c?: Caller) =>
      call(t.app, 'POST', '/api/share/downBaoquan', { form: { baoquan, code }, ip, ...(c ? auth(c) : {}) });
    const ownerNotices = async () => (await rowsOf(who.companyMain.userId)).map((n) => n.content).filter((s) => s.includes('凭提取码提取'));

    beforeAll(async () => {
      expectOk(await call(t.app, 'POST', '/api/user/setExtractCode', { ...auth(who.companyMain), form: { extractCode: 'notice-code1' }, ip: freshIp() }));
    });

    it("tells the owner: number, masked address, time; once an hour per address; never of the owner's own", async () => {
      const ev = await recordEvidence(t.db, t.ledger, evidence(), null);
      const before = await ownerNotices();
      const bellBefore = await bell(who.companyMain);
      expectOk(await extract(ev.evidence_no, 'notice-code1', '10.77.3.4'));
      const after = await ownerNotices();
      expect(after).toHaveLength(before.length + 1);
      const text = after.at(-1)!;
      expect(text).toContain(`保全号 ${ev.evidence_no}`);
      expect(text).toContain('10.77.*.*');
      expect(text).not.toContain('10.77.3.4');
      expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）/);
      expect(await bell(who.companyMain)).toBe(bellBefore + 1);
      // the same address again within the hour: the custody log has it, no second notice
      expectOk(await extract(ev.evidence_no, 'notice-code1', '10.77.3.4'));
      expect(await ownerNotices()).toHaveLength(before.length + 1);
      // another account, logged in, from elsewhere: a notice
      expectOk(await extract(ev.evidence_no, 'notice-code1', '10.78.1.1', who.otherCompany));
      expect(await ownerNotices()).toHaveLength(before.length + 2);
      // the owner, and a member acting for the owning company: none
      expectOk(await extract(ev.evidence_no, 'notice-code1', '10.79.1.1', who.companyMain));
      expectOk(await extract(ev.evidence_no, 'notice-code1', '10.80.1.1', who.companySub));
      expect(await ownerNotices()).toHaveLength(before.length + 2);
      // a wrong code is no extraction
      expectRefused(await extract(ev.evidence_no, 'wrong', '10.81.1.1'), /提取码错误/);
      expect(await ownerNotices()).toHaveLength(before.length + 2);
      // and the owner reads it through the listing like any other notice
      const list = (await listing(who.companyMain, '1')).body.data.list as Array<{ str: string }>;
      expect(list.some((n) => n.str === text)).toBe(true);
    });

    it('does not tell the owner of an individual record its own extraction, but does tell of a visitor', async () => {
      expectOk(await call(t.app, 'POST', '/api/user/setExtractCode', { ...auth(who.individual), form: { extractCode: 'mine-code1' }, ip: freshIp() }));
      const ev = await recordEvidence(t.db, t.ledger, evidence({ ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }), null);
      const count = async () => (await rowsOf(who.individual.userId)).filter((n) => n.content.includes(ev.evidence_no)).length;
      expectOk(await extract(ev.evidence_no, 'mine-code1', '10.82.1.1', who.individual));
      expect(await count()).toBe(0);
      expectOk(await extract(ev.evidence_no, 'mine-code1', '10.83.1.1'));
      expect(await count()).toBe(1);
    });
  });
});

describe('the API documentation', () => {
  it('lists the notification calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of ['/api/News/listing', '/api/News/read', '/api/News/del', '/api/news/notice']) expect(paths).toContain(p);
  });
});
