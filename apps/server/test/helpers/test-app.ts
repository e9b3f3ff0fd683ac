import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Config } from '../../src/config';
import type { App } from '../../src/context';
import type { Db } from '../../src/db/connect';
import type { Ledger } from '../../src/ledger/open-ledger';

export interface TestApp {
  app: App;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  ledger: Ledger;
  /** where this server keeps its files (and the ledger key), for child processes that share it */
  dataDir: string;
  /** the configuration this server was built with (the demo seed stores its images by it) */
  config: Config;
  /** the PostgreSQL schema of this server, when on PostgreSQL */
  pgSchema: string | undefined;
  close(): Promise<void>;
  /** stops this server and starts another on the same data directory and database (a restart) */
  restart(env?: Record<string, string>): Promise<TestApp>;
}

/**
 * `jobs` chooses the job worker: `{ run: false }` starts none, `{ handlers }` runs the test's own
 * kinds instead of services/jobs/handlers.ts (the default: the server's registry, empty so far).
 */
type Extra = Pick<BuildOptions, 'logStream' | 'jobs' | 'tencentTransport'>;

/**
 * A real server on a real database for one test file: a fresh SQLite file in a temp dir, or,
 * when DATABASE_URL is set, a fresh PostgreSQL schema dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}, extra: Extra = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && schema) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  return startOn(dataDir, databaseUrl, schema, env, extra);
}

/**
 * A server on the data directory and PostgreSQL schema of an earlier TestApp whose server was stopped
 * with `app.close()` (so that another process could use them alone, as in the crash test). Like
 * createTestApp's, its close() removes both.
 */
export async function openTestApp(dataDir: string, pgSchema: string | undefined, env: Record<string, string> = {}, extra: Extra = {}): Promise<TestApp> {
  return startOn(dataDir, process.env.DATABASE_URL, pgSchema, env, extra);
}

async function startOn(
  dataDir: string,
  databaseUrl: string | undefined,
  schema: string | undefined,
  env: Record<string, string>,
  extra: Extra = {},
): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_TEST_ECHO: '1',
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp(config, { ...(schema ? { pgSchema: schema } : {}), ...extra });
    await built.app.ready();
  } catch (err) {
    // leave nothing behind when the server cannot start (the error is what the test reports)
    await dropSchema(databaseUrl, schema).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const { app, handle, ledger } = built;
  return {
    app,
    db: handle.db,
    dialect: handle.dialect,
    ledger,
    dataDir,
    config,
    pgSchema: schema,
    async restart(nextEnv = env) {
      await app.close();
      // the same job handlers after the restart (a job interrupted by the stop runs again)
      return startOn(dataDir, databaseUrl, schema, nextEnv, extra.jobs ? { jobs: extra.jobs } : {});
    },
    async close() {
      await app.close();
      await dropSchema(databaseUrl, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(databaseUrl: string | undefined, schema: string | undefined): Promise<void> {
  if (!databaseUrl || !schema) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
