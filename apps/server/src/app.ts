import fs from 'node:fs';
import os from 'node:os';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@evidence/shared/constants';
import type { Config } from './config';
import type { App, AppContext } from './context';
import { connectDatabase, type DbHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { AppError } from './errors';
import { loggerOptions } from './logger';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerWebApp } from './plugins/web-app';
import { webDistOf } from './web-dist';
import { openLedger, type Ledger } from './ledger/open-ledger';
import { anchorProvidersFromConfig } from './providers/anchor/from-config';
import { smsProviderFromConfig } from './providers/sms/sms-from-config';
import { ocrProviderFromConfig } from './providers/ocr/from-config';
import { faceProviderFromConfig } from './providers/face/from-config';
import { registerApiRoutes } from './routes/api';
import { blobStoreFromConfig } from './providers/blob/blob-store-from-config';
import { finishPendingEvidence } from './services/evidence/record-evidence';
import { sweepCaptureTempDirs } from './services/capture/temp-dirs';
import { scheduleEvidencePurge } from './services/evidence-list/purge-schedule';
import { scheduleEsignSweep } from './services/esign/flows/sweep-schedule';
import { scheduleWebCaptureSweep } from './services/capture/web/sweep-web-captures';
import { scheduleProcessSweep } from './services/capture/process/confirm-sweep';
import { scheduleReconcile } from './services/payments/reconcile/reconcile-schedule';
import { loadDownloadSecret } from './services/downloads/signed-url';
import { reportLedgerRefusal } from './services/ledger/refusal-notice';
import { fastifyTrustProxy } from './trust-proxy';
import { abandonOnEnd, captureJobHandlers, jobHandlers, subjectAfterSweep } from './services/jobs/handlers';
import { startJobWorker, type JobWorker } from './services/jobs/job-worker';
import type { JobHandlers } from './services/jobs/job-types';
import type { RetryPolicy } from './services/jobs/job-error';
import type { TencentTransport } from './providers/tencent-cloud/tencent-client';

