/**
 * `npm run bench:capture` part 1 (issue 17's budget): one web capture of a local page of about 2 MB (200 KB of
 * HTML and six 300 KB photos, over HTTPS with a self-signed certificate) as the capture.web job does it on a
 * real server (SQLite, ledger, BlobStore): fresh browser, clean-environment check, page load, network idle,
 * auto-scroll, screenshot, PDF, DOM, TLS, HAR, the signed report PDF, the signed WACZ, stored and preserved.
 * Target < 10 s median over 5 runs; the load average is printed since the machine is shared. Prints figures;
 * asserts nothing.
 */
import os from 'node:os';
import pino from 'pino';
import type { AppContext } from '../../src/context';
import { runWebCapture } from '../../src/services/capture/web/web-capture-job';
import { addWebProcess } from '../../src/services/capture/web/add-web-process';
import { startCaptureSite } from '../../test/helpers/capture-site';
import { blobsOf } from '../../test/helpers/esign/phone-calls';
import { createTestApp } from '../../test/helpers/test-app';
import { tenants } from '../../test/helpers/tenants';

const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

export default async function benchWebCapture(): Promise<void> {
  const site = await startCaptureSite(200, 6);
  const t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', CAPTURE_TEST_ALLOW_HOSTS: site.allowHosts, POINTS_PRICE_WEB: '0' }, { jobs: { run: false } });
  try {
    const who = await tenants(t);
    const ctx = { db: t.db, config: t.config, ledger: t.ledger, blobs: blobsOf(t), log: pino({ level: 'silent' }) } as unknown as AppContext;
    const actor = { ownerUserId: who.individual.userId, actorUserId: who.individual.userId, memberId: null, sub: false };
    const times: number[] = [];
    let bytes = 0;
    console.log(`web capture of ${site.httpsUrl}/ (load before: ${load()})`);
    for (let i = 0; i < RUNS; i += 1) {
      const accepted = await addWebProcess({ ...ctx, downloadSecret: Buffer.alloc(32) } as AppContext, actor, { url: `${site.httpsUrl}/`, title: `基准 ${i + 1}`, label: null }, null);
      const job = { id: i + 1, kind: 'capture.web', payload: { captureId: accepted.id }, attempts: 1, maxAttempts: 2 } as never;
      const started = performance.now();
      await runWebCapture(ctx, job, { reportProgress: async () => {}, signal: new AbortController().signal, db: t.db });
      times.push(performance.now() - started);
      const row = await t.db.selectFrom('captures').select(['status', 'fail_reason', 'facts_json', 'files_json']).where('id', '=', accepted.id).executeTakeFirstOrThrow();
      if (row.status !== 'succeeded') throw new Error(`run ${i + 1}: ${row.status} ${row.fail_reason ?? ''}`);
      const files = JSON.parse(row.files_json!) as Array<{ role: string; size: number }>;
      const inner = (JSON.parse(row.facts_json!) as { innerFiles: Array<{ size: number }> }).innerFiles;
      bytes = files.find((f) => f.role === 'package')!.size;
      console.log(`  run ${i + 1}: ${(times[i]! / 1000).toFixed(2)} s, package ${(bytes / 1024 / 1024).toFixed(2)} MiB, ${inner.length} files inside`);
    }
    console.log(`web capture: median ${(median(times) / 1000).toFixed(2)} s over ${RUNS} runs (target < 10 s); load after: ${load()}`);
  } finally {
    await site.close();
    await t.close();
  }
}
