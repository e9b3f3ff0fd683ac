import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MSG, SHARE_MSG } from '@evidence/shared/constants';
import type { TCustodyPage } from '@evidence/shared/contracts';
import { recordEvidence, type NewEvidence } from '../../src/services/evidence/record-evidence';
import { writeCustody } from '../../src/services/evidence/custody';
import type { Evidence } from '../../src/db/schema';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

let t: TestApp;
let who: Tenants;
let ev: Evidence;
let mine: Evidence;

const hex = (alg: string, s: string) => createHash(alg).update(s).digest('hex');
const input = (over: Partial<NewEvidence> = {}): NewEvidence => ({
  ownerUserId: who.companyMain.userId, creatorUserId: who.companySub.userId, fileName: 'a.txt', title: 'a.txt', label: null,
  fileType: 1, productType: 1, mime: 'text/plain', size: 5, sha256: hex('sha256', 'hello'), sm3: hex('sm3', 'hello'), blobKey: 'evidence/test/a', ...over,
});
const custody = (c: Caller | null, query: Record<string, string>) =>
  call<TCustodyPage>(t.app, 'GET', '/api/share/getCustody', { query, ip: freshIp(), ...(c ? { token: c.token, role: c.role } : {}) });

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  expectOk(await call(t.app, 'POST', '/api/user/setExtractCode', { token: who.companyMain.token, role: '1', form: { extractCode: 'share-me1' }, ip: freshIp() }));
  ev = await recordEvidence(t.db, t.ledger, input(), '10.9.8.7');
  // created by the main account itself: its member does not see it (evidence-scope)
  mine = await recordEvidence(t.db, t.ledger, input({ creatorUserId: who.companyMain.userId }), null);
  const extract = (code: string, ip: string, c?: Caller) =>
    call(t.app, 'POST', '/api/share/downBaoquan', { form: { baoquan: ev.evidence_no, code }, ip, ...(c ? { token: c.token, role: c.role } : {}) });
  expectOk(await extract('share-me1', '172.16.5.9'));
  expectRefused(await extract('nope', '172.16.5.9'), /提取码错误/);
  expectOk(await extract('share-me1', freshIp(), who.otherCompany));
  await writeCustody(t.db, { evidenceId: ev.id, action: 'download_original', actorType: 'user', actorId: who.companySub.userId, ip: '10.0.0.1', detail: { via: 'owner' } });
});
afterAll(async () => t?.close());

