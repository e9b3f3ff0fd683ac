import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_LIST_MSG, EVIDENCE_MSG, MSG } from '@evidence/shared/constants';
import type { TGetListResponse } from '@evidence/shared/contracts';
import type { Evidence } from '../../src/db/schema';
import { call } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

let t: TestApp;
let who: Tenants;
/** 2026-03-15 00:00 in China (UTC+8), in ms: the page turns a chosen day into these seconds */
const DAY = Date.UTC(2026, 2, 14, 16, 0, 0);
const r: Record<string, Evidence> = {};

const list = (c: Caller | null, query: Record<string, string> = {}) =>
  call<TGetListResponse>(t.app, 'GET', '/api/data/getList', { ...(c ? { token: c.token, role: c.role } : {}), query });
const ids = (a: { body: { data: TGetListResponse } }) => a.body.data.list.map((x) => x.id).sort((x, y) => x - y);
const idsOf = (...keys: string[]) => keys.map((k) => r[k]!.id).sort((x, y) => x - y);

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  const me = { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId };
  r.day = await seedRecord(t, { ...me, title: '合同A.pdf', fileType: 1, productType: 1, label: '合同', savedAt: DAY });
  r.dayEnd = await seedRecord(t, { ...me, title: '照片_1.png', fileType: 2, productType: 2, label: '照片', savedAt: DAY + 86_399_999 });
  r.before = await seedRecord(t, { ...me, title: '100%真实.mp3', fileType: 3, productType: 1, savedAt: DAY - 1 });
  r.after = await seedRecord(t, { ...me, title: 'video.mp4', fileType: 4, productType: 2, label: '合同', savedAt: DAY + 86_400_000 });
  r.other = await seedRecord(t, { ...me, title: 'abc', fileName: 'XYZ_other.bin', fileType: 5, productType: 1 });
  // the company: 12 uploads by the main account, 13 by its member acting for it
  for (let i = 0; i < 12; i += 1) r[`main${i}`] = await seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId, title: `主账号${i}.pdf`, label: '公司' });
  for (let i = 0; i < 13; i += 1) r[`sub${i}`] = await seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companySub.userId, title: `成员${i}.pdf`, label: '成员' });
  r.otherCompany = await seedRecord(t, { ownerUserId: who.otherCompany.userId, creatorUserId: who.otherCompany.userId, title: '别家.pdf' });
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/data/getList', () => {
  it('answers the caller its own records, newest first, with every field the page needs', async () => {
    const a = await list(who.individual);
    expect(a.status).toBe(200);
    expect(a.body.code).toBe(200);
    expect(a.body.data.count).toBe(5);
    expect(a.body.data.list.map((x) => x.id)).toEqual([r.other!.id, r.after!.id, r.dayEnd!.id, r.day!.id, r.before!.id]);
    const row = a.body.data.list.find((x) => x.id === r.dayEnd!.id)!;
    expect(row).toEqual({
      id: r.dayEnd!.id,
      baoquan: r.dayEnd!.evidence_no,
      title: '照片_1.png',
      fileName: '照片_1.png',
      fileType: '图片',
      fileTypeCode: 2,
      type: 'API保全',
      productType: 2,
      size: 16,
      saveTime: DAY + 86_399_999,
      fileStatus: '已上传',
      status: 'uploaded',
      label: '照片',
      creator_name: null,
      sha256: r.dayEnd!.sha256,
      deleteRefusal: null,
      madeBySystem: false,
    });
    expect(typeof row.baoquan).toBe('string');
  });

  it('shows 上传中 and 证据缺失 by name', async () => {
    await t.db.updateTable('evidence').set({ status: 'missing' }).where('id', '=', r.before!.id).execute();
    await t.db.updateTable('evidence').set({ status: 'uploading' }).where('id', '=', r.after!.id).execute();
    const byId = new Map((await list(who.individual)).body.data.list.map((x) => [x.id, x.fileStatus]));
    expect(byId.get(r.before!.id)).toBe('证据缺失');
    expect(byId.get(r.after!.id)).toBe('上传中');
    await t.db.updateTable('evidence').set({ status: 'uploaded' }).where('id', 'in', [r.before!.id, r.after!.id]).execute();
  });

  it('takes a single day as the whole day (end = end date + 86400 − 1 s) and excludes its neighbours', async () => {
    const start = DAY / 1000;
    expect(ids(await list(who.individual, { startTime: String(start), endTime: String(start + 86_399) }))).toEqual(idsOf('day', 'dayEnd'));
    // the very first and very last millisecond of a range are in it
    expect(ids(await list(who.individual, { startTime: String(start), endTime: String(start) }))).toEqual(idsOf('day'));
    expect(ids(await list(who.individual, { startTime: String(start + 86_399), endTime: String(start + 86_399) }))).toEqual(idsOf('dayEnd'));
    expect(ids(await list(who.individual, { endTime: String(start - 1) }))).toEqual(idsOf('before'));
    expect(ids(await list(who.individual, { startTime: String(start + 86_400), endTime: String(start + 2 * 86_400 - 1) }))).toEqual(idsOf('after'));
    expect((await list(who.individual, { startTime: String(start), endTime: String(start + 86_399) })).body.data.count).toBe(2);
  });

  it('filters by file type, product and label; 0 means all', async () => {
    expect(ids(await list(who.individual, { type: '2' }))).toEqual(idsOf('dayEnd'));
    expect(ids(await list(who.individual, { type: '5' }))).toEqual(idsOf('other'));
    expect((await list(who.individual, { type: '0' })).body.data.count).toBe(5);
    expect(ids(await list(who.individual, { productType: '2' }))).toEqual(idsOf('dayEnd', 'after'));
    expect(ids(await list(who.individual, { productType: '1' }))).toEqual(idsOf('day', 'before', 'other'));
    expect((await list(who.individual, { productType: '0' })).body.data.count).toBe(5);
    expect(ids(await list(who.individual, { label: '合同' }))).toEqual(idsOf('day', 'after'));
    expect(ids(await list(who.individual, { label: '合同', type: '4', productType: '2' }))).toEqual(idsOf('after'));
    expect((await list(who.individual, { label: '没有' })).body.data).toEqual({ list: [], count: 0 });
  });

  it('matches the keyword in title, file name and evidence number; % and _ are plain characters', async () => {
    expect(ids(await list(who.individual, { keyword: '%' }))).toEqual(idsOf('before'));
    expect(ids(await list(who.individual, { keyword: '_' }))).toEqual(idsOf('dayEnd', 'other'));
    expect(ids(await list(who.individual, { keyword: '0%真' }))).toEqual(idsOf('before'));
    expect(ids(await list(who.individual, { keyword: 'xyz' }))).toEqual(idsOf('other'));
    expect(ids(await list(who.individual, { keyword: '合同' }))).toEqual(idsOf('day'));
    expect(ids(await list(who.individual, { keyword: r.after!.evidence_no }))).toEqual(idsOf('after'));
    expect(ids(await list(who.individual, { keyword: '\\' }))).toEqual([]);
    expect(ids(await list(who.individual, { keyword: '  abc  ' }))).toEqual(idsOf('other'));
  });

  it('pages 10 rows at a time with the total count, and accepts the page’s empty values and v', async () => {
    const p1 = await list(who.companyMain, { page: '1', v: '1700000000000' });
    const p3 = await list(who.companyMain, { page: '3' });
    const p4 = await list(who.companyMain, { page: '4' });
    expect([p1.body.data.count, p3.body.data.count, p4.body.data.count]).toEqual([25, 25, 25]);
    expect([p1.body.data.list.length, p3.body.data.list.length, p4.body.data.list.length]).toEqual([10, 5, 0]);
    const all = [...p1.body.data.list, ...(await list(who.companyMain, { page: '2' })).body.data.list, ...p3.body.data.list].map((x) => x.id);
    expect(new Set(all).size).toBe(25);
    expect((await list(who.companyMain, { limit: '100' })).body.data.list).toHaveLength(25);
    expect((await list(who.companyMain, { limit: '7', page: '2' })).body.data.list).toHaveLength(7);
    const blank = await list(who.companyMain, { startTime: '', endTime: '', keyword: '', page: '', type: '', productType: '', limit: '', label: '', v: '' });
    expect(blank.body.code).toBe(200);
    expect(blank.body.data.count).toBe(25);
    expect(blank.body.data.list).toHaveLength(10);
  });

  it('scopes by role: main account sees its members’ uploads with creator_name, a member only its own, others nothing', async () => {
    const main = (await list(who.companyMain, { limit: '100' })).body.data.list;
    expect(main).toHaveLength(25);
    expect(new Set(main.filter((x) => x.title.startsWith('成员')).map((x) => x.creator_name))).toEqual(new Set(['赵磊']));
    expect(new Set(main.filter((x) => x.title.startsWith('主账号')).map((x) => x.creator_name))).toEqual(new Set(['王芳']));
    const sub = await list(who.companySub, { limit: '100' });
    expect(sub.body.data.count).toBe(13);
    expect(sub.body.data.list.every((x) => x.title.startsWith('成员') && x.creator_name === null)).toBe(true);
    expect((await list(who.subPersonal)).body.data).toEqual({ list: [], count: 0 });
    expect(ids(await list(who.otherCompany))).toEqual(idsOf('otherCompany'));
    expect((await list(who.individual, { keyword: '别家' })).body.data.count).toBe(0);
    expect((await list(who.otherCompany, { keyword: '成员' })).body.data.count).toBe(0);
  });

  it('gives the same counts from the trigger-kept counts as from counting rows, for every select filter', async () => {
    const filters: Array<Record<string, string>> = [{}, { type: '1' }, { type: '2' }, { productType: '2' }, { label: '合同' }, { label: '成员' }, { type: '1', productType: '1', label: '公司' }];
    for (const c of [who.individual, who.companyMain, who.companySub, who.subPersonal, who.otherCompany]) {
      for (const f of filters) {
        // startTime=0 matches every record but takes the counting path
        expect((await list(c, f)).body.data.count, JSON.stringify(f)).toBe((await list(c, { ...f, startTime: '0' })).body.data.count);
      }
    }
    expect((await list(who.individual, { label: '合同' })).body.data.count).toBe(2);
    // the same tally from the rows themselves (a missing label is kept as '')
    const rowsLive = await t.db.selectFrom('evidence').select(['owner_user_id', 'creator_user_id', 'file_type', 'product_type', 'label']).where('deleted_at', 'is', null).execute();
    const tally = new Map<string, number>();
    for (const r of rowsLive) {
      const k = `${r.owner_user_id}/${r.creator_user_id}/${r.file_type}/${r.product_type}/${r.label ?? ''}`;
      tally.set(k, (tally.get(k) ?? 0) + 1);
    }
    const live = [...tally].map(([k, n]) => `${k}=${n}`);
    const kept = await t.db.selectFrom('evidence_live_counts').selectAll().where('n', '>', 0).execute();
    const key = (r: { owner_user_id: number; creator_user_id: number; file_type: number; product_type: number; label: string; n: number | string }) =>
      `${r.owner_user_id}/${r.creator_user_id}/${r.file_type}/${r.product_type}/${r.label}=${Number(r.n)}`;
    expect(kept.map(key).sort()).toEqual(live.sort());
  });

  it('asks a guest to log in', async () => {
    const a = await list(null);
    expect(a.status).toBe(401);
    expect(a.body).toEqual({ code: 408, msg: MSG.sessionExpired, data: null });
    // even with a broken query: nothing about validation leaks before the login check
    expect((await list(null, { page: 'x' })).body.code).toBe(408);
  });

  it.each([
    [{ page: '0' }, EVIDENCE_LIST_MSG.badPage],
    [{ page: 'abc' }, EVIDENCE_LIST_MSG.badPage],
    [{ page: '1.5' }, EVIDENCE_LIST_MSG.badPage],
    [{ page: '100001' }, EVIDENCE_LIST_MSG.badPage],
    [{ limit: '0' }, EVIDENCE_LIST_MSG.badLimit],
    [{ limit: '101' }, EVIDENCE_LIST_MSG.badLimit],
    [{ type: '6' }, EVIDENCE_MSG.badType],
    [{ type: '-1' }, EVIDENCE_MSG.badType],
    [{ productType: '3' }, EVIDENCE_MSG.badProductType],
    [{ startTime: 'yesterday' }, EVIDENCE_LIST_MSG.badStartTime],
    [{ startTime: '-5' }, EVIDENCE_LIST_MSG.badStartTime],
    [{ endTime: '1e20' }, EVIDENCE_LIST_MSG.badEndTime],
    [{ startTime: '1700000000', endTime: '1600000000' }, EVIDENCE_LIST_MSG.startAfterEnd],
    [{ keyword: 'x'.repeat(51) }, EVIDENCE_MSG.keywordTooLong],
    [{ label: 'x'.repeat(31) }, EVIDENCE_MSG.labelTooLong],
    [{ keyword: 'a\u0000b' }, MSG.invalidChars],
    [{ v: 'x'.repeat(33) }, EVIDENCE_LIST_MSG.badV],
  ])('refuses %j with a clear message', async (query, msg) => {
    const a = await list(who.individual, query);
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ code: 400, msg, data: null });
  });

  it('never answers 500 to repeated or odd parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/data/getList?page=1&page=2&type=1&type=x&keyword[a]=1', headers: { authorization: `Bearer ${who.individual.token}`, role: '1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});

describe('GET /api/data/getLabelList', () => {
  it('lists the caller’s labels, most used first, within its scope', async () => {
    const get = (c: Caller) => call(t.app, 'GET', '/api/data/getLabelList', { token: c.token, role: c.role });
    expect((await get(who.individual)).body).toEqual({ code: 200, msg: '成功', data: [{ label: '合同' }, { label: '照片' }] });
    expect((await get(who.companyMain)).body.data).toEqual([{ label: '成员' }, { label: '公司' }]);
    expect((await get(who.companySub)).body.data).toEqual([{ label: '成员' }]);
    expect((await get(who.otherCompany)).body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/data/getLabelList')).body.code).toBe(408);
  });
});

describe('OpenAPI', () => {
  it('documents the three calls with getList’s exact parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>> }>();
    const params = (doc.paths['/api/data/getList']?.get?.parameters ?? []).map((p) => p.name).sort();
    expect(params).toEqual(['endTime', 'keyword', 'label', 'limit', 'page', 'productType', 'startTime', 'type', 'v']);
    expect(doc.paths['/api/data/getLabelList']?.get).toBeDefined();
    expect(doc.paths['/api/data/delData']?.post).toBeDefined();
  });
});
