/**
 * One way to run the built server for the e2e specs: a fresh DATA_DIR, a free port on 127.0.0.1, the
 * test-only captcha echo and a raised per-address rate limit (every spec calls from one address), seed
 * commands run on that DATA_DIR before the server starts (so the server sees finished data), and a stop()
 * that ends the process and removes the directory. The shared per-worker server and every spec's own
 * server are made by it.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
export const cliJs = path.join(repoRoot, 'apps/server/dist/cli.js');
const serverJs = path.join(repoRoot, 'apps/server/dist/server.js');

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /** what each seed command printed, in order */
  seedOutputs: string[];
  stop(): Promise<void>;
}

/** A seed command: [executable, args], run in the repository root with the server's environment. */
export type SeedCommand = [string, string[]];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function waitUntilUp(baseUrl: string, child: ReturnType<typeof spawn>, log: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${log()}`);
}

/**
 * `label` names the temp directory; `seeds` may write files into the DATA_DIR they are given
 * (`seeds` can be a function of it); `extraEnv` sets this server only (e.g. a price no demo account pays), or is
 * a function of the port the server will listen on (a production server's PUBLIC_URL names it).
 */
export async function startServerProcess(
  label: string,
  seeds: SeedCommand[] | ((dataDir: string) => SeedCommand[]) = [],
  extraEnv: Record<string, string> | ((port: number) => Record<string, string>) = {},
): Promise<ServerProcess> {
  for (const file of [serverJs, cliJs, path.join(repoRoot, 'apps/web/dist/index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `evidence-e2e-${label}-`));
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
    CAPTCHA_TEST_ECHO: '1', RATE_LIMIT_PER_MINUTE: '100000', ...(typeof extraEnv === 'function' ? extraEnv(port) : extraEnv),
  };
  // e2e servers always run on their own SQLite file, whatever the caller's shell says
  delete env.DATABASE_URL;
  const seedOutputs: string[] = [];
  try {
    for (const [file, args] of typeof seeds === 'function' ? seeds(dataDir) : seeds) {
      seedOutputs.push(execFileSync(file, args, { cwd: repoRoot, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
    }
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  let log = '';
  const child = spawn(process.execPath, [serverJs], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  // a server that ends before the test stops it says so, with its last lines (its log is otherwise kept in memory)
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`test server on ${baseUrl} exited unexpectedly (code ${code}, signal ${signal}); its last output:\n${log.split('\n').slice(-30).join('\n')}\n`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, child, () => log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, dataDir, seedOutputs, stop };
}

/** The last line a seed script printed, parsed as JSON (seed scripts report what they made that way). */
export function lastJsonLine<T>(output: string): T {
  return JSON.parse(output.trim().split('\n').at(-1)!) as T;
}
