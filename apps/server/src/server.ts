import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the platform (web and API on one port) and stops cleanly on SIGTERM / SIGINT. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const { app } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  app.log.info({ url, database: config.databaseUrl ? 'postgres' : 'sqlite', ms: Math.round(performance.now() - started) }, 'server ready');
  // A plain line for people and scripts waiting on the start.
  process.stdout.write(`\n  数据存证平台已启动 / platform ready: ${url}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`启动失败 / failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
