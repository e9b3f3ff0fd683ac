#!/usr/bin/env node
/**
 * `npm test`: every check the project has, cheapest first, stopping at the first failure.
 * Ends with per-step timings and a last line "N passed, M failed" that CI logs can be grepped for.
 * See docs/testing.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findPostgresBinDir, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Read once: the SQLite run must not see it, the PostgreSQL run uses it instead of a throwaway cluster.
const givenDatabaseUrl = process.env.DATABASE_URL;

let child = null;
const running = new Set();
let interrupted = null;
// Forward Ctrl-C / a CI cancel to the running step, then fall through to cleanup and the summary.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    child?.kill(signal);
    for (const proc of running) proc.kill(signal);
  });
}

function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    console.log(`\n$ ${cmd} ${args.join(' ')}`);
    child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => { console.error(error.message); resolve(false); });
    child.on('exit', (code) => resolve(code === 0));
  }).finally(() => { child = null; });
}

/**
 * Runs commands at the same time ([cmd, args, env?, label?]), each with its output held back and printed whole
 * when it ends (so two logs never interleave); true when all passed. For steps that each keep about one
 * core busy (lint, typecheck; the server suite on SQLite and on PostgreSQL) on a machine with two cores.
 */
function runTogether(commands) {
  return Promise.all(commands.map(([cmd, args, env = process.env, label = '']) => new Promise((resolve) => {
    const started = Date.now();
    const out = [];
    const proc = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(proc);
    proc.stdout.on('data', (c) => out.push(c));
    proc.stderr.on('data', (c) => out.push(c));
    const done = (ok, note = '') => {
      running.delete(proc);
      const title = `$ ${cmd} ${args.join(' ')}${label ? ` [${label}]` : ''}  (${((Date.now() - started) / 1000).toFixed(1)} s${note})`;
      const text = Buffer.concat(out).toString('utf8');
      // A passing log is printed as soon as it ends; a failing one waits until all have ended (below).
      if (ok) console.log(`\n${title}\n${text}`);
      resolve({ ok, title, text });
    };
    proc.on('error', (error) => done(false, `: ${error.message}`));
    proc.on('exit', (code) => done(code === 0));
  }))).then((results) => {
    // Failing logs last, each followed by the lines that name what failed: CI keeps only the tail of
    // the output, and a failure printed before a long passing log was cut off there (stop 19).
    for (const { ok, title, text } of results) {
      if (ok) continue;
      console.log(`\n${title}  FAILED\n${text}`);
      const failures = failureLines(text);
      console.log(`\n--- what failed in: ${title}\n${failures.length ? failures.join('\n') : '(no test names found; see the log above)'}`);
    }
    return results.every((r) => r.ok);
  });
}

/** The lines of a Vitest / ESLint / tsc log that name a failure, without colour codes, at most 60. */
function failureLines(text) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const wanted = /(^\s*(×|✗|FAIL)\s)|(error TS\d+)|(^\s+\d+:\d+\s+error\s)|(Test Files .*failed)|(Tests .*failed)|(Error: )/;
  return plain.split('\n').filter((line) => wanted.test(line)).slice(0, 60);
}

const withoutDatabaseUrl = () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
};
const vitest = (project, env) => run('npx', ['vitest', 'run', '--project', project], env);

const vitestArgs = (project) => ['vitest', 'run', '--project', project];

/**
 * The server suite on SQLite and on PostgreSQL side by side (docs/testing.md, decision 237): each run is
 * one Vitest worker using about one core, so together they take the time of the longer one. PostgreSQL is
 * the database DATABASE_URL names, else a throwaway cluster; without either it is skipped (a failure in CI).
 */
