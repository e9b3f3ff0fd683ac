import { expect } from 'vitest';

/**
 * Issue 24 item 2: what a customer or a court reads names no developer command, source directory,
 * document path, proxy launch flag, browser vendor service host, standard number or raw ISO/UTC time.
 */
export const BANNED = ['npm', 'docs/', 'RFC', '源代码', '--proxy', 'googleapis', '不在本版本范围内'];
const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d/;
const ZULU = /\d\d:\d\d(:\d\d(\.\d+)?)?Z\b/;

export function expectCustomerText(text: string, what: string) {
  for (const s of BANNED) expect(text.includes(s), `${what} contains ${s}`).toBe(false);
  expect(text, `${what} contains an ISO time`).not.toMatch(ISO);
  expect(text, `${what} contains a UTC 'Z' time`).not.toMatch(ZULU);
}
