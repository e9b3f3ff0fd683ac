/**
 * A server of its own for the lookup and verify specs: a fresh DATA_DIR in which one evidence record
 * is created (apps/server/test/helpers/seed-evidence-e2e.ts, through recordEvidence and the real ledger) before the built
 * server starts on it. The shared e2e server has no way to create a record without the upload feature.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const seedScript = path.join(repoRoot, 'apps/server/test/helpers/seed-evidence-e2e.ts');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

export interface OwnServer {
  baseUrl: string;
  evidenceNo: string;
  leafHash: string;
  content: Buffer;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export async function waitUntilUp(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 30_000;
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

/** `extraEnv`: settings of this server only (e.g. a price of points no demo account can pay). */
export async function startOwnServer(content: Buffer, extraEnv: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-e2e-lookup-'));
  const port = await freePort();
  const env = {
    ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
    CAPTCHA_TEST_ECHO: '1', RATE_LIMIT_PER_MINUTE: '100000', LEDGER_BATCH_DELAY_MS: '2',
    ...extraEnv,
  };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  const contentFile = path.join(dataDir, 'e2e-original.bin');
  fs.writeFileSync(contentFile, content);
  const out = execFileSync(tsx, [seedScript, contentFile], { cwd: repoRoot, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const seeded = JSON.parse(out.trim().split('\n').at(-1)!) as { evidenceNo: string; leafHash: string };
  let log = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server.js')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, child, () => log);
  return {
    baseUrl, content, ...seeded,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
