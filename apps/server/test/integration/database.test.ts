import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, register } from '../helpers/api';
import { counts, expectOk } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Test files run in parallel against one PostgreSQL database, each in its own schema (BuildOptions
 * pgSchema). A server must migrate and work in its schema whatever other schemas already hold.
 */
let first: TestApp;
let second: TestApp | undefined;
beforeAll(async () => {
  first = await createTestApp();
});
afterAll(async () => {
  await second?.close();
  await first.close();
});

describe('two servers side by side in one database', () => {
  it('the second one migrates although the first already has its migration tables', async () => {
    second = await createTestApp();
    expectOk(await call(second.app, 'GET', '/api/health'));
    expectOk(await call(first.app, 'GET', '/api/health'));
  });

  it('each sees only its own rows', async () => {
    expect(second).toBeDefined();
    await register(first.app, first.db, '13912120001');
    expect((await counts(first.db)).users).toBe(1);
    expect((await counts(second!.db)).users).toBe(0);
  });
});
