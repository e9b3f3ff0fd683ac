#!/usr/bin/env node
// Smoke test for scripts/lib/throwaway-postgres.mjs: start a cluster, `SELECT 1` through psql, stop.
// Run it when the PostgreSQL step of `npm test` misbehaves, to separate set-up trouble from test failures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const started = Date.now();
const pg = await startThrowawayPostgres();
try {
  console.log(`started ${pg.url} (binaries: ${pg.binDir}, dir: ${pg.dir}) in ${Date.now() - started} ms`);
  const psql = spawnSync(join(pg.binDir, 'psql'), [pg.url, '-X', '-A', '-t', '-c', 'SELECT 1'], { encoding: 'utf8' });
  const answer = psql.stdout.trim();
  console.log(`psql "SELECT 1" -> ${JSON.stringify(answer)}${psql.stderr ? ` stderr: ${psql.stderr.trim()}` : ''}`);
  if (psql.status !== 0 || answer !== '1') process.exitCode = 1;
} finally {
  pg.stop();
}
console.log(existsSync(pg.dir) ? `FAIL: ${pg.dir} still exists` : `stopped, ${pg.dir} removed`);
if (existsSync(pg.dir)) process.exitCode = 1;
