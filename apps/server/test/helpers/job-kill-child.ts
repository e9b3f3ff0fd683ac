/**
 * The server process of the job kill test (jobs-kill.test.ts): the whole app (every job kind's worker and the
 * sweeps) on DATA_DIR's database (or, with DATABASE_URL, the schema PG_SCHEMA), with the configuration the test's
 * own server has (KILL_ENV, JSON) and a long job lease (12 s, LEASE_MS): at 1.5 s and 3 s a loaded machine let the
 * lease lapse while the child's own event loop was busy, its sweep took the job again and the last-attempt rounds lost
 * an attempt (stop 31). The length costs no wait: the test runs the killed child's lease out (decision 888).
 * Started with EVIDENCE_TEST_CRASH_AT=<step> and EVIDENCE_TEST_CRASH_EXIT=1: it SIGKILLs itself at that step.
 * Prints `ready` once listening for jobs. jobs-kill.test.ts bundles it (helpers/bundle-child.ts) and runs the bundle with node.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

const dataDir = process.env.DATA_DIR ?? '';
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  CAPTCHA_TEST_ECHO: '1',
  WEB_DIST: path.join(dataDir, 'no-web'),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...(JSON.parse(process.env.KILL_ENV ?? '{}') as Record<string, string>),
});
const { app } = await buildApp(config, { ...(process.env.PG_SCHEMA ? { pgSchema: process.env.PG_SCHEMA } : {}), jobs: { leaseMs: Number(process.env.LEASE_MS ?? 12_000) } });
await app.ready();
fs.writeSync(1, 'ready\n');
// the worker's timers are unref'd; this keeps the process alive until its crash point kills it
setInterval(() => undefined, 60_000);
