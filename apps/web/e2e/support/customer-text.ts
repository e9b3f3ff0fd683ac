import { expect } from '@playwright/test';

/**
 * The guard of apps/server/test/integration/customer-language.test.ts for pages (issue 24 item 2): what a
 * customer or a court reads names no developer command, document path, standard number, proxy flag,
 * the browser vendor's service hosts, nor a raw ISO/UTC time.
 */
const BANNED = ['npm', 'docs/', 'RFC', '源代码', '--proxy', 'googleapis', '不在本版本范围内'];

export function expectCustomerText(text: string, what: string): void {
  for (const s of BANNED) expect(text.includes(s), `${what} contains ${s}`).toBe(false);
  expect(text, `${what} contains an ISO time`).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  expect(text, `${what} contains a UTC 'Z' time`).not.toMatch(/\d\d:\d\d(:\d\d(\.\d+)?)?Z\b/);
}
