/**
 * A throwaway PostgreSQL cluster for tests: a temp directory, trust auth, a free port on 127.0.0.1,
 * fsync off. Start it, use `url`, stop it; the directory is removed on stop, on process exit and
 * (unless the caller handles signals itself) on SIGINT/SIGTERM.
 *
 *   const pg = await startThrowawayPostgres();   // pg.url = postgres://postgres@127.0.0.1:PORT/evidence_test
 *   try { ... } finally { pg.stop(); }
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const PG_USER = 'postgres';

/** The directory holding initdb and pg_ctl, from PATH first, else the newest Debian install. */
export function findPostgresBinDir() {
  const has = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    // Follow symlinks so psql/createdb come from the same install (Debian's /usr/bin/psql is a
    // wrapper that wants a cluster registered with pg_lsclusters).
    if (dir && has(dir)) return dirname(realpathSync(join(dir, 'initdb')));
  }
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian).filter((v) => has(join(debian, v, 'bin')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(debian, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root, so as root the server runs as the `postgres` system user. */
function serverUser() {
  if (process.getuid?.() !== 0) return null;
  const lookup = spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' });
  if (lookup.status !== 0) {
    console.error(`[postgres] creating system user "${PG_USER}" (the server cannot run as root)`);
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER], { stdio: 'inherit' });
  }
  const uid = Number(execFileSync('id', ['-u', PG_USER], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', PG_USER], { encoding: 'utf8' }));
  return { uid, gid };
}

function run(bin, args, { asUser, cwd }) {
  const [cmd, argv] = asUser ? ['runuser', ['-u', PG_USER, '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
    throw new Error(`${bin} ${args.join(' ')} failed (exit ${result.status}):\n${output.trim()}`);
  }
  return result.stdout;
}

/**
 * @param {{ database?: string, binDir?: string, handleSignals?: boolean, durable?: boolean }} [options]
 *   handleSignals: stop and exit on SIGINT/SIGTERM (default true); pass false when the caller
 *   installs its own handlers and calls stop() itself.
 *   durable: keep fsync and synchronous commits on (benchmarks of durable writes); tests turn them off.
 */
export async function startThrowawayPostgres({ database = 'evidence_test', binDir = findPostgresBinDir(), handleSignals = true, durable = false } = {}) {
  if (!binDir) throw new Error('No PostgreSQL server binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin');
  const owner = serverUser();
  const asUser = owner !== null;
  const dir = mkdtempSync(join(tmpdir(), 'evidence-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const bin = (name) => join(binDir, name);
  const opts = { asUser, cwd: dir }; // cwd: the postgres user may not be allowed into ours

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, onSignal);
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      // "immediate" skips the shutdown checkpoint: the data is thrown away anyway.
      spawnSync(asUser ? 'runuser' : bin('pg_ctl'),
        [...(asUser ? ['-u', PG_USER, '--', bin('pg_ctl')] : []), 'stop', '-D', dataDir, '-m', 'immediate', '-w'],
        { cwd: dir, stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  function onSignal(signal) {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  }
  process.on('exit', stop);
  if (handleSignals) for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, onSignal);

  try {
    // --locale=C with UTF8: works on any machine (no generated locales needed) and stores Chinese text.
    run(bin('initdb'), ['-D', dataDir, '-A', 'trust', '-U', PG_USER, '-E', 'UTF8', '--locale=C', '--no-sync'], opts);
    const port = await freePort();
    // -k: the Unix socket goes in our temp dir, not /var/run/postgresql (absent or root-owned).
    const fast = durable ? '' : ' -c fsync=off -c full_page_writes=off -c synchronous_commit=off';
    const serverOptions = `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1${fast}`;
    run(bin('pg_ctl'), ['start', '-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', serverOptions], opts);
    run(bin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', PG_USER, database], { cwd: dir });
    const url = `postgres://${PG_USER}@127.0.0.1:${port}/${database}`;
    return { url, port, dir, binDir, stop };
  } catch (error) {
    const log = join(dir, 'server.log');
    if (existsSync(log)) error.message += `\n--- ${log} ---\n${readFileSync(log, 'utf8').slice(-4000)}`;
    stop();
    throw error;
  }
}
