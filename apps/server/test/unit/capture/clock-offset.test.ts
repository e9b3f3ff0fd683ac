import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockOffset, clockWithinTolerance } from '../../../src/services/capture/environment';
import { startTestTsa, type TestTsa } from '../../helpers/anchor/test-tsa';

let tsa: TestTsa;
beforeAll(async () => {
  tsa = await startTestTsa();
});
afterAll(async () => tsa?.stop());

describe('the clock against the TSA', () => {
  it('measures a small offset with a checked token, and a clock a minute ahead as an anomaly', async () => {
    tsa.mode = 'granted';
    const source = { url: tsa.url, timeoutMs: 5_000, certPem: tsa.certPem };
    const same = await clockOffset(source);
    expect(same.error).toBeUndefined();
    expect(Math.abs(same.offsetMs!)).toBeLessThan(1_500);
    expect(clockWithinTolerance(same)).toBe(true);
    const ahead = await clockOffset(source, () => Date.now() + 60_000);
    expect(ahead.offsetMs!).toBeLessThan(-58_000);
    expect(clockWithinTolerance(ahead)).toBe(false);
  });

  it('reports a TSA that refuses or answers with a foreign token as not measured', async () => {
    for (const mode of ['rejection', 'wrong-nonce'] as const) {
      tsa.mode = mode;
      const r = await clockOffset({ url: tsa.url, timeoutMs: 5_000, certPem: tsa.certPem });
      expect(r.offsetMs).toBeNull();
      expect(r.error).toBeTruthy();
      expect(clockWithinTolerance(r)).toBe(false);
    }
  });
});
