import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACT_RECORD_LOCK_AFTER, MSG, SHARE_MSG, fillMessage } from '@evidence/shared/constants';
import { recordEvidence, type NewEvidence } from '../../src/services/evidence/record-evidence';
import { purgeStaleExtractGuards } from '../../src/services/extraction/purge-guards';
import { codeCipher } from '../../src/services/extraction/code-cipher';
import { writeExtractCode } from '../../src/services/extraction/extract-code-store';
import { loadDownloadSecret, verifyDownload } from '../../src/services/downloads/signed-url';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

let t: TestApp;
let who: Tenants;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
});
afterAll(async () => t?.close());

const hex = (alg: string, s: string) => createHash(alg).update(s).digest('hex');
const input = (over: Partial<NewEvidence> = {}): NewEvidence => ({
  ownerUserId: who.companyMain.userId, creatorUserId: who.companySub.userId, fileName: '合同.pdf', title: '合同.pdf', label: null,
  fileType: 1, productType: 1, mime: 'application/pdf', size: 5, sha256: hex('sha256', 'hello'), sm3: hex('sm3', 'hello'), blobKey: 'evidence/test/a', ...over,
});
const auth = (c: Caller) => ({ token: c.token, role: c.role });
const setCode = (c: Caller, extractCode: string) => call(t.app, 'POST', '/api/user/setExtractCode', { ...auth(c), form: { extractCode }, ip: freshIp() });
const getCode = (c: Caller) => call(t.app, 'GET', '/api/user/getExtractCode', { ...auth(c), ip: freshIp() });
const extract = (baoquan: string, code: string, ip: string = freshIp(), c?: Caller) =>
  call<{ downUrl: string }>(t.app, 'POST', '/api/share/downBaoquan', { form: { baoquan, code }, ip, ...(c ? auth(c) : {}) });
const wrongMsg = (left: number) => fillMessage(SHARE_MSG.wrongCode, { left });
const lockedMsg = fillMessage(SHARE_MSG.locked, { minutes: 60 });

describe('the extraction code in settings', () => {
  it('is empty at first, then set, shown again to its owner and sealed at rest', async () => {
    const before = await getCode(who.individual);
    expectOk(before);
    expect(before.body.data).toEqual({ extractCode: null, isCompanyCode: false, canChange: true, updatedAt: null, unreadable: false });
    const set = await setCode(who.individual, '  Abc-123提取 ');
    expectOk(set);
    expect(set.body.msg).toBe('操作成功');
    const after = await getCode(who.individual);
    expect(after.body.data).toMatchObject({ extractCode: 'Abc-123提取', isCompanyCode: false, canChange: true });
    expect(typeof after.body.data.updatedAt).toBe('number');
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', who.individual.userId).executeTakeFirstOrThrow();
    expect(row.extract_code).toBeNull();
    expect(row.extract_code_enc).toMatch(/^v1\./);
    expect(row.extract_code_enc).not.toContain('Abc-123');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', 'like', 'extractCode.%').where('actor_id', '=', who.individual.userId).execute();
    expect(audit.map((a) => a.action)).toEqual(['extractCode.set']);
    expect(JSON.stringify(audit)).not.toContain('Abc-123');
    expectOk(await setCode(who.individual, 'second1'));
    expect((await getCode(who.individual)).body.data.extractCode).toBe('second1');
  });

  it('refuses codes the specification does not allow, and changes nothing', async () => {
    expectOk(await setCode(who.otherCompany, 'keep-me1'));
    expectRefused(await setCode(who.otherCompany, 'a'.repeat(31)), MSG.extractCodeTooLong);
    expectRefused(await setCode(who.otherCompany, ''), MSG.extractCodeRequired);
    expectRefused(await setCode(who.otherCompany, '   '), MSG.extractCodeRequired);
    expectRefused(await setCode(who.otherCompany, 'a"b'), MSG.extractCodeInvalid);
    expectOk(await setCode(who.otherCompany, `${'a'.repeat(29)}1`));
    expect((await getCode(who.otherCompany)).body.data.extractCode).toBe(`${'a'.repeat(29)}1`);
  });

  it("is the company's for a sub-account, who may read but not change it", async () => {
    expectOk(await setCode(who.companyMain, 'company-code1'));
    const sub = await getCode(who.companySub);
    expect(sub.body.data).toMatchObject({ extractCode: 'company-code1', isCompanyCode: true, canChange: false });
    expectRefused(await setCode(who.companySub, 'hijack'), SHARE_MSG.subAccountNoChange);
    expectRefused(await setCode(who.companySub, 'a'.repeat(40)), SHARE_MSG.subAccountNoChange);
    expect((await getCode(who.companyMain)).body.data.extractCode).toBe('company-code1');
    // the same person in their personal role has their own (none yet)
    expect((await getCode(who.subPersonal)).body.data).toMatchObject({ extractCode: null, isCompanyCode: false, canChange: true });
  });

  it('is nothing for a guest', async () => {
    expectSessionExpired(await call(t.app, 'GET', '/api/user/getExtractCode'));
    expectSessionExpired(await call(t.app, 'POST', '/api/user/setExtractCode', { form: { extractCode: 'x' } }));
  });

  it('left in the old plain column is sealed on first read', async () => {
    await t.db.updateTable('users').set({ extract_code: 'legacy1', extract_code_enc: null }).where('id', '=', who.subPersonal.userId).execute();
    expect((await getCode(who.subPersonal)).body.data.extractCode).toBe('legacy1');
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', who.subPersonal.userId).executeTakeFirstOrThrow();
    expect(row.extract_code).toBeNull();
    expect(row.extract_code_enc).toMatch(/^v1\./);
    await t.db.updateTable('users').set({ extract_code_enc: null, extract_code_set_at: null }).where('id', '=', who.subPersonal.userId).execute();
  });
});