async function serverOnBothDatabases() {
  const onSqlite = ['npx', vitestArgs('server'), withoutDatabaseUrl(), 'SQLite'];
  if (givenDatabaseUrl) {
    console.log('Using the PostgreSQL database given by DATABASE_URL.');
    return runTogether([onSqlite, ['npx', vitestArgs('server'), { ...process.env, DATABASE_URL: givenDatabaseUrl }, 'PostgreSQL']]);
  }
  if (!findPostgresBinDir()) {
    console.log('\n' + '!'.repeat(72) + '\n!! SKIPPED PostgreSQL run: no server binaries (initdb/pg_ctl) and no DATABASE_URL\n' + '!'.repeat(72));
    // CI installs the binaries (.ci/run); a skip there would hide the PostgreSQL path entirely.
    if (process.env.CI) { console.error('CI is set, so a skipped PostgreSQL run counts as a failure.'); return false; }
    return (await runTogether([onSqlite])) ? 'skipped' : false;
  }
  // handleSignals:false — our own handler stops the step; the finally below stops the cluster.
  const pg = await startThrowawayPostgres({ handleSignals: false });
  console.log(`Throwaway PostgreSQL at ${pg.url}`);
  try {
    return await runTogether([onSqlite, ['npx', vitestArgs('server'), { ...process.env, DATABASE_URL: pg.url }, 'PostgreSQL']]);
  } finally {
    pg.stop();
  }
}

const steps = [
  // Both are single-threaded: side by side they take the time of the longer one (docs/testing.md).
  ['lint and typecheck', () => runTogether([['npm', ['run', 'lint']], ['npm', ['run', 'typecheck']]])],
  ['unit tests', () => vitest('unit')],
  ['server tests on SQLite and PostgreSQL', serverOnBothDatabases],
  // Always build: comparing dist and source timestamps is easy to get wrong and a build is cheap.
  ['build', () => run('npm', ['run', 'build'])],
  // Sizes, not times: the login page's first load must stay within its gzip budget.
  ['bundle budget', () => run('npm', ['run', 'bench:web'])],
  ['end-to-end tests', endToEnd],
];

const e2eResults = `${root}apps/web/test-results/results.json`;
let tailNotes = [];

/** The browser suite; on failure the first lines of each failed test's error are kept for the tail. */
async function endToEnd() {
  rmSync(e2eResults, { force: true });
  const ok = await run('npm', ['run', 'test:e2e']);
  if (!ok) tailNotes = e2eFailureLines(e2eResults);
  return ok;
}

/**
 * Playwright's JSON report → at most 3 failed tests with 4 lines of their first error each: short
 * enough to stay inside the tail CI keeps (the list reporter prints the errors above the summary).
 */
function e2eFailureLines(file) {
  if (!existsSync(file)) return ['(no Playwright JSON report; see the log above)'];
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        if (!last || last.status === 'passed' || last.status === 'skipped') continue;
        // eslint-disable-next-line no-control-regex
        const message = (last.errors?.[0]?.message ?? last.status).replace(/\x1b\[[0-9;]*m/g, '');
        lines.push(`✘ ${spec.file}:${spec.line} ${spec.title}`, ...message.split('\n').filter((l) => l.trim()).slice(0, 4).map((l) => `    ${l.trim().slice(0, 160)}`));
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  try {
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
  } catch (error) {
    return [`(the Playwright JSON report could not be read: ${error.message})`];
  }
  return lines.slice(0, 15);
}

const results = [];
for (const [name, step] of steps) {
  if (interrupted) break;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let outcome;
  try {
    outcome = await step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    outcome = false;
  }
  const status = outcome === 'skipped' ? 'skipped' : outcome ? 'passed' : 'FAILED';
  results.push({ name, status, seconds: (Date.now() - started) / 1000 });
  if (status === 'FAILED') {
    console.error(`\n✖ ${name} failed${interrupted ? ` (${interrupted})` : ''}; stopping here, later steps did not run.`);
    break;
  }
}

if (tailNotes.length) console.log(`\nWhat failed (first lines of each error):\n${tailNotes.join('\n')}`);
console.log('\nStep timings:');
for (const { name, status, seconds } of results) {
  console.log(`  ${status.padEnd(8)} ${seconds.toFixed(1).padStart(7)} s  ${name}`);
}
for (const [name] of steps.slice(results.length)) console.log(`  ${'not run'.padEnd(8)} ${''.padStart(9)}  ${name}`);
const passed = results.filter((r) => r.status === 'passed').length;
// An interrupted run never counts as green, even if the signal landed between two steps.
const failed = Math.max(results.filter((r) => r.status === 'FAILED').length, interrupted ? 1 : 0);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
