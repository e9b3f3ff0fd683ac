import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerAndLogin } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('smoke', () => {
  it('registers, logs in and reads the user info', async () => {
    const token = await registerAndLogin(t.app, t.db, '13912345678');
    const info = await call(t.app, 'GET', '/api/user/getAuthInfo', { token });
    expect(info.body.code).toBe(200);
    expect(info.body.data.phone).toBe('13912345678');
    expect(info.body.data.userStatus).toBe(1);
  });
});
