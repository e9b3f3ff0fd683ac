/**
 * `npx tsx apps/server/bench/evidence-zip-bench.ts`: the batch ZIP streams in constant memory.
 * 1,000 originals of 1 MiB each (BENCH_ZIP_FILES, BENCH_ZIP_FILE_MB) are recorded on a temp data
 * directory; a real server listens on a free port; the ZIP of all of them is fetched over HTTP and
 * thrown away by curl (its own process) while the server's RSS and heap are sampled every 100 ms. Prints bytes, time, rate
 * and the growth over the pre-stream baseline; exits 1 when RSS grows by 50 MB or more, or the ZIP
 * is not the announced length.
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { call } from '../test/helpers/api';
import { DEMO_PASSWORD } from '../src/services/demo/seed-demo';
import { openApp, seedEvidence } from './evidence-seed';

const FILES = Number(process.env.BENCH_ZIP_FILES ?? 1000);
const FILE_MB = Number(process.env.BENCH_ZIP_FILE_MB ?? 1);
const LIMIT_MB = 50;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-bench-'));
try {
  const built = await openApp(dataDir, { RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  const t0 = Date.now();
  const content = Buffer.alloc(FILE_MB * 1024 * 1024, 0x5a);
  const ids = await seedEvidence(
    built,
    dataDir,
    Array.from({ length: FILES }, (_, i) => ({ ownerPhone: '13800000001', fileName: `证据文件-${i % 100}.bin`, content })),
  );
  console.log(`seeded ${FILES} records of ${FILE_MB} MiB in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const { app } = built;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const login = await call<{ token: string }>(app, 'POST', '/api/login', { form: { phone: '13800000001', password: DEMO_PASSWORD } });
  const sel = await call<{ url: string; count: number; totalBytes: number }>(app, 'POST', '/api/data/downloadZip', { token: login.body.data.token, role: '1', form: { dataIdStr: ids.join(',') } });
  if (sel.body.code !== 200) throw new Error(sel.body.msg);

  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 100);

  const started = Date.now();
  // the client is curl in its own process, so the figures below are the server's alone
  const { bytes, announced } = await new Promise<{ bytes: number; announced: number }>((resolve, reject) => {
    const curl = spawn('curl', ['-sS', '-o', '/dev/null', '-D', '-', '-w', '\nBYTES %{size_download}\n', `http://127.0.0.1:${port}${sel.body.data.url}`]);
    let out = '';
    curl.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    curl.stderr.on('data', (c: Buffer) => process.stderr.write(c));
    curl.on('error', reject);
    curl.on('close', (code) => {
      if (code !== 0) return reject(new Error(`curl exited ${code}`));
      const got = /BYTES (\d+)/.exec(out)?.[1];
      const length = /content-length: (\d+)/i.exec(out)?.[1];
      resolve({ bytes: Number(got), announced: Number(length) });
    });
  });
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);

  const rssGrowth = peakRss - base.rss;
  console.log(`ZIP of ${sel.body.data.count} files: ${bytes} bytes (${mb(bytes)} MiB; Content-Length ${announced}) in ${seconds.toFixed(2)} s = ${mb(bytes / seconds)} MiB/s`);
  console.log(`server RSS: baseline ${mb(base.rss)} MiB, peak ${mb(peakRss)} MiB, growth ${mb(rssGrowth)} MiB (limit ${LIMIT_MB})`);
  console.log(`server heap used: baseline ${mb(base.heapUsed)} MiB, peak ${mb(peakHeap)} MiB, growth ${mb(peakHeap - base.heapUsed)} MiB`);
  await app.close();
  const ok = rssGrowth < LIMIT_MB * 1024 * 1024 && bytes === announced && bytes > FILES * FILE_MB * 1024 * 1024;
  console.log(ok ? '✔ flat memory, complete ZIP' : '✘ target missed');
  process.exitCode = ok ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
