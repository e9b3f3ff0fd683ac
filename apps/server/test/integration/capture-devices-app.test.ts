import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MSG, MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { createUpload, uploadAll, text } from '../helpers/tus-client';
import { tinyMp4 } from '../helpers/bwc';
import { JPEG } from '../helpers/verification';

/**
 * App evidence (issue 17 item 4): the resumable upload of /newAccessCard with source 'app' and the phone's facts,
 * charged as 手机APP取证 (bus type 10) at the preservation price, media only, shown by the certificate (isApp,
 * config*) and listed by GET /api/data/getIosDataList with its filters, in the caller's scope.
 */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
});
afterAll(async () => t?.close());

const PHONE = { appType: 'Android', configName: '华为', configModelName: 'P60', configVersion: '13', configProcessor: 'Kirin 9000S', configCore: '8', location: '北京市东城区' };
const appMeta = (filename: string, device: unknown = PHONE, title?: string) => ({ filename, source: 'app', device: typeof device === 'string' ? device : JSON.stringify(device), ...(title ? { title } : {}) });
const list = (c: Caller | null, query: Record<string, string> = {}) => call(t.app, 'GET', '/api/data/getIosDataList', { ...(c ? { token: c.token, role: c.role } : {}), query, ip: freshIp() });
const points = async (id: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', id).executeTakeFirstOrThrow()).points_cents);

describe('app uploads', () => {
  it('records a photo with the phone facts, charged as 手机APP取证 at the preservation price', async () => {
    const before = await points(who.individual.userId);
    const res = await uploadAll(t.app, who.individual, JPEG, appMeta('现场.jpg', PHONE, '现场照片'));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const e = await t.db.selectFrom('evidence').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(JSON.parse(e.device_info!)).toEqual(PHONE);
    expect(e.enforce_info).toBeNull();
    expect(before - (await points(who.individual.userId))).toBe(t.config.points.preservePriceCents);
    const order = await t.db.selectFrom('orders').selectAll().where('evidence_id', '=', e.id).executeTakeFirstOrThrow();
    expect(order.bus_type).toBe(10);
    expect(order.description).toContain('手机APP取证');
    const view = await call(t.app, 'GET', '/api/share/getView', { token: who.individual.token, role: '1', query: { baoquan: e.evidence_no }, ip: freshIp() });
    expect(view.body.data).toMatchObject({ isApp: 1, configName: '华为', configModelName: 'P60', configVersion: '13', configProcessor: 'Kirin 9000S', configCore: '8', appType: 'Android' });
  });

  it('a sub-account uploads for its company (charged to the company, bus type 10, naming the member)', async () => {
    const before = await points(who.companyMain.userId);
    const res = await uploadAll(t.app, who.companySub, tinyMp4('screen'), appMeta('录屏.mp4'));
    expect(res.body.code).toBe(200);
    expect(before - (await points(who.companyMain.userId))).toBe(t.config.points.preservePriceCents);
    const order = await t.db.selectFrom('orders').selectAll().where('evidence_id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect({ bus: order.bus_type, account: order.account_user_id, actor: order.actor_user_id }).toEqual({ bus: 10, account: who.companyMain.userId, actor: who.companySub.userId });
  });

  it('refuses bad phone facts before a byte is stored, and anything but media when it arrives', async () => {
    for (const device of ['not json', '[]', JSON.stringify({ configName: 'x', secret: 'y' }), JSON.stringify({ appType: 'iOS' }), JSON.stringify({ configName: 'x'.repeat(65) }), JSON.stringify({ configName: { a: 1 } })]) {
      const r = await createUpload(t.app, who.individual, 10, appMeta('a.jpg', device));
      expect({ status: r.status, msg: r.body?.msg }).toEqual({ status: 400, msg: DEVICE_MSG.appDeviceBad });
    }
    const r = await createUpload(t.app, who.individual, 10, { filename: 'a.jpg', source: 'app' });
    expect(r.body?.msg).toBe(DEVICE_MSG.appDeviceBad);
    const before = await points(who.individual.userId);
    const doc = await uploadAll(t.app, who.individual, text('a contract, not a photo'), appMeta('note.txt'));
    expect(doc.status).toBe(400);
    expect(doc.body.msg).toBe(DEVICE_MSG.appMediaOnly);
    expect(await points(who.individual.userId)).toBe(before);
    // the same text without the app flag is ordinary evidence
    const plain = await uploadAll(t.app, who.individual, text('ordinary evidence'), { filename: 'note.txt' });
    expect(plain.body.code).toBe(200);
  });
});

describe('GET /api/data/getIosDataList', () => {
  it('anonymous gets 408', async () => {
    expectSessionExpired(await list(null));
  });

  it('lists only app evidence, in the caller scope, with filters', async () => {
    const mine = await list(who.individual);
    expectOk(mine);
    expect(mine.body.data.count).toBe(1);
    expect(mine.body.data.list[0]).toMatchObject({ title: '现场照片', fileType: 2, fileTypeName: '图片', configName: '华为', location: '北京市东城区', fileStatus: '已上传' });
    expect((await list(who.individual, { type: '4' })).body.data.count).toBe(0);
    expect((await list(who.individual, { type: '2', keyword: '现场' })).body.data.count).toBe(1);
    expect((await list(who.individual, { keyword: '不存在' })).body.data.count).toBe(0);
    expect((await list(who.individual, { endTime: '1000' })).body.data.count).toBe(0);
    expect((await list(who.individual, { startTime: String(Math.floor(Date.now() / 1000) - 600) })).body.data.count).toBe(1);
    // the company sees its member's upload; the member sees its own; others nothing
    expect((await list(who.companyMain)).body.data.count).toBe(1);
    expect((await list(who.companySub)).body.data.count).toBe(1);
    expect((await list(who.subPersonal)).body.data.count).toBe(0);
    expect((await list(who.otherCompany)).body.data.count).toBe(0);
    expectRefused(await list(who.individual, { type: '9' }), /类型/);
    expectRefused(await list(who.individual, { page: 'x' }), /页码/);
    expect(MSG.noPermission).toBeTruthy();
  });
});
