import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code, any package) and `server` (integration through app.inject on a
 * real database; DATABASE_URL selects PostgreSQL, otherwise each test file gets its own SQLite file).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // the web's own alias (apps/web/vite.config.ts), so component tests can import what pages import
          alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
          include: ['packages/*/test/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/server/test/unit/**/*.test.ts'],
          environment: 'node',
          // the ledger's exhaustive proof tests (every index at every size up to 300) take ~3 s
          // alone and more on a loaded CI machine; 5 s was too tight there
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/integration/**/*.test.ts'],
          environment: 'node',
          // The test budget (docs/testing.md): each file builds its own app on its own database, and no
          // file mocks a module or changes process.env, so files may share one module graph per worker
          // instead of importing the whole server again (~5 s a file, about 40 % of the suite's CPU).
          isolate: false,
          // One worker (Vitest's default on two cores): the crash, anchor and concurrency tests time
          // child processes and back-offs, and two files at once made them fail on a loaded machine.
          // Guards against a hang, not speed checks (speed is benchmarked): the slowest tests take about
          // 9 s here and start child processes (tsx, fsck, a killed server), and CI's machine has run this
          // suite at two thirds of this machine's speed beside the PostgreSQL run (stop 19 failed there).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
