/**
 * `npm run bench:orders` (`npx tsx apps/server/bench/orders-export-bench.ts`): the orders export
 * streams in bounded memory (issue 6 "Exports of 100,000 orders stream without holding them all in
 * memory"). 100,000 consumption orders (BENCH_ORDERS) of the demo company, half by its member, are
 * written on a temp SQLite database; a real server listens on a free port; the `.xlsx` of all of them
 * is fetched over HTTP by curl (its own process, rate-limited by BENCH_RATE so the client is slower
 * than the server and back-pressure is exercised) while the server's RSS and heap are sampled every
 * 100 ms. Then the file is read back with exceljs' streaming reader and its rows counted.
 * Exits 1 when RSS grows by 30 MB or more, or the sheet does not hold every order.
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { call } from '../test/helpers/api';
import { insertOrders, membershipId, type OrderSeed } from '../test/helpers/orders';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD, seedDemo } from '../src/services/demo/seed-demo';
import { openApp } from './evidence-seed';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RATE = process.env.BENCH_RATE ?? '4M';
const LIMIT_MB = 30;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-bench-'));
try {
  const built = await openApp(dataDir, { RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  const db = built.handle.db;
  await seedDemo(db, loadConfig({ DATA_DIR: dataDir }));
  const ids = new Map((await db.selectFrom('users').select(['id', 'phone']).execute()).map((u) => [u.phone, Number(u.id)]));
  const company = ids.get('13800000002')!;
  const member = ids.get('13800000003')!;
  const memberId = await membershipId(db, company, member);
  const t0 = Date.now();
  const start = Date.now() - ORDERS * 1000;
  function* seeds(): Generator<OrderSeed> {
    for (let i = 0; i < ORDERS; i += 1) {
      const byMember = i % 2 === 1;
      yield { account: company, actor: byMember ? member : company, memberId: byMember ? memberId : null, kind: 'consumption', busType: byMember ? 2 : 5, pointsCents: 100 + (i % 900), createdAt: start + i * 1000, description: `数据存证 第${i}号文件` };
    }
  }
  await insertOrders(db, seeds(), 1000);
  console.log(`seeded ${ORDERS} orders in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const { app } = built;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const login = await call<{ token: string }>(app, 'POST', '/api/login', { form: { phone: '13800000002', password: DEMO_PASSWORD } });
  if (login.body.code !== 200) throw new Error(login.body.msg);
  const out = path.join(dataDir, 'orders.xlsx');

  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let peakExternal = base.external;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakExternal = Math.max(peakExternal, m.external);
  }, 100);
  const started = Date.now();
  const status = await new Promise<string>((resolve, reject) => {
    const curl = spawn('curl', ['-sS', '--limit-rate', RATE, '-o', out, '-w', '%{http_code}', '-H', `Authorization: Bearer ${login.body.data.token}`, '-H', 'role: 1', `http://127.0.0.1:${port}/api/order/getList?type=2&isType=2`]);
    let text = '';
    curl.stdout.on('data', (c: Buffer) => (text += c.toString('utf8')));
    curl.stderr.on('data', (c: Buffer) => process.stderr.write(c));
    curl.on('error', reject);
    curl.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`curl exited ${code}`))));
  });
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await app.close();

  const bytes = fs.statSync(out).size;
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(out, { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' });
  for await (const sheet of reader) for await (const row of sheet) if (row.number > 1) rows += 1;

  const rssGrowth = peakRss - base.rss;
  console.log(`HTTP ${status}: .xlsx of ${rows} orders, ${bytes} bytes (${mb(bytes)} MiB) in ${seconds.toFixed(2)} s (client limited to ${RATE}/s)`);
  console.log(`server RSS: baseline ${mb(base.rss)} MiB, peak ${mb(peakRss)} MiB, growth ${mb(rssGrowth)} MiB (limit ${LIMIT_MB})`);
  console.log(`server heap used: baseline ${mb(base.heapUsed)} MiB, peak ${mb(peakHeap)} MiB, growth ${mb(peakHeap - base.heapUsed)} MiB`);
  console.log(`server external (buffers): baseline ${mb(base.external)} MiB, peak ${mb(peakExternal)} MiB, growth ${mb(peakExternal - base.external)} MiB`);
  const ok = status === '200' && rows === ORDERS && rssGrowth < LIMIT_MB * 1024 * 1024;
  console.log(ok ? '✔ bounded memory, every order in the sheet' : '✘ target missed');
  process.exitCode = ok ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
