import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { ZUserInfo } from '@evidence/shared/contracts';
import { call, login, register } from '../helpers/api';
import { expectEnvelope, expectOk, expectSessionExpired, raw } from '../helpers/checks';
import { sha256Hex } from '../../src/services/auth/tokens';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PHONE = '13966660001';
const PASSWORD = 'abc12345';
const INFO = '/api/user/getAuthInfo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await register(t.app, t.db, PHONE, PASSWORD);
});
afterAll(async () => t?.close());

const sessionOf = (token: string) => t.db.updateTable('sessions').where('token_hash', '=', sha256Hex(token));

describe('sessions', () => {
  it('getAuthInfo answers the user info with a live token', async () => {
    const token = await login(t.app, PHONE, PASSWORD);
    const r = await call(t.app, 'GET', INFO, { token });
    expectOk(r);
    expect(ZUserInfo.parse(r.body.data).phone).toBe(PHONE);
    // any case of "Bearer" is fine
    const lower = await raw(t.app, { url: INFO, headers: { authorization: `bearer ${token}` } });
    expect(lower.body?.code).toBe(200);
  });

  it('no token or a garbage token answers HTTP 401 with body code 408', async () => {
    expectSessionExpired(await call(t.app, 'GET', INFO));
    expectSessionExpired(await call(t.app, 'GET', INFO, { token: 'garbage' }));
    expectSessionExpired(await call(t.app, 'GET', INFO, { token: 'x'.repeat(5000) }));
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer a b', 'Token abc']) {
      expectSessionExpired((await raw(t.app, { url: INFO, headers: { authorization } })).answer);
    }
  });

  it('a session idle longer than SESSION_IDLE_MINUTES ends', async () => {
    const token = await login(t.app, PHONE, PASSWORD);
    await sessionOf(token).set({ last_seen_at: Date.now() - 119 * 60_000 }).execute();
    expectOk(await call(t.app, 'GET', INFO, { token }));
    // the call above counted as activity
    const seen = await t.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', sha256Hex(token)).executeTakeFirstOrThrow();
    expect(Date.now() - seen.last_seen_at).toBeLessThan(60_000);
    await sessionOf(token).set({ last_seen_at: Date.now() - 121 * 60_000 }).execute();
    expectSessionExpired(await call(t.app, 'GET', INFO, { token }));
  });

  it('a session past its absolute end ends', async () => {
    const token = await login(t.app, PHONE, PASSWORD);
    const row = await t.db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirstOrThrow();
    expect(row.expires_at - row.created_at).toBe(72 * 3_600_000);
    await sessionOf(token).set({ expires_at: Date.now() - 1 }).execute();
    expectSessionExpired(await call(t.app, 'GET', INFO, { token }));
  });

  it('logout ends the token on the server; logging out again is fine', async () => {
    const token = await login(t.app, PHONE, PASSWORD);
    const other = await login(t.app, PHONE, PASSWORD);
    const out = await call(t.app, 'GET', '/api/user/logout', { token });
    expectOk(out);
    expect(out.body.msg).toBe(MSG.logoutOk);
    expectSessionExpired(await call(t.app, 'GET', INFO, { token }));
    expect(await call(t.app, 'GET', '/api/user/logout', { token })).toEqual({ status: 200, body: { code: 200, msg: MSG.logoutOk, data: null } });
    expectOk(await call(t.app, 'GET', '/api/user/logout'));
    // only that session ended
    expectOk(await call(t.app, 'GET', INFO, { token: other }));
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'user.logout').execute();
    expect(audit).toHaveLength(1);
  });

  it('stores tokens only as hashes', async () => {
    const token = await login(t.app, PHONE, PASSWORD);
    const rows = await t.db.selectFrom('sessions').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.values(row).map(String)).not.toContain(token);
    expect(rows.map((r) => r.token_hash)).toContain(sha256Hex(token));
    expect(JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute())).not.toContain(token);
  });

  it("role header '2' without a bound membership answers 403", async () => {
    const token = await login(t.app, PHONE, PASSWORD);
    expectEnvelope(await call(t.app, 'GET', INFO, { token, role: '2' }), 403, 403, MSG.roleInvalid);
    // the personal role acts personally; no header means the role chosen last (personal here)
    expect((await call(t.app, 'GET', INFO, { token, role: '1' })).body.data.role).toBe('1');
    expect((await call(t.app, 'GET', INFO, { token })).body.data.role).toBe('1');
    // an unknown role value is refused, not guessed
    expectEnvelope(await call(t.app, 'GET', INFO, { token, role: '9' }), 400, 400, MSG.roleHeaderInvalid);
  });
});
