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
import http from 'node:http';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
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

/** CPU seconds a process has used (user + system, all its threads), from /proc. */
function cpuOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Busy and total CPU ticks of the whole machine, from /proc/stat (were other programs running?). */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = fields.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  // idle + iowait
  return { busy: total - (n[3] ?? 0) - (n[4] ?? 0), total };
}

/** CPU seconds per thread of a process (BENCH_VERBOSE): which of them the time went to. */
function threadsOf(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const name = `${/\((.*)\)/.exec(stat)?.[1] ?? '?'} ${tid}`;
    const fields = stat.split(') ')[1]!.split(' ');
    out[name] = (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return out;
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
  await seedDemo(handle.db, loadConfig({ DATA_DIR: dataDir }));
  await handle.close();
  const port = 20000 + Math.floor(Math.random() * 20000);
  // INGEST_BENCH_PROFILE=<dir>: write a V8 CPU profile of the server there (open it in Chrome DevTools)
  const profile = process.env.INGEST_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.INGEST_BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(here, '../src/server.ts')], {
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

/** One HTTP request on the kept-alive connection; resolves with the status and body. */
function send(agent: http.Agent, url: URL, method: string, headers: Record<string, string>, body?: Uint8Array): Promise<{ status: number; text: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body ? { ...headers, 'content-length': String(body.length) } : headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8'), location: res.headers.location }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The client: like tus-js-client, one PATCH of 5 MiB after the other, each after the previous
 * answer. It is lean on purpose (one reused buffer, node:http on one kept-alive connection): it
 * shares the two CPUs with the server, and a browser would be on another machine.
 */
async function upload(base: string, token: string, size: number): Promise<{ sm3: string; sha256: string; baoquan: string }> {
  const auth = { authorization: `Bearer ${token}`, role: '1', 'tus-resumable': '1.0.0' };
  const meta = `filename ${Buffer.from('big.bin').toString('base64')}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const created = await send(agent, new URL(`${base}/api/upload/tus`), 'POST', { ...auth, 'upload-length': String(size), 'upload-metadata': meta });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const fd = await fs.promises.open(file, 'r');
  const buf = Buffer.allocUnsafeSlow(CHUNK);
  try {
    const location = new URL(base + String(created.location));
    let last: { status: number; text: string } = { status: 0, text: '' };
    for (let offset = 0; offset < size; offset += CHUNK) {
      const { bytesRead } = await fd.read(buf, 0, Math.min(CHUNK, size - offset), offset);
      const tp = performance.now();
      last = await send(agent, location, 'PATCH', { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, buf.subarray(0, bytesRead));
      if (last.status >= 300) throw new Error(`patch at ${offset}: ${last.status} ${last.text}`);
      if (process.env.BENCH_VERBOSE) console.error(`chunk ${offset / CHUNK}: ${(performance.now() - tp).toFixed(0)} ms`);
    }
    return (JSON.parse(last.text) as { data: { sm3: string; sha256: string; baoquan: string } }).data;
  } finally {
    await fd.close();
    agent.destroy();
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
    const cpu0 = { server: cpuOf(child.pid!), client: process.cpuUsage(), threads: threadsOf(child.pid!), machine: machineTicks() };
    const t0 = performance.now();
    const result = await upload(base, token, size);
    const ms = performance.now() - t0;
    const clientCpu = process.cpuUsage(cpu0.client);
    const serverCpuSeconds = +(cpuOf(child.pid!) - cpu0.server).toFixed(2);
    const machine = machineTicks();
    // CPU seconds the whole machine spent during the upload; minus server and client, what other programs took
    const machineCpuSeconds = ((machine.busy - cpu0.machine.busy) / (machine.total - cpu0.machine.total)) * os.cpus().length * (ms / 1000);
    if (process.env.BENCH_VERBOSE) {
      for (const [name, seconds] of Object.entries(threadsOf(child.pid!))) {
        const used = seconds - (cpu0.threads[name] ?? 0);
        if (used >= 0.05) console.error(`server thread ${name}: ${used.toFixed(2)} s CPU`);
      }
    }
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
      // where the two CPUs went: the server (all its threads) and this client
      serverCpuSeconds,
      clientCpuSeconds: +((clientCpu.user + clientCpu.system) / 1e6).toFixed(2),
      otherProgramsCpuSeconds: +Math.max(0, machineCpuSeconds - serverCpuSeconds - (clientCpu.user + clientCpu.system) / 1e6).toFixed(2),
      serverRssBaselineMB: +(baseline / MiB).toFixed(1),
      serverRssPeakMB: +(peak / MiB).toFixed(1),
      serverMemoryGrowthMB: +((peak - baseline) / MiB).toFixed(1),
      memoryTargetMB: 150,
      sm3MatchesOpenssl: ok,
      baoquan: result.baoquan,
      cpus: os.cpus().length,
    }, null, 2));
    const missed = [!ok && 'SM3 differs from openssl', ms / ossl.ms > 1.5 && 'ratio above 1.5', (peak - baseline) / MiB >= 150 && 'memory growth 150 MB or more'].filter(Boolean);
    if (missed.length > 0) {
      console.log(`MISSED: ${missed.join('; ')}`);
      process.exitCode = 1;
    }
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