describe('extracting with a code', () => {
  beforeAll(async () => expectOk(await setCode(who.companyMain, 'company-code1')));

  it('gives whoever holds the right code a package URL signed for a visitor', async () => {
    expectOk(await setCode(who.companyMain, 'company-code1'));
    const ev = await recordEvidence(t.db, t.ledger, input(), null);
    const ip = freshIp();
    const r = await extract(ev.evidence_no, 'company-code1', ip);
    expectOk(r);
    const m = /^\/api\/download\/package\/(.+)$/.exec(r.body.data.downUrl);
    expect(m).not.toBeNull();
    const grant = verifyDownload(loadDownloadSecret(t.dataDir, undefined), m![1]!, 'package');
    expect(grant).toMatchObject({ kind: 'package', id: String(ev.id), userId: null, via: 'code' });
    const custody = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', ev.id).where('action', '=', 'extracted').execute();
    expect(custody).toHaveLength(1);
    expect(custody[0]).toMatchObject({ actor_type: 'visitor', actor_id: null, ip });
    expect(custody[0]!.detail).not.toContain('company-code1');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'evidence.extract').where('target_id', '=', String(ev.id)).execute();
    expect(audit).toHaveLength(1);
    // a logged-in caller is named in the custody log; the URL is still a visitor's
    const asUser = await extract(ev.evidence_no, 'company-code1', freshIp(), who.otherCompany);
    expectOk(asUser);
    const named = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', ev.id).where('action', '=', 'extracted').where('actor_type', '=', 'user').execute();
    expect(named.map((c) => c.actor_id)).toEqual([who.otherCompany.userId]);
  });

  it("opens a company's records with the company's code only", async () => {
    const companyRecord = await recordEvidence(t.db, t.ledger, input(), null);
    const personal = await recordEvidence(t.db, t.ledger, input({ ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }), null);
    expectOk(await setCode(who.individual, 'personal-code1'));
    expectRefused(await extract(companyRecord.evidence_no, 'personal-code1'), wrongMsg(4));
    expectRefused(await extract(personal.evidence_no, 'company-code1'), wrongMsg(4));
    expectOk(await extract(personal.evidence_no, 'personal-code1'));
    expectOk(await extract(companyRecord.evidence_no, 'company-code1'));
  });

  it('never matches when the owner has no code, not even an empty one', async () => {
    const ev = await recordEvidence(t.db, t.ledger, input({ ownerUserId: who.subPersonal.userId, creatorUserId: who.subPersonal.userId }), null);
    expectRefused(await extract(ev.evidence_no, 'anything'), SHARE_MSG.noCode);
    expectRefused(await extract(ev.evidence_no, ''), MSG.extractCodeRequired);
    const r = await call(t.app, 'POST', '/api/share/downBaoquan', { form: { baoquan: ev.evidence_no }, ip: freshIp() });
    expectRefused(r, MSG.extractCodeRequired);
    // a sealed code that no longer opens counts as none
    await t.db.updateTable('users').set({ extract_code_enc: 'v1.AAAA.AAAA.AAAA' }).where('id', '=', who.subPersonal.userId).execute();
    expectRefused(await extract(ev.evidence_no, 'anything'), SHARE_MSG.noCode);
    expect((await getCode(who.subPersonal)).body.data).toMatchObject({ extractCode: null, unreadable: true, canChange: true });
    await t.db.updateTable('users').set({ extract_code_enc: null }).where('id', '=', who.subPersonal.userId).execute();
    expect(await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', ev.id).where('action', '!=', 'saved').execute()).toEqual([]);
  });

  it('answers deleted and unknown numbers alike', async () => {
    const ev = await recordEvidence(t.db, t.ledger, input(), null);
    await t.db.updateTable('evidence').set({ deleted_at: Date.now(), deleted_by: who.companyMain.userId }).where('id', '=', ev.id).execute();
    expectRefused(await extract(ev.evidence_no, 'company-code1'), SHARE_MSG.notFound);
    expectRefused(await extract('209901010000000000', 'company-code1'), SHARE_MSG.notFound);
    expectRefused(await extract('12345', 'company-code1'), SHARE_MSG.baoquanInvalid);
    expectRefused(await call(t.app, 'POST', '/api/share/downBaoquan', { form: { code: 'x' }, ip: freshIp() }), SHARE_MSG.baoquanRequired);
    expectRefused(await call(t.app, 'POST', '/api/share/downBaoquan', { json: { code: 5, baoquan: [1] }, ip: freshIp() }), /保全号|提取码/);
  });

  it('says when the file is still uploading or missing, to the holder of the code only', async () => {
    const uploading = await recordEvidence(t.db, t.ledger, input(), null);
    await t.db.updateTable('evidence').set({ status: 'uploading' }).where('id', '=', uploading.id).execute();
    const missing = await recordEvidence(t.db, t.ledger, input(), null);
    await t.db.updateTable('evidence').set({ status: 'missing' }).where('id', '=', missing.id).execute();
    expectRefused(await extract(uploading.evidence_no, 'company-code1'), '证据上传中请稍后下载');
    expectRefused(await extract(missing.evidence_no, 'company-code1'), '证据缺失不可下载');
    expectRefused(await extract(missing.evidence_no, 'nope'), wrongMsg(4));
    const extracted = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', 'in', [uploading.id, missing.id]).where('action', '=', 'extracted').execute();
    expect(extracted).toEqual([]);
  });
});

