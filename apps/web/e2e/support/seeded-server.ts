/**
 * A built server of its own on a fresh DATA_DIR, seeded before it starts by the given commands
 * (each run with that DATA_DIR in its environment). For specs that count rows exactly and must
 * not see what other specs did on the shared server.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntilUp } from './own-server';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SeededServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `seeds`: [executable, args] pairs, run in order in the repository root. */
export async function startSeededServer(label: string, seeds: Array<[string, string[]]>): Promise<SeededServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `evidence-e2e-${label}-`));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CAPTCHA_TEST_ECHO: '1', RATE_LIMIT_PER_MINUTE: '100000' };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  for (const [file, args] of seeds) execFileSync(file, args, { cwd: repoRoot, env, stdio: 'pipe' });
  let log = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server.js')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, child, () => log);
  return {
    baseUrl,
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
