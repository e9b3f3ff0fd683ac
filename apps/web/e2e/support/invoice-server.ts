/**
 * A server of its own for the invoices spec: a fresh DATA_DIR whose database gets the demo accounts
 * and paid recharge orders (apps/server/test/helpers/seed-invoices-e2e.ts) before the built server starts.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntilUp } from './own-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const seedScript = path.join(repoRoot, 'apps/server/test/helpers/seed-invoices-e2e.ts');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

export interface InvoiceServer {
  baseUrl: string;
  orders: Array<{ id: number; orderNo: string; money: string }>;
  stop(): Promise<void>;
}

export async function startInvoiceServer(): Promise<InvoiceServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-e2e-invoices-'));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CAPTCHA_TEST_ECHO: '1', RATE_LIMIT_PER_MINUTE: '100000' };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  const out = execFileSync(tsx, [seedScript], { cwd: repoRoot, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const seeded = JSON.parse(out.trim().split('\n').at(-1)!) as { orders: InvoiceServer['orders'] };
  let log = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server.js')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, child, () => log);
  return {
    baseUrl,
    orders: seeded.orders,
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