describe('five wrong codes', () => {
  beforeAll(async () => expectOk(await setCode(who.companyMain, 'company-code1')));

  it('lock that record for that address for an hour, and tell the owner', async () => {
    const ev = await recordEvidence(t.db, t.ledger, input(), null);
    const other = await recordEvidence(t.db, t.ledger, input(), null);
    const ip = freshIp();
    const unreadBefore = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', who.companyMain.userId).execute();
    for (let left = 4; left >= 1; left -= 1) expectRefused(await extract(ev.evidence_no, `wrong${left}`, ip), wrongMsg(left));
    expectRefused(await extract(ev.evidence_no, 'wrong0', ip), lockedMsg);
    // even the right code is refused now, from this address, for this record
    expectRefused(await extract(ev.evidence_no, 'company-code1', ip), lockedMsg);
    // another address, and another record from this address, are not locked
    expectOk(await extract(ev.evidence_no, 'company-code1', freshIp()));
    expectRefused(await extract(other.evidence_no, 'wrong', ip), wrongMsg(4));
    expectOk(await extract(other.evidence_no, 'company-code1', ip));

    // the lock's notice (the right codes above each tell the owner of an extraction too, notifications.test.ts)
    const notes = (await t.db.selectFrom('notifications').selectAll().where('user_id', '=', who.companyMain.userId).orderBy('id').execute()).filter((n) => n.content.includes('连续'));
    expect(notes.length).toBe(unreadBefore.filter((n) => n.content.includes('连续')).length + 1);
    const note = notes.at(-1)!;
    expect(note.is_read).toBe(0);
    expect(note.content).toContain(ev.evidence_no);
    expect(note.content).not.toContain(ip); // only the network part
    const info = await call(t.app, 'GET', '/api/user/getAuthInfo', { ...auth(who.companyMain), ip: freshIp() });
    expect(info.body.data.newsNum).toBeGreaterThanOrEqual(1);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', String(ev.id)).where('action', 'like', 'evidence.extract%').execute();
    expect(audit.filter((a) => a.action === 'evidence.extract.wrongCode')).toHaveLength(4);
    expect(audit.filter((a) => a.action === 'evidence.extract.locked')).toHaveLength(1);
    const refused = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', ev.id).where('action', '=', 'extract_refused').execute();
    expect(refused).toHaveLength(5);
    expect(JSON.parse(refused.at(-1)!.detail!)).toMatchObject({ reason: 'locked', failures: 5 });

    // an hour later the address may try again, with a fresh count
    await t.db.updateTable('extract_guards').set({ locked_until: Date.now() - 1 }).where('evidence_id', '=', ev.id).execute();
    expectRefused(await extract(ev.evidence_no, 'wrong', ip), wrongMsg(4));
    expectOk(await extract(ev.evidence_no, 'company-code1', ip));
  });

  it('count only the last hour', async () => {
    const ev = await recordEvidence(t.db, t.ledger, input(), null);
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) await extract(ev.evidence_no, 'nope', ip);
    await t.db.updateTable('extract_failures').set({ at: Date.now() - 3_600_001 }).where('evidence_id', '=', ev.id).execute();
    expectRefused(await extract(ev.evidence_no, 'nope', ip), wrongMsg(4));
    // and are dropped
    expect(await t.db.selectFrom('extract_failures').selectAll().where('evidence_id', '=', ev.id).execute()).toHaveLength(1);
  });

  it('are not outrun by guesses sent all at once', async () => {
    const ev = await recordEvidence(t.db, t.ledger, input(), null);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => extract(ev.evidence_no, `guess${i}`, ip)));
    const msgs = answers.map((a) => a.body.msg);
    expect(msgs.filter((m) => m.startsWith('提取码错误，'))).toHaveLength(4);
    expect(msgs.filter((m) => m === lockedMsg)).toHaveLength(12 - 4);
    const refused = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', ev.id).where('action', '=', 'extract_refused').execute();
    expect(refused).toHaveLength(5);
  });

  it('are forgotten once they decide nothing: stale and unlocked; a lock in force stays', async () => {
    const stale = await recordEvidence(t.db, t.ledger, input(), null);
    const locked = await recordEvidence(t.db, t.ledger, input(), null);
    const ip = freshIp();
    await extract(stale.evidence_no, 'nope', ip);
    for (let i = 0; i < 5; i += 1) await extract(locked.evidence_no, 'nope', ip);
    // as if the last tries were over an hour ago (the lock, though, is still in force)
    const hourAgo = Date.now() - 3_600_001;
    await t.db.updateTable('extract_guards').set({ updated_at: hourAgo }).where('evidence_id', 'in', [stale.id, locked.id]).execute();
    await t.db.updateTable('extract_failures').set({ at: hourAgo }).where('evidence_id', 'in', [stale.id, locked.id]).execute();
    const result = await purgeStaleExtractGuards(t.db, Date.now());
    expect(result.guards).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('extract_guards').select('evidence_id').where('evidence_id', 'in', [stale.id, locked.id]).execute();
    // the locked pair stays until its lock has run out
    expect(left.map((g) => Number(g.evidence_id))).toEqual([locked.id]);
    expect(await t.db.selectFrom('extract_failures').selectAll().where('evidence_id', '=', stale.id).execute()).toHaveLength(0);
    expectRefused(await extract(locked.evidence_no, 'company-code1', ip), lockedMsg);
    await purgeStaleExtractGuards(t.db, Date.now() + 2 * 3_600_001);
    expect(await t.db.selectFrom('extract_guards').selectAll().where('evidence_id', '=', locked.id).execute()).toHaveLength(0);
  });

  it('lock an IPv6 visitor by its /64', async () => {
    const ev = await recordEvidence(t.db, t.ledger, input(), null);
    for (let i = 1; i <= 5; i += 1) await extract(ev.evidence_no, 'nope', `2001:db8:7:7::${i}`);
    expectRefused(await extract(ev.evidence_no, 'company-code1', '2001:db8:7:7:ffff::1'), lockedMsg);
    expectOk(await extract(ev.evidence_no, 'company-code1', '2001:db8:7:8::1'));
  });
});

