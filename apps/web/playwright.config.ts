import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the BUILT platform (server + web on one port); run `npm run build` first.
 * Each worker starts its own shared server on a fresh data directory (e2e/support/fixtures.ts), so the
 * spec files run on two workers without seeing each other's data; a few specs start a server of their own.
 * Two workers because a machine of this kind has two cores and most of a journey's time is waiting on the
 * browser and the server, not computing (docs/testing.md, "The test budget"). E2E_WORKERS overrides it.
 */
export default defineConfig({
  testDir: 'e2e',
  // list for people; json for `npm test`, which prints each failure's first lines at the very end
  // (CI keeps only the tail of the output, and stop 20's failing assertion was cut off there).
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/artifacts',
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The app turns antd animations off for reduced motion, so popups are clickable at once.
    reducedMotion: 'reduce',
    // a trace records every action's snapshots even for tests that pass; CI keeps only the log's tail, so
    // there it only costs time (docs/testing.md, "The test budget"); locally a failure keeps its trace
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
