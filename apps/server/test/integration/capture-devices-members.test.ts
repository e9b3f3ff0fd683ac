import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MSG } from '@evidence/shared/constants';
import { call, freshIp, lastSmsCode } from '../helpers/api';
import { ageSmsCodes, expectOk, expectRefused } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { addDevice, sendRecording, tinyMp4, type Device } from '../helpers/bwc';

/**
 * 001 §4: disabling a member (停用) or the member's own unbinding frees its recorder, in the same transaction; the
 * freed recorder's uploads are refused until it is bound again, and the recordings already made stay.
 */
let t: TestApp;
let who: Tenants;
let subMemberId: number;
let secondMemberId: number;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  subMemberId = Number((await t.db.selectFrom('company_members').select('id').where('member_user_id', '=', who.companySub.userId).where('status', '=', 3).executeTakeFirstOrThrow()).id);
  // a second bound member of the same company: the verified individual (as the operator's approval leaves it)
  const now = Date.now();
  const row = await t.db
    .insertInto('company_members')
    .values({ company_user_id: who.companyMain.userId, member_user_id: who.individual.userId, status: 3, bind_time: now, created_at: now, letter_image: null, audit_content: null, stop_time: null, stop_reason: null, stopped_by: null, reviewed_at: now, reviewed_by: null, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  secondMemberId = Number(row.id);
});
afterAll(async () => t?.close());

const post = (url: string, c: Caller, form: Record<string, string>) => call(t.app, 'POST', url, { token: c.token, role: c.role, form, ip: freshIp() });
const deviceRow = (id: number) => t.db.selectFrom('bwc_devices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
async function code(c: Caller, mobile: string): Promise<{ smsToken: string; smsCode: string }> {
  await ageSmsCodes(t.db, mobile, 61_000);
  const r = await post('/api/companyMember/sendMsg', c, { mobile, type: '8', companyName: '示例科技有限公司' });
  expectOk(r);
  return { smsToken: r.body.data.token, smsCode: await lastSmsCode(t.db, mobile) };
}

describe('a membership that ends frees its recorder', () => {
  let a: Device;
  let b: Device;
  it('binds one recorder to each member', async () => {
    a = await addDevice(t, who.companyMain, '甲', 'A-1');
    b = await addDevice(t, who.companyMain, '乙', 'B-1');
    expectOk(await post('/api/bwcData/bindDevice', who.companyMain, { id: String(a.id), member_id: String(secondMemberId) }));
    expectOk(await post('/api/bwcData/bindDevice', who.companyMain, { id: String(b.id), member_id: String(subMemberId) }));
    expectOk(await sendRecording(t, a, tinyMp4('a')));
  });

  it('npm run device:upload signs and streams a file over HTTP like a recorder', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    if (!addr || typeof addr === 'string') throw new Error('not listening');
    const file = path.join(t.dataDir, '现场录像.mp4');
    fs.writeFileSync(file, tinyMp4('from the command line'));
    const args = ['tsx', 'apps/server/src/device-upload/main.ts', '--url', `http://127.0.0.1:${addr.port}`, '--device', a.deviceNo, '--name', '王警官', '--mobile', '13912345678', '--id-card', '110101199003074258', '--address', '上海市', '--title', '命令行上传', file];
    // asynchronously: the server answering it runs in this process
    const run = (key: string) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile('npx', args, { cwd: path.resolve(__dirname, '../../../..'), env: { ...process.env, BWC_DEVICE_KEY: key }, encoding: 'utf8' }, (err, stdout, stderr) => resolve({ status: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }));
      });
    const good = await run(a.secret);
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toContain('上传成功');
    const e = await t.db.selectFrom('evidence').selectAll().where('title', '=', '命令行上传').executeTakeFirstOrThrow();
    expect(e.sha256).toBe(createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
    const bad = await run('00'.repeat(32));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(DEVICE_MSG.signBad);
  }, 60_000);

  it('停用 by the company frees the member recorder, and its uploads are refused', async () => {
    const c = await code(who.companyMain, '13800000001');
    expectOk(await post('/api/companyMember/stop', who.companyMain, { member_id: String(secondMemberId), mobile: '13800000001', ...c }));
    const row = await deviceRow(a.id);
    expect({ member: row.member_id, user: row.member_user_id, status: row.status }).toEqual({ member: null, user: null, status: 'active' });
    expectRefused(await sendRecording(t, a, tinyMp4('after')), DEVICE_MSG.deviceUnbound);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'bwc.device.release').execute();
    expect(audit.map((x) => Number(x.target_id))).toEqual([a.id]);
    // the recording made before stays the company's
    expect((await call(t.app, 'GET', '/api/bwcData/getBwcDataList', { token: who.companyMain.token, role: '1', ip: freshIp() })).body.data.count).toBe(2);
    // the freed recorder can be bound to another member, but the member still holds b
    expectRefused(await post('/api/bwcData/bindDevice', who.companyMain, { id: String(a.id), member_id: String(subMemberId) }), DEVICE_MSG.memberHasDevice);
    expectRefused(await post('/api/bwcData/bindDevice', who.companyMain, { id: String(a.id), member_id: String(secondMemberId) }), DEVICE_MSG.memberNotBound);
  });

  it("the member's own unbind frees its recorder", async () => {
    const c = await code(who.companySub, '13800000003');
    expectOk(await post('/api/companyMember/unbind', who.companySub, { member_id: String(subMemberId), ...c }));
    expect((await deviceRow(b.id)).member_id).toBeNull();
    expectRefused(await sendRecording(t, b, tinyMp4('b')), DEVICE_MSG.deviceUnbound);
    const list = await call(t.app, 'GET', '/api/companyMember/getList', { token: who.companyMain.token, role: '1', ip: freshIp() });
    for (const m of list.body.data.list) expect(m.isBindDevice).toBe(0);
  });
});