describe('wrong codes for one record from many addresses (issue 14)', () => {
  const CODE = 'record-lock1';
  const mine = () => input({ ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
  const recordLockedMsg = (minutes: number) => fillMessage(SHARE_MSG.recordLocked, { minutes });
  const guard = async (id: number) => t.db.selectFrom('extract_record_guards').selectAll().where('evidence_id', '=', id).executeTakeFirstOrThrow();
  beforeAll(async () => expectOk(await setCode(who.individual, CODE)));

  it('lock the record for every address: 50 wrong codes from 10 addresses, then the right one from an 11th, is refused', async () => {
    const ev = await recordEvidence(t.db, t.ledger, mine(), null);
    const notesBefore = await t.db.selectFrom('notifications').select('id').where('user_id', '=', who.individual.userId).execute();
    const answers: string[] = [];
    for (let a = 0; a < 10; a += 1) {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) answers.push((await extract(ev.evidence_no, `guess${a}x${i}`, ip)).body.msg);
    }
    // the 10th wrong code locks the record for 15 minutes; nothing after it is compared
    // (the 5th from the first address also locks that pair, as before)
    expect(answers.slice(0, EXTRACT_RECORD_LOCK_AFTER - 1).filter((m) => m === recordLockedMsg(15))).toEqual([]);
    expect(new Set(answers.slice(EXTRACT_RECORD_LOCK_AFTER - 1))).toEqual(new Set([recordLockedMsg(15)]));
    expectRefused(await extract(ev.evidence_no, CODE, freshIp()), recordLockedMsg(15));
    expectRefused(await extract(ev.evidence_no, CODE, '2001:db8:99::1'), recordLockedMsg(15));
    const refused = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', ev.id).where('action', '=', 'extract_refused').execute();
    expect(refused).toHaveLength(EXTRACT_RECORD_LOCK_AFTER);
    expect(JSON.parse(refused.at(-1)!.detail!)).toMatchObject({ reason: 'recordLocked', failures: EXTRACT_RECORD_LOCK_AFTER });
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', String(ev.id)).where('action', '=', 'evidence.extract.recordLocked').execute();
    expect(audit).toHaveLength(1);
    const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', who.individual.userId).where('id', 'not in', notesBefore.length ? notesBefore.map((n) => n.id) : [0]).execute();
    // one notice of the record's lock (besides the first address's own lock notice)
    expect(notes.map((n) => n.content).filter((c) => !c.includes('同一网络地址'))).toEqual([fillMessage(SHARE_MSG.recordLockNotice, { baoquan: ev.evidence_no, count: EXTRACT_RECORD_LOCK_AFTER, duration: '15分钟' })]);
    // once the lock has run out the code works again
    await t.db.updateTable('extract_record_guards').set({ locked_until: Date.now() - 1 }).where('evidence_id', '=', ev.id).execute();
    expectOk(await extract(ev.evidence_no, CODE, freshIp()));
  });

  it('lock for longer each time within a day, at most a day', async () => {
    const ev = await recordEvidence(t.db, t.ledger, mine(), null);
    const lengths: number[] = [];
    for (let round = 0; round < 9; round += 1) {
      for (let i = 0; i < EXTRACT_RECORD_LOCK_AFTER; i += 1) await extract(ev.evidence_no, `nope${i}`, freshIp());
      const g = await guard(ev.id);
      lengths.push(Math.round((Number(g.locked_until) - Number(g.last_locked_at)) / 60_000));
      await t.db.updateTable('extract_record_guards').set({ locked_until: Date.now() - 1 }).where('evidence_id', '=', ev.id).execute();
    }
    expect(lengths).toEqual([15, 30, 60, 120, 240, 480, 960, 1440, 1440]);
    // a day without a lock starts again at 15 minutes
    await t.db.updateTable('extract_record_guards').set({ last_locked_at: Date.now() - 86_400_001 }).where('evidence_id', '=', ev.id).execute();
    for (let i = 0; i < EXTRACT_RECORD_LOCK_AFTER; i += 1) await extract(ev.evidence_no, `nope${i}`, freshIp());
    const g = await guard(ev.id);
    expect(Math.round((Number(g.locked_until) - Number(g.last_locked_at)) / 60_000)).toBe(15);
  });

  it('never hold the owner out, and end when the owner changes the code', async () => {
    const ev = await recordEvidence(t.db, t.ledger, mine(), null);
    for (let i = 0; i < EXTRACT_RECORD_LOCK_AFTER; i += 1) await extract(ev.evidence_no, `nope${i}`, freshIp());
    expectRefused(await extract(ev.evidence_no, CODE, freshIp()), recordLockedMsg(15));
    // the logged-in owner is not held by the record-wide lock (the account can download it anyway)
    expectOk(await extract(ev.evidence_no, CODE, freshIp(), who.individual));
    // another account is
    expectRefused(await extract(ev.evidence_no, CODE, freshIp(), who.otherCompany), recordLockedMsg(15));
    // a new code ends the lock at once: the guesses were at the old one
    expectOk(await setCode(who.individual, 'record-lock2'));
    expectRefused(await extract(ev.evidence_no, CODE, freshIp()), wrongMsg(4));
    expectOk(await extract(ev.evidence_no, 'record-lock2', freshIp()));
    expect((await guard(ev.id)).strikes).toBe(1);
    expectOk(await setCode(who.individual, CODE));
  });

  it('are forgotten by the purge once nothing depends on them', async () => {
    const ev = await recordEvidence(t.db, t.ledger, mine(), null);
    await extract(ev.evidence_no, 'nope', freshIp());
    const dayAgo = Date.now() - 86_400_001;
    await t.db.updateTable('extract_record_guards').set({ updated_at: dayAgo }).where('evidence_id', '=', ev.id).execute();
    await t.db.updateTable('extract_record_failures').set({ at: dayAgo }).where('evidence_id', '=', ev.id).execute();
    await purgeStaleExtractGuards(t.db, Date.now());
    expect(await t.db.selectFrom('extract_record_guards').selectAll().where('evidence_id', '=', ev.id).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('extract_record_failures').selectAll().where('evidence_id', '=', ev.id).execute()).toHaveLength(0);
  });
});

describe('the strength of a new code (issue 14)', () => {
  it("refuses '1', 'NaN', letters only, and emoji with a right-to-left override, changing nothing", async () => {
    expectOk(await setCode(who.subPersonal, 'strong-code1'));
    const cases: Array<[string, string]> = [
      ['1', MSG.extractCodeTooShort], ['NaN', MSG.extractCodeTooShort], ['abcdefgh', MSG.extractCodeWeak], ['12345678', MSG.extractCodeWeak],
      ['\u{1F600}\u202Eabc123', MSG.extractCodeChars], ['abc 123', MSG.extractCodeChars],
    ];
    for (const [code, msg] of cases) expectRefused(await setCode(who.subPersonal, code), msg);
    expect((await getCode(who.subPersonal)).body.data.extractCode).toBe('strong-code1');
  });

  it('leaves a weaker code set before the rule working until it is changed', async () => {
    const cipher = codeCipher({ dataDir: t.dataDir });
    await writeExtractCode(t.db, cipher, who.subPersonal.userId, 'NaN');
    expect((await getCode(who.subPersonal)).body.data.extractCode).toBe('NaN');
    const ev = await recordEvidence(t.db, t.ledger, input({ ownerUserId: who.subPersonal.userId, creatorUserId: who.subPersonal.userId }), null);
    expectOk(await extract(ev.evidence_no, 'NaN'));
  });
});

describe('the API documentation', () => {
  it('lists the extraction and custody calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of ['/api/share/downBaoquan', '/api/share/getCustody', '/api/user/getExtractCode', '/api/user/setExtractCode']) expect(paths).toContain(p);
  });
});
