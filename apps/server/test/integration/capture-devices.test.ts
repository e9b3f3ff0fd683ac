import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BWC_SIGNING, CERT_MSG, COMMERCE_MSG, DEVICE_MSG, MEMBER_MSG, MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { FACTS, addDevice, sendRecording, tinyMp4, type Device } from '../helpers/bwc';
import { PNG } from '../helpers/verification';

/**
 * Law-enforcement recorders (issue 17 item 5; 001 §4, §7): registering, renaming, retiring, binding (one device per
 * member and per device) by the company's main account only; the signed intake (HMAC over method, path, timestamp,
 * nonce, body hash and meta; ±5 min; nonce replay; retired, unknown and unbound devices refused); what it records.
 */
let t: TestApp;
let who: Tenants;
let subMemberId: number;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  const m = await t.db.selectFrom('company_members').select('id').where('member_user_id', '=', who.companySub.userId).where('status', '=', 3).executeTakeFirstOrThrow();
  subMemberId = Number(m.id);
});
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role, ip: freshIp() });
const post = (url: string, c: Caller | null, form: Record<string, string>) => call(t.app, 'POST', url, { ...(c ? as(c) : { ip: freshIp() }), form });
const get = (url: string, c: Caller | null, query: Record<string, string> = {}) => call(t.app, 'GET', url, { ...(c ? as(c) : { ip: freshIp() }), query });
const points = async (id: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', id).executeTakeFirstOrThrow()).points_cents);

describe('managing recorders: who may', () => {
  const calls: Array<[string, 'GET' | 'POST', string, Record<string, string>]> = [
    ['deviceList', 'GET', '/api/bwcData/deviceList', {}],
    ['addDevice', 'POST', '/api/bwcData/addDevice', { name: '记录仪', serialNo: 'X-1' }],
    ['editDevice', 'POST', '/api/bwcData/editDevice', { id: '1', name: '新名' }],
    ['retireDevice', 'POST', '/api/bwcData/retireDevice', { id: '1' }],
    ['bindDevice', 'POST', '/api/bwcData/bindDevice', { id: '1', member_id: '1' }],
    ['unbindDevice', 'POST', '/api/bwcData/unbindDevice', { id: '1' }],
    ['getBwcDataList', 'GET', '/api/bwcData/getBwcDataList', {}],
  ];
  it.each(calls)('%s: anonymous gets 408', async (_n, method, url, data) => {
    expectSessionExpired(method === 'GET' ? await get(url, null, data) : await post(url, null, data));
  });
  it.each(calls.filter((c) => c[0] !== 'deviceList' && c[0] !== 'getBwcDataList'))('%s: an individual and a sub-account are refused', async (_n, _m, url, data) => {
    expectRefused(await post(url, who.individual, data), MSG.noPermission);
    expectRefused(await post(url, who.companySub, data), MSG.noPermission);
    expectRefused(await post(url, who.subPersonal, data), MSG.noPermission);
  });
  it('deviceList and getBwcDataList: a personal account has none to see', async () => {
    expectRefused(await get('/api/bwcData/deviceList', who.individual), MSG.noPermission);
    expectRefused(await get('/api/bwcData/getBwcDataList', who.individual), DEVICE_MSG.onlyMember);
  });
});

describe('register, rename, bind, unbind, retire', () => {
  let d: Device;
  it('registers a recorder: the key is answered once and stored only sealed', async () => {
    const r = await post('/api/bwcData/addDevice', who.companyMain, { name: '一号记录仪', serialNo: 'DSJ-001' });
    expectOk(r);
    expect(r.body.msg).toBe(DEVICE_MSG.registered);
    expect(r.body.data.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body.data.device).toMatchObject({ name: '一号记录仪', serialNo: 'DSJ-001', status: 'active', statusName: '使用中', member_id: null });
    d = { id: r.body.data.device.id, deviceNo: r.body.data.device.deviceNo, secret: r.body.data.secret };
    const row = await t.db.selectFrom('bwc_devices').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(row.secret_sealed).not.toContain(d.secret);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'bwc.device.add').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(d.secret);
    // never again: the list has no key
    const list = await get('/api/bwcData/deviceList', who.companyMain);
    expect(list.body.data.count).toBe(1);
    expect(JSON.stringify(list.body)).not.toContain(d.secret);
    expectRefused(await post('/api/bwcData/addDevice', who.companyMain, { name: '重复', serialNo: 'DSJ-001' }), DEVICE_MSG.serialTaken);
    expectRefused(await post('/api/bwcData/addDevice', who.companyMain, { name: '', serialNo: 'DSJ-009' }), DEVICE_MSG.nameRequired);
    expectRefused(await post('/api/bwcData/addDevice', who.companyMain, { name: '坏编号', serialNo: 'a b' }), DEVICE_MSG.serialBad);
  });

  it("another company's device answers like a missing one", async () => {
    for (const [url, form] of [['/api/bwcData/editDevice', { id: String(d.id), name: 'x' }], ['/api/bwcData/retireDevice', { id: String(d.id) }], ['/api/bwcData/bindDevice', { id: String(d.id), member_id: String(subMemberId) }], ['/api/bwcData/unbindDevice', { id: String(d.id) }]] as const) {
      expectRefused(await post(url, who.otherCompany, form), DEVICE_MSG.notFound);
      expectRefused(await post(url, who.companyMain, { ...form, id: '999999' }), DEVICE_MSG.notFound);
      expectRefused(await post(url, who.companyMain, { ...form, id: '1e1' }), DEVICE_MSG.notFound);
    }
    expect((await get('/api/bwcData/deviceList', who.otherCompany)).body.data).toEqual({ list: [], count: 0 });
  });

  it('renames; binds to a bound member only, one device per member and one member per device', async () => {
    expectOk(await post('/api/bwcData/editDevice', who.companyMain, { id: String(d.id), name: '一号' }));
    expectRefused(await post('/api/bwcData/unbindDevice', who.companyMain, { id: String(d.id) }), DEVICE_MSG.notBound);
    // another company's membership is not this company's member
    expectRefused(await post('/api/bwcData/bindDevice', who.companyMain, { id: String(d.id), member_id: '999999' }), DEVICE_MSG.memberNotBound);
    const b = await post('/api/bwcData/bindDevice', who.companyMain, { id: String(d.id), member_id: String(subMemberId) });
    expectOk(b);
    expect(b.body.data).toMatchObject({ name: '一号', member_id: subMemberId, memberMobile: '13800000003' });
    const second = await addDevice(t, who.companyMain, '二号', 'DSJ-002');
    expectRefused(await post('/api/bwcData/bindDevice', who.companyMain, { id: String(second.id), member_id: String(subMemberId) }), DEVICE_MSG.memberHasDevice);
    expectRefused(await post('/api/bwcData/bindDevice', who.companyMain, { id: String(d.id), member_id: String(subMemberId) }), DEVICE_MSG.deviceHasMember);
    // isBindDevice is real: the member list, the member detail and the member's own user info
    const members = await get('/api/companyMember/getList', who.companyMain);
    expect(members.body.data.list.find((m: { member_id: number }) => m.member_id === subMemberId)).toMatchObject({ isBindDevice: 1, deviceName: '一号', deviceNo: d.deviceNo });
    expect((await get('/api/user/getAuthInfo', who.companySub)).body.data.isBindDevice).toBe(1);
    expect((await get('/api/user/getAuthInfo', who.subPersonal)).body.data.isBindDevice).toBe(0);
    // the member sees its own device, not the others
    const mine = await get('/api/bwcData/deviceList', who.companySub);
    expect(mine.body.data.list.map((x: { id: number }) => x.id)).toEqual([d.id]);
    // unbind then bind again
    expectOk(await post('/api/bwcData/unbindDevice', who.companyMain, { id: String(d.id) }));
    expect((await get('/api/user/getAuthInfo', who.companySub)).body.data.isBindDevice).toBe(0);
    expectOk(await post('/api/bwcData/bindDevice', who.companyMain, { id: String(d.id), member_id: String(subMemberId) }));
    const audits = await t.db.selectFrom('audit_log').select('action').where('action', 'like', 'bwc.device.%').execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['bwc.device.add', 'bwc.device.add', 'bwc.device.bind', 'bwc.device.bind', 'bwc.device.rename', 'bwc.device.unbind']);
  });

  describe('the signed intake', () => {
    it('records a recording: owned by the company, created by the member, charged to the company, ID number sealed', async () => {
      const before = await points(who.companyMain.userId);
      const body = tinyMp4('first');
      const r = await sendRecording(t, d, body, { meta: { ...FACTS, title: '现场执法录像' } });
      expectOk(r);
      expect(r.body.msg).toBe(DEVICE_MSG.uploaded);
      const e = await t.db.selectFrom('evidence').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
      expect({ owner: e.owner_user_id, creator: e.creator_user_id, type: e.file_type, title: e.title, status: e.status }).toEqual({ owner: who.companyMain.userId, creator: who.companySub.userId, type: 4, title: '现场执法录像', status: 'uploaded' });
      expect(e.leaf_index).not.toBeNull();
      const upAudit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'bwc.recording.upload').execute();
      expect(upAudit.map((a) => [a.target_id, JSON.parse(a.detail!).deviceNo])).toEqual([[String(e.id), d.deviceNo]]);
      expect(JSON.stringify(upAudit)).not.toContain(FACTS.idCard);
      // sealed at rest: the raw row holds no ID number
      expect(e.enforce_info).not.toContain(FACTS.idCard);
      expect(JSON.parse(e.enforce_info!)).toMatchObject({ userName: '张警官', deviceId: 'DSJ-001', startAt: '2026-11-22 10:00:00', endAt: '2026-11-22 10:30:00', idCardSealed: expect.stringMatching(/^v1\./) });
      // charged exactly the preservation price to the company, naming the member
      expect(before - (await points(who.companyMain.userId))).toBe(t.config.points.preservePriceCents);
      const order = await t.db.selectFrom('orders').selectAll().where('evidence_id', '=', e.id).executeTakeFirstOrThrow();
      expect({ account: order.account_user_id, actor: order.actor_user_id, member: order.member_id, bus: order.bus_type }).toEqual({ account: who.companyMain.userId, actor: who.companySub.userId, member: subMemberId, bus: 5 });
      // the certificate's enforcement information: unmasked for the owner, masked with the view token
      const owner = await get('/api/share/getMpsInfo', who.companyMain, { baoquan: e.evidence_no });
      expect(owner.body.data).toMatchObject({ idCard: FACTS.idCard, mobile: FACTS.mobile, userName: '张警官', deviceId: 'DSJ-001', address: '北京市东城区' });
      expect(owner.body.data.chainTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const view = await get('/api/share/getBwcView', who.companyMain, { baoquan: e.evidence_no });
      expectOk(view);
      const visitor = await get('/api/share/getBwcView', null, { baoquan: e.evidence_no, viewToken: view.body.data.viewToken });
      expect(visitor.body.data.enforce).toMatchObject({ idCard: '110***********4258', mobile: '139****5678', userName: '张**官' });
      expect(visitor.body.data).toMatchObject({ isSelf: 0, sha256: e.sha256, holder: '示**司' });
      expectRefused(await get('/api/share/getBwcView', who.otherCompany, { baoquan: e.evidence_no }), CERT_MSG.needViewToken);
      expectRefused(await get('/api/share/getBwcView', null, { baoquan: e.evidence_no }), CERT_MSG.needViewToken);
      expectRefused(await get('/api/share/getBwcView', null, { baoquan: e.evidence_no, viewToken: 'x'.repeat(43) }), CERT_MSG.badViewToken);
      // the member who recorded it is its owner too; in its personal role it is anyone
      expect((await get('/api/share/getBwcView', who.companySub, { baoquan: e.evidence_no })).body.data.enforce.idCard).toBe(FACTS.idCard);
      expect((await get('/api/share/getBwcView', who.subPersonal, { baoquan: e.evidence_no, viewToken: view.body.data.viewToken })).body.data.enforce.idCard).toBe('110***********4258');
      expect((await get('/api/share/getBwcView', who.individual, { baoquan: e.evidence_no, viewToken: view.body.data.viewToken })).body.data.isSelf).toBe(0);
      const cert = await get('/api/share/getView', who.companyMain, { baoquan: e.evidence_no });
      expect(cert.body.data.isEnforce).toBe(1);
      // the PDF certificate names the officer masked, never the whole ID number
      const pdf = await t.app.inject({ method: 'GET', url: cert.body.data.certificateUrl, remoteAddress: freshIp() });
      expect(pdf.statusCode).toBe(200);
      const file = path.join(t.dataDir, 'bwc-cert.pdf');
      fs.writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('执法人员');
      expect(text).toContain('110***********4258');
      expect(text).toContain('北京市东城区');
      expect(text).not.toContain(FACTS.idCard);
    });

    it('lists it for the member and for the main account (filters by member, device, date, keyword)', async () => {
      const sub = await get('/api/bwcData/getBwcDataList', who.companySub);
      expect(sub.body.data.count).toBe(1);
      expect(sub.body.data.list[0]).toMatchObject({ title: '现场执法录像', deviceName: '一号', memberName: expect.any(String), fileTypeName: '视频' });
      const main = await get('/api/bwcData/getBwcDataList', who.companyMain, { member_id: String(subMemberId), device_id: String(d.id), keyword: '执法' });
      expect(main.body.data.count).toBe(1);
      expect((await get('/api/bwcData/getBwcDataList', who.companyMain, { device_id: '999999' })).body.data.count).toBe(0);
      expect((await get('/api/bwcData/getBwcDataList', who.companyMain, { endTime: '1000' })).body.data.count).toBe(0);
      expect((await get('/api/bwcData/getBwcDataList', who.otherCompany)).body.data.count).toBe(0);
      expect((await get('/api/bwcData/getBwcDataList', who.companyMain, { startTime: '2000', endTime: '1000' })).body.code).toBe(400);
    });

    it('refuses a replayed nonce, a stale or future timestamp, a wrong key, a changed body, a changed path, changed meta', async () => {
      const body = tinyMp4('second');
      const nonce = 'nonce-aaaaaaaaaaaaaaaa';
      expectOk(await sendRecording(t, d, body, { nonce }));
      const paid = await points(who.companyMain.userId);
      expectRefused(await sendRecording(t, d, body, { nonce }), DEVICE_MSG.replayed);
      expectRefused(await sendRecording(t, d, body, { timestamp: Date.now() - BWC_SIGNING.clockSkewMs - 5_000 }), DEVICE_MSG.timestampBad);
      expectRefused(await sendRecording(t, d, body, { timestamp: Date.now() + BWC_SIGNING.clockSkewMs + 5_000 }), DEVICE_MSG.timestampBad);
      expectRefused(await sendRecording(t, d, body, { secret: 'ab'.repeat(32) }), DEVICE_MSG.signBad);
      expectRefused(await sendRecording(t, d, body, { signedBody: tinyMp4('other') }), DEVICE_MSG.bodyHashBad);
      // the path is signed as sent: another spelling that the router would accept is refused
      expectRefused(await sendRecording(t, d, body, { url: '/api/bwcdata/upload' }), DEVICE_MSG.signBad);
      expectRefused(await sendRecording(t, d, body, { signedPath: '/api/bwcData/uploadX' }), DEVICE_MSG.signBad);
      // the meta header is part of what is signed: another ID number after signing is refused
      const good = await sendRecordingHeaders(d, body);
      const forged = Buffer.from(JSON.stringify({ ...FACTS, idCard: '11010519491231002X' }), 'utf8').toString('base64url');
      const res = await t.app.inject({ method: 'POST', url: BWC_SIGNING.uploadPath, headers: { ...good, [BWC_SIGNING.headers.meta]: forged }, payload: body, remoteAddress: freshIp() });
      expectRefused({ status: res.statusCode, body: res.json() }, DEVICE_MSG.signBad);
      expectRefused(await sendRecording(t, d, body, { drop: [BWC_SIGNING.headers.signature] }), DEVICE_MSG.signMissing);
      expectRefused(await sendRecording(t, { ...d, deviceNo: 'BWC0000000000000000' }, body), DEVICE_MSG.deviceUnknown);
      expectRefused(await sendRecording(t, d, PNG.subarray(0, 0)), /文件不能为空|上传内容/);
      expectRefused(await sendRecording(t, d, Buffer.from('plain text, not a recording')), DEVICE_MSG.mediaOnly);
      expectRefused(await sendRecording(t, d, body, { meta: { ...FACTS, idCard: '110101199003074250' } }), DEVICE_MSG.metaBad);
      expectRefused(await sendRecording(t, d, body, { meta: { ...FACTS, startAt: FACTS.endAt + 1 } }), DEVICE_MSG.timesBad);
      // refused uploads wrote nothing and cost nothing: still two recordings
      expect(await t.db.selectFrom('bwc_recordings').select('id').execute()).toHaveLength(2);
      expect(await points(who.companyMain.userId)).toBe(paid);
      // a company without the points for it is refused before the body is read
      await t.db.updateTable('users').set({ points_cents: 0 }).where('id', '=', who.companyMain.userId).execute();
      expectRefused(await sendRecording(t, d, tinyMp4('poor')), COMMERCE_MSG.pointsInsufficient);
      await t.db.updateTable('users').set({ points_cents: paid }).where('id', '=', who.companyMain.userId).execute();
    });

    it('an image is accepted too; a device without a member is refused', async () => {
      expectOk(await sendRecording(t, d, PNG, { meta: { ...FACTS, fileName: '现场照片.png' } }));
      const loose = await addDevice(t, who.companyMain, '三号', 'DSJ-003');
      expectRefused(await sendRecording(t, loose, tinyMp4()), DEVICE_MSG.deviceUnbound);
    });

    it('a retired device is refused; its key is erased and its member freed', async () => {
      const r = await post('/api/bwcData/retireDevice', who.companyMain, { id: String(d.id) });
      expectOk(r);
      expect(r.body.data).toMatchObject({ status: 'retired', member_id: null });
      const row = await t.db.selectFrom('bwc_devices').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow();
      expect(row.secret_sealed).toBeNull();
      expectRefused(await sendRecording(t, d, tinyMp4('late')), DEVICE_MSG.deviceRetired);
      expectRefused(await post('/api/bwcData/bindDevice', who.companyMain, { id: String(d.id), member_id: String(subMemberId) }), DEVICE_MSG.retired);
      expectRefused(await post('/api/bwcData/retireDevice', who.companyMain, { id: String(d.id) }), DEVICE_MSG.retired);
      // its recordings stay evidence
      expect((await get('/api/bwcData/getBwcDataList', who.companySub)).body.data.count).toBe(3);
      expect(MEMBER_MSG.notFound).toBeTruthy();
    });
  });

  async function sendRecordingHeaders(dev: Device, body: Buffer) {
    const { signedHeaders } = await import('../../src/services/devices/sign-request');
    const { createHash } = await import('node:crypto');
    return { ...signedHeaders({ deviceNo: dev.deviceNo, secret: dev.secret, bodySha256: createHash('sha256').update(body).digest('hex'), meta: FACTS }), 'content-type': 'application/octet-stream' };
  }
});
