import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_MSG, EVIDENCE_MSG } from '@evidence/shared/constants';
import { loadDownloadSecret, signDownload } from '../../src/services/downloads/signed-url';
import { call, freshIp } from '../helpers/api';
import { blobPath, dispositionName, makeRecord, readZip } from '../helpers/evidence-download';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

let t: TestApp;
let who: Tenants;
type Rec = Awaited<ReturnType<typeof makeRecord>>;
let a: Rec;
let aAgain: Rec;
let b: Rec;
let mine: Rec;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  const company = who.companyMain.userId;
  a = await makeRecord(t, { owner: company, creator: who.companySub.userId, fileName: '合同 (最终版).pdf', content: '%PDF first' });
  // the same name twice (and once in other case): the ZIP makes them unique
  aAgain = await makeRecord(t, { owner: company, creator: company, fileName: '合同 (最终版).pdf', content: '%PDF second one' });
  b = await makeRecord(t, { owner: company, creator: company, fileName: '../../etc/照片:1.JPG', content: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]) });
  mine = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: '个人.txt', content: '个人' });
});
afterAll(async () => t?.close());

const select = (c: Caller | null, dataIdStr: string) =>
  call(t.app, 'POST', '/api/data/downloadZip', { ...(c ? { token: c.token, role: c.role } : {}), form: { dataIdStr }, ip: freshIp() });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' }, remoteAddress: freshIp() });