export interface BuildOptions {
  /** PostgreSQL schema for tests that share one database */
  pgSchema?: string;
  /** where the log lines go instead of stdout (tests that read the log) */
  logStream?: { write(line: string): void };
  /**
   * The job worker (services/jobs): `run: false` starts none (tests that drive workers themselves);
   * `handlers` replaces the registry of services/jobs/handlers.ts (tests with their own kinds).
   */
  jobs?: { run?: boolean; handlers?: JobHandlers; leaseMs?: number; retry?: Partial<RetryPolicy>; stopTimeoutMs?: number };
  /**
   * Tests only: how Tencent Cloud's SDK reaches a loopback stand-in (an agent resolving
   * *.tencentcloudapi.com to 127.0.0.1, plain HTTP). Never from a setting.
   */
  tencentTransport?: TencentTransport;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<{ app: App; handle: DbHandle; ledger: Ledger }> {
  const handle = connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgSchema: opts.pgSchema });
  let ledger: Ledger;
  try {
    await migrateToLatest(handle);
    const { intervalMs, pollMs, retryBaseMs, retryMaxMs } = config.anchor;
    ledger = await openLedger(handle.db, {
      dataDir: config.dataDir,
      ...config.ledger,
      anchorProviders: anchorProvidersFromConfig(config.anchor),
      anchorSchedule: { intervalMs, pollMs, retryBaseMs, retryMaxMs },
    });
  } catch (err) {
    await handle.close();
    throw err;
  }

  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Malformed URLs and broken HTTP answer the envelope too, never the framework's English JSON.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>() as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // a server whose captures may reach this machine says so in every start's log (decision 640)
  const testHosts = config.capture.testAllowHosts;
  if (testHosts.length > 0) {
    app.log.warn({ captureTestAllowHosts: testHosts.map((h) => (h.ip.includes(':') ? `[${h.ip}]:${h.port}` : `${h.ip}:${h.port}`)) }, 'CAPTURE_TEST_ALLOW_HOSTS is set: captures may reach these loopback addresses (tests only)');
  }

  const blobs = blobStoreFromConfig(config);
  const ocr = ocrProviderFromConfig(config.ocr, app.log, opts.tencentTransport);
  const ctx: AppContext = { db: handle.db, dialect: handle.dialect, config, sms: smsProviderFromConfig(config, handle.db, app.log), ocr, face: faceProviderFromConfig(config.face, handle.db, app.log, opts.tencentTransport), ledger, blobs, downloadSecret: loadDownloadSecret(config.dataDir, config.download.secret), log: app.log };
  // a sequencer that refuses to append (decision 156) says so loudly and tells the operators (158);
  // at once when it refused at start
  let reporting: Promise<unknown> = Promise.resolve();
  ledger.sequencer.onRefused((problem) => {
    reporting = reportLedgerRefusal({ db: handle.db, sms: ctx.sms, siteName: config.siteName, log: app.log }, problem);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // 'wasm-unsafe-eval' lets the verify page compile hash-wasm (SHA-256, SM3); it allows WebAssembly only, not eval()
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // helmet's default form-action 'self' would stop the Alipay page-pay form (电脑网站支付), which the pay
        // dialog posts to Alipay's gateway: that one origin is allowed when Alipay is configured, no other
        formAction: ["'self'", ...(config.payment.alipay ? [new URL(config.payment.alipay.gateway).origin] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Pages, scripts and JSON travel compressed (the login page's scripts are ~280 KB gzip, ~830 KB raw).
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Pages and their hashed assets are static and cheap; one page load fetches ~20 of them.
    allowList: (request) => !request.url.toLowerCase().startsWith('/api/'),
    errorResponseBuilder: () => new AppError(429, MSG.tooManyRequests),
  });
  await registerDocs(app);
  registerAuth(app, handle.db, config);
  await app.register(async (api) => registerApiRoutes(api as App, ctx), { prefix: '/api' });
  await registerWebApp(app, webDistOf(config), fs.existsSync);

  // removes the originals of deleted records once their retention passed (before the database closes)
  scheduleEvidencePurge(app, ctx);
  scheduleEsignSweep(app, ctx);
  scheduleWebCaptureSweep(app, ctx);
  scheduleProcessSweep(app, ctx);
  // asks the payment providers about what a lost notice did not tell (issue 25 item 7)
  scheduleReconcile(app, ctx);
  const jobWorkers: JobWorker[] = [];
  app.addHook('onReady', async () => {
    ledger.anchors.start(app.log);
    if (opts.jobs?.run !== false) {
      const { leaseMs, retry, stopTimeoutMs } = opts.jobs ?? {};
      const start = (handlers: JobHandlers, concurrency: number) =>
        startJobWorker({
          db: handle.db,
          owner: `${os.hostname()}:${process.pid}`,
          handlers,
          ...config.jobs,
          concurrency,
          ...(leaseMs ? { leaseMs } : {}),
          ...(retry ? { retry } : {}),
          ...(stopTimeoutMs ? { stopTimeoutMs } : {}),
          // a test's own handlers make no documents; the server's kinds remove theirs when ending for good
          ...(opts.jobs?.handlers ? {} : { beforeEnd: abandonOnEnd(ctx), afterSwept: subjectAfterSweep(ctx) }),
          logger: app.log,
        });
      // one queue, two workers: the short jobs, and the jobs that run a browser (decision 507)
      jobWorkers.push(start(opts.jobs?.handlers ?? jobHandlers(ctx), config.jobs.concurrency));
      if (!opts.jobs?.handlers) jobWorkers.push(start(captureJobHandlers(ctx), config.capture.concurrency));
    }
    // the working directories of captures a killed process left behind (services/capture/temp-dirs.ts)
    const swept = sweepCaptureTempDirs();
    if (swept > 0) app.log.warn({ swept }, 'removed capture temp directories left by processes that no longer run');
    // records a crash left 上传中: their originals are stored, their leaves maybe not yet
    const finished = await finishPendingEvidence(handle.db, ledger);
    if (finished > 0) app.log.warn({ finished }, 'completed evidence records left pending by an earlier run');
  });
  // Leaves still queued are written before the database closes; an anchor attempt in flight records its result.
  // A job still running after the worker's stop timeout is released and runs again on a node (its
  // handler may append leaves or send messages, so the worker stops before the ledger and the database).
  app.addHook('onClose', async () => {
    await Promise.all(jobWorkers.map((w) => w.stop()));
    await ocr.close();
    await ledger.anchors.stop();
    await ledger.sequencer.flush();
    await reporting;
    await handle.close();
  });
  return { app, handle, ledger };
}