describe('the custody log', () => {
  it('lists every entry for the owner, newest first, with who and how in words', async () => {
    const r = await custody(who.companyMain, { baoquan: ev.evidence_no });
    expectOk(r);
    expect(r.body.data.count).toBe(5);
    const rows = r.body.data.list;
    expect(rows.map((e) => e.action)).toEqual(['download_original', 'extracted', 'extract_refused', 'extracted', 'saved']);
    expect(rows.map((e) => e.actionName)).toEqual(['下载原始文件', '凭提取码提取', '提取被拒绝', '凭提取码提取', '存证保全']);
    expect(rows[0]!.actor).toMatch(/^企业成员 .*（138\*\*\*\*0003）$/);
    expect(rows[0]!.how).toBe('账号内操作');
    expect(rows[1]!.actor).toMatch(/^其他账号 .*（138\*\*\*\*0004）$/);
    expect(rows[1]!.how).toBe('凭提取码');
    expect(rows[2]).toMatchObject({ actor: '访客（172.16.*.*）', how: '提取码错误（1小时内第1次）' });
    expect(rows[3]).toMatchObject({ actor: '访客（172.16.*.*）', how: '凭提取码' });
    expect(rows[4]!.actor).toMatch(/^企业成员 .*（138\*\*\*\*0003）$/);
    const text = JSON.stringify(r.body);
    expect(text).not.toContain('172.16.5.9');
    expect(text).not.toContain('13800000004');
    expect(text).not.toContain('share-me1');
    for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.at).toBeGreaterThanOrEqual(rows[i]!.at);
  });

  it('words the same entries in English for the English certificate (lang=en), and refuses another language', async () => {
    const r = await custody(who.companyMain, { baoquan: ev.evidence_no, lang: 'en' });
    expectOk(r);
    const rows = r.body.data.list;
    expect(rows.map((e) => e.action)).toEqual(['download_original', 'extracted', 'extract_refused', 'extracted', 'saved']);
    expect(rows.map((e) => e.actionName)).toEqual(['Original downloaded', 'Extracted with the code', 'Extraction refused', 'Extracted with the code', 'Preserved']);
    expect(rows[0]!.actor).toMatch(/^Company member .* \(138\*\*\*\*0003\)$/);
    expect(rows[0]!.how).toBe('In the account');
    expect(rows[1]!.actor).toMatch(/^Another account .* \(138\*\*\*\*0004\)$/);
    expect(rows[2]).toMatchObject({ actor: 'Visitor (172.16.*.*)', how: 'Wrong extraction code (attempt 1 within the hour)' });
    expect(rows[3]).toMatchObject({ actor: 'Visitor (172.16.*.*)', how: 'With the extraction code' });
    expect(rows[4]!.how).toBe('Upload');
    // nothing Chinese is left but the names people gave themselves
    const words = rows.flatMap((e) => [e.actionName, e.how, e.actor.replace(/^(Company member|Another account) \S+/, '$1')]);
    for (const w of words) expect(w).not.toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.stringify(r.body)).not.toContain('172.16.5.9');
    expectRefused(await custody(who.companyMain, { baoquan: ev.evidence_no, lang: 'fr' }), SHARE_MSG.badLang);
  });

  it('names a view through the certificate link in words, in both languages', async () => {
    const seen = await recordEvidence(t.db, t.ledger, input({ creatorUserId: who.companyMain.userId }), null);
    await writeCustody(t.db, { evidenceId: seen.id, action: 'viewed', actorType: 'visitor', actorId: null, ip: '10.7.7.7', detail: { via: 'link' } });
    const zh = await custody(who.companyMain, { baoquan: seen.evidence_no });
    const en = await custody(who.companyMain, { baoquan: seen.evidence_no, lang: 'en' });
    expect(zh.body.data.list[0]).toMatchObject({ actionName: '查看证书', actor: '访客（10.7.*.*）', how: '证书链接' });
    expect(en.body.data.list[0]).toMatchObject({ actionName: 'Certificate viewed', actor: 'Visitor (10.7.*.*)', how: 'Certificate link' });
  });

  it('answers by id as well, and to the member who created the record', async () => {
    const byId = await custody(who.companyMain, { dataId: String(ev.id) });
    expectOk(byId);
    expect(byId.body.data.count).toBe(5);
    const sub = await custody(who.companySub, { baoquan: ev.evidence_no });
    expectOk(sub);
    expect(sub.body.data.count).toBe(5);
  });

  it('pages by 10', async () => {
    for (let i = 0; i < 8; i += 1) await writeCustody(t.db, { evidenceId: mine.id, action: 'download_certificate', actorType: 'visitor', actorId: null, ip: `2001:db8:5:${i}::1`, detail: { via: 'lookup' } });
    const p1 = await custody(who.companyMain, { baoquan: mine.evidence_no });
    const p2 = await custody(who.companyMain, { baoquan: mine.evidence_no, page: '2' });
    expect(p1.body.data.count).toBe(9);
    expect(p1.body.data.list).toHaveLength(9);
    expect(p2.body.data.list).toHaveLength(0);
    for (let i = 8; i < 12; i += 1) await writeCustody(t.db, { evidenceId: mine.id, action: 'download_certificate', actorType: 'visitor', actorId: null, ip: '10.1.1.1', detail: { via: 'lookup' } });
    const q1 = await custody(who.companyMain, { baoquan: mine.evidence_no });
    const q2 = await custody(who.companyMain, { baoquan: mine.evidence_no, page: '2' });
    expect(q1.body.data.list).toHaveLength(10);
    expect(q2.body.data.list).toHaveLength(3);
    expect(new Set([...q1.body.data.list, ...q2.body.data.list].map((e) => e.id)).size).toBe(13);
    expect(q1.body.data.list.some((e) => e.actor === '访客（2001:db8:5:*）' && e.actionName === '下载证书' && e.how === '证书查询')).toBe(true);
  });

  it('is nothing for another tenant, a member who did not create it, a guest, or a deleted record', async () => {
    for (const c of [who.otherCompany, who.individual, who.subPersonal]) {
      expectRefused(await custody(c, { baoquan: ev.evidence_no }), EVIDENCE_MSG.notFound);
      expectRefused(await custody(c, { dataId: String(ev.id) }), EVIDENCE_MSG.notFound);
    }
    expectRefused(await custody(who.companySub, { baoquan: mine.evidence_no }), EVIDENCE_MSG.notFound);
    expectRefused(await custody(who.companyMain, { baoquan: '209901010000000000' }), EVIDENCE_MSG.notFound);
    expectRefused(await custody(who.companyMain, { dataId: '99999999' }), EVIDENCE_MSG.notFound);
    expectSessionExpired(await custody(null, { baoquan: ev.evidence_no }));
    expectSessionExpired(await custody(null, { baoquan: 'junk' }));
    const gone = await recordEvidence(t.db, t.ledger, input({ creatorUserId: who.companyMain.userId }), null);
    await t.db.updateTable('evidence').set({ deleted_at: Date.now() }).where('id', '=', gone.id).execute();
    expectRefused(await custody(who.companyMain, { baoquan: gone.evidence_no }), EVIDENCE_MSG.notFound);
  });

  it('refuses a query without a record, or a malformed one', async () => {
    expectRefused(await custody(who.companyMain, {}), EVIDENCE_MSG.badIds);
    expectRefused(await custody(who.companyMain, { baoquan: '123' }), SHARE_MSG.baoquanInvalid);
    expectRefused(await custody(who.companyMain, { dataId: 'abc' }), EVIDENCE_MSG.badIds);
    expectRefused(await custody(who.companyMain, { dataId: '1', page: '0' }), '页码格式不正确');
  });
});