describe('the streamed ZIP of a selection', () => {
  it('holds every downloadable original under its own (made unique, made safe) Chinese name, and a list of contents', async () => {
    const up = await makeRecord(t, { owner: who.companyMain.userId, creator: who.companyMain.userId, fileName: '上传中.pdf', content: 'u' });
    await t.db.updateTable('evidence').set({ status: 'uploading' }).where('id', '=', up.id).execute();
    const r = await select(who.companyMain, `${a.id},${aAgain.id},${b.id},${up.id},${mine.id}`);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ count: 3, totalBytes: a.content.length + aAgain.content.length + b.content.length });
    expect(r.body.data.refused.map((x: { id: number; reason: string }) => [x.id, x.reason])).toEqual([
      [up.id, 'uploading'],
      [mine.id, 'notFound'],
    ]);
    expect(r.body.data.url).toMatch(/^\/api\/download\/zip\//);

    const res = await get(r.body.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(dispositionName(res.headers['content-disposition'] as string)).toMatch(/^证据批量下载-\d{8}-\d{6}\.zip$/);
    const entries = await readZip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['证据清单.csv', '合同 (最终版).pdf', '合同 (最终版) (2).pdf', '.._.._etc_照片_1.JPG']);
    expect(entries.every((e) => e.utf8)).toBe(true);
    expect(entries[1]!.data.equals(a.content)).toBe(true);
    expect(entries[2]!.data.equals(aAgain.content)).toBe(true);
    expect(entries[3]!.data.equals(b.content)).toBe(true);
    const csv = entries[0]!.data.toString('utf8');
    expect(csv.startsWith('\ufeff序号,ZIP内文件名,原文件名,保全号')).toBe(true);
    expect(csv).toContain(`2,合同 (最终版) (2).pdf,合同 (最终版).pdf,${aAgain.evidence_no},${aAgain.content.length},${aAgain.sha256},${aAgain.sm3},`);
    expect(csv).not.toContain(mine.evidence_no);

    for (const rec of [a, aAgain, b]) {
      const logged = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', rec.id).where('action', '=', 'download_zip').execute();
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ actor_type: 'user', actor_id: who.companyMain.userId });
      expect(JSON.parse(logged[0]!.detail!)).toMatchObject({ via: 'owner', count: 3 });
    }
  });

  it('keeps the scope of the caller who selected: a sub-account’s ZIP holds only what it created', async () => {
    const r = await select(who.companySub, `${a.id},${aAgain.id},${b.id}`);
    expect(r.body.data.count).toBe(1);
    const entries = await readZip((await get(r.body.data.url)).rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['证据清单.csv', '合同 (最终版).pdf']);
  });

  it('refuses an anonymous caller, another tenant’s ids (无下载文件), and bad input', async () => {
    expect((await select(null, String(a.id))).body.code).toBe(408);
    for (const c of [who.otherCompany, who.subPersonal, who.individual]) {
      const r = await select(c, `${a.id},${b.id}`);
      expect(r.body).toMatchObject({ code: 400, msg: EVIDENCE_MSG.noDownloadFiles });
    }
    expect((await select(who.companyMain, '')).body.msg).toBe(EVIDENCE_MSG.selectToDownload);
    expect((await select(who.companyMain, 'x')).body.msg).toBe(EVIDENCE_MSG.badIds);
  });

  it('refuses a changed, foreign-kind or expired link, and a link whose selection is gone', async () => {
    const r = await select(who.companyMain, String(a.id));
    const token = (r.body.data.url as string).split('/').at(-1)!;
    const changed = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await get(`/api/download/zip/${changed}`)).json()).toEqual({ code: 403, msg: DOWNLOAD_MSG.linkInvalid, data: null });
    // a ZIP token is no original token and the reverse
    expect((await get(`/api/download/original/${token}`)).statusCode).toBe(403);
    const secret = loadDownloadSecret(t.dataDir, undefined);
    const grant = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { id: string; userId: number };
    const expired = signDownload(secret, { kind: 'zip', id: grant.id, userId: grant.userId, exp: Date.now() - 1, via: 'owner' });
    const late = await get(`/api/download/zip/${expired}`);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ code: 410, msg: DOWNLOAD_MSG.linkExpired, data: null });
    // a genuine token for a selection made by someone else (cannot be issued, but must not open)
    const foreign = signDownload(secret, { kind: 'zip', id: grant.id, userId: who.otherCompany.userId, exp: Date.now() + 60_000, via: 'owner' });
    expect((await get(`/api/download/zip/${foreign}`)).statusCode).toBe(410);
    await t.db.updateTable('download_selections').set({ expires_at: Date.now() - 1 }).where('id', '=', Number(grant.id)).execute();
    expect((await get(r.body.data.url)).statusCode).toBe(410);
  });

  it('leaves out an original that vanished after selecting, marks it 证据缺失 and says so in the list', async () => {
    const gone = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: '会消失.pdf', content: 'bye' });
    const r = await select(who.individual, `${gone.id},${mine.id}`);
    expect(r.body.data.count).toBe(2);
    fs.rmSync(blobPath(t, gone.blob_key!));
    const entries = await readZip((await get(r.body.data.url)).rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['证据清单.csv', '个人.txt']);
    expect(entries[0]!.data.toString('utf8')).toContain(`未包含,${EVIDENCE_MSG.missingNoDownload},会消失.pdf,${gone.evidence_no}`);
    expect((await t.db.selectFrom('evidence').select('status').where('id', '=', gone.id).executeTakeFirstOrThrow()).status).toBe('missing');
    const custody = await t.db.selectFrom('evidence_custody').select('action').where('evidence_id', '=', gone.id).execute();
    expect(custody.map((c) => c.action)).toEqual(['saved', 'found_missing']);
    // when nothing is left, 无下载文件
    const only = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: 'o.pdf', content: 'o' });
    const r2 = await select(who.individual, String(only.id));
    fs.rmSync(blobPath(t, only.blob_key!));
    expect((await get(r2.body.data.url)).json()).toMatchObject({ code: 400, msg: EVIDENCE_MSG.noDownloadFiles });
  });

  it('also streams a larger selection whole (many files, one megabyte each)', async () => {
    const big = Buffer.alloc(1024 * 1024, 7);
    const recs: Rec[] = [];
    for (let i = 0; i < 12; i += 1) recs.push(await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: `录音${i % 3}.mp3`, content: big }));
    const r = await select(who.individual, recs.map((x) => x.id).join(','));
    const res = await get(r.body.data.url);
    const entries = await readZip(res.rawPayload);
    expect(entries).toHaveLength(13);
    expect(new Set(entries.map((e) => e.name.toLowerCase())).size).toBe(13);
    expect(entries.slice(1).every((e) => e.data.equals(big))).toBe(true);
  });

  it('announces the exact length with 700 entries (central directory past 64 KiB) and writes ZIP64 end records', async () => {
    const recs: Rec[] = [];
    for (let start = 0; start < 700; start += 50) {
      recs.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => makeRecord(t, { owner: who.otherCompany.userId, creator: who.otherCompany.userId, fileName: `第${start + j}号证据材料.txt`, content: `内容 ${start + j}` })))));
    }
    const r = await select(who.otherCompany, recs.map((x) => x.id).join(','));
    expect(r.body.data.count).toBe(700);
    const res = await get(r.body.data.url);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // ZIP64 end of central directory record and locator precede the classic end record
    expect(res.rawPayload.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(res.rawPayload.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
    const entries = await readZip(res.rawPayload);
    expect(entries).toHaveLength(701);
    expect(entries[700]!.name).toBe(recs[699]!.file_name);
    expect(entries[700]!.data.toString('utf8')).toBe('内容 699');
  }, 60_000);
});
