import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the BUILT platform (server + web on one port). The global setup
 * starts `apps/server/dist/server.js` on a free port with a fresh data directory and tells the
 * tests its address through E2E_BASE_URL. Run `npm run build` first.
 */
export default defineConfig({
  testDir: 'e2e',
  reporter: 'list',
  workers: 1,
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
    trace: 'retain-on-failure',
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
