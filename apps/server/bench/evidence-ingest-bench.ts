/**
 * The resumable ingest on loopback, against a real server process: a 1 GiB file sent in 5 MiB
 * tus chunks, hashed (SHA-256 and SM3), stored and recorded. Compared with `openssl dgst -sm3` of
 * the same file in the same run (target ≤ 1.5×), and the server's memory growth (target < 150 MB).
 *
 *   DATA_DIR=/tmp/ingest-bench npx tsx apps/server/bench/evidence-ingest-bench.ts [sizeMiB]
 *
 * The big file and the server's data directory are removed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo, DEMO_PASSWORD } from '../src/services/demo/seed-demo';

const MiB = 1024 * 1024;
const CHUNK = 5_242_880;
const sizeMiB = Number(process.argv[2] ?? 1024);
const root = fs.mkdtempSync(path.join(process.env.DATA_DIR ?? os.tmpdir(), 'ingest-bench-'));
const file = path.join(root, 'big.bin');
const dataDir = path.join(root, 'data');
const here = path.dirname(fileURLToPath(import.meta.url));

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function makeFile(): Promise<void> {
  const out = fs.createWriteStream(file);
  const block = randomBytes(16 * MiB);
  for (let i = 0; i < sizeMiB / 16; i += 1) {
    // vary each block a little so no block repeats
    block.writeUInt32BE(i, 0);
    if (!out.write(Buffer.from(block))) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r, j) => out.end((err?: Error | null) => (err ? j(err) : r())));
}

function opensslSm3(): { ms: number; hex: string } {
  const t0 = performance.now();
  const r = spawnSync('openssl', ['dgst', '-sm3', file], { encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`openssl failed: ${r.stderr}`);
  return { ms, hex: r.stdout.trim().split(/\s+/).pop() ?? '' };
}

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const handle = connectDatabase({ dataDir });
  await migrateToLatest(handle);
  await seedDemo(handle.db);
  await handle.close();
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/server.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('platform ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ phone: '13800000001', password: DEMO_PASSWORD }) });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 200) throw new Error(body.msg);
  return body.data.token;
}

async function upload(base: string, token: string, size: number): Promise<{ sm3: string; sha256: string; baoquan: string }> {
  const auth = { authorization: `Bearer ${token}`, role: '1', 'tus-resumable': '1.0.0' };
  const meta = `filename ${Buffer.from('big.bin').toString('base64')}`;
  const created = await fetch(`${base}/api/upload/tus`, { method: 'POST', headers: { ...auth, 'upload-length': String(size), 'upload-metadata': meta } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const url = base + String(created.headers.get('location'));
  const fd = await fs.promises.open(file, 'r');
  try {
    let last: Response | undefined;
    for (let offset = 0; offset < size; offset += CHUNK) {
      const buf = Buffer.alloc(Math.min(CHUNK, size - offset));
      await fd.read(buf, 0, buf.length, offset);
      const tp = performance.now();
      last = await fetch(url, { method: 'PATCH', headers: { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: buf });
      if (last.status >= 300) throw new Error(`patch at ${offset}: ${last.status} ${await last.text()}`);
      if (offset + CHUNK < size) await last.arrayBuffer();
      if (process.env.BENCH_VERBOSE) console.error(`chunk ${offset / CHUNK}: ${(performance.now() - tp).toFixed(0)} ms`);
    }
    const body = (await last!.json()) as { data: { sm3: string; sha256: string; baoquan: string } };
    return body.data;
  } finally {
    await fd.close();
  }
}

async function main() {
  console.log(`ingest bench: ${sizeMiB} MiB in ${CHUNK}-byte chunks, data in ${root}`);
  await makeFile();
  const size = fs.statSync(file).size;
  // page cache warm for both measurements alike
  opensslSm3();
  const ossl = opensslSm3();
  const { child, base } = await startServer();
  try {
    const token = await login(base);
    const baseline = rssOf(child.pid!);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(child.pid!));
    }, 50);
    const t0 = performance.now();
    const result = await upload(base, token, size);
    const ms = performance.now() - t0;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(child.pid!));
    const ok = result.sm3 === ossl.hex;
    console.log(JSON.stringify({
      bytes: size,
      ingestSeconds: +(ms / 1000).toFixed(2),
      ingestMBps: +(size / MiB / (ms / 1000)).toFixed(1),
      opensslSm3Seconds: +(ossl.ms / 1000).toFixed(2),
      ratio: +(ms / ossl.ms).toFixed(2),
      ratioTarget: 1.5,
      serverRssBaselineMB: +(baseline / MiB).toFixed(1),
      serverRssPeakMB: +(peak / MiB).toFixed(1),
      serverMemoryGrowthMB: +((peak - baseline) / MiB).toFixed(1),
      memoryTargetMB: 150,
      sm3MatchesOpenssl: ok,
      baoquan: result.baoquan,
      cpus: os.cpus().length,
    }, null, 2));
    if (!ok) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  fs.rmSync(root, { recursive: true, force: true });
  process.exit(1);
});
