/**
 * Starts the built server for the e2e run: fresh temporary DATA_DIR, a free PORT, the test-only
 * captcha echo, an operator account (for reading SMS codes from the outbox) and the demo accounts.
 * Returns the teardown that stops the server and removes the data.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATOR } from './support/accounts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverJs = path.join(repoRoot, 'apps/server/dist/server.js');
const cliJs = path.join(repoRoot, 'apps/server/dist/cli.js');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function waitForReady(child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`server did not start in ${timeoutMs} ms:\n${log}`)), timeoutMs);
    child.once('exit', (code) => finish(new Error(`server exited with ${code}:\n${log}`)));
    const poll = async () => {
      while (!settled) {
        try {
          const res = await fetch(`${baseUrl}/api/health`);
          if (res.status === 200) return finish();
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      // The server prints its URL once listening; then confirm with the health check.
      if (log.includes('http://')) void poll();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const file of [serverJs, cliJs, webIndex]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-e2e-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CAPTCHA_TEST_ECHO: '1',
    // The whole suite calls the API from one address, far faster than a person would.
    RATE_LIMIT_PER_MINUTE: '100000',
  };

  // Accounts before the server starts: an operator for the outbox, and the demo accounts.
  execFileSync(process.execPath, [cliJs, 'create-operator', '--phone', OPERATOR.phone, '--name', OPERATOR.name, '--password', OPERATOR.password], { cwd: repoRoot, env, stdio: 'pipe' });
  execFileSync(process.execPath, [cliJs, 'seed-demo'], { cwd: repoRoot, env, stdio: 'pipe' });
  // a few evidence records of the demo accounts, made by the server's own code (attestation list journey)
  execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/web/e2e/support/seed-evidence-list.ts')], { cwd: repoRoot, env, stdio: 'pipe' });

  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverJs], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForReady(child, baseUrl, 30_000);
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
