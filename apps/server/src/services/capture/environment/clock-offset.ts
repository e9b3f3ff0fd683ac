import { randomBytes } from 'node:crypto';
import { createTsaAnchor } from '../../../providers/anchor';
import type { ClockFact } from './types';

export interface TsaClockSource {
  url: string;
  timeoutMs: number;
  certPem?: string;
}

/**
 * Our clock against the configured RFC 3161 TSA: one time-stamp request over random bytes (checked like
 * any token: imprint, nonce, signature), and the offset = genTime − the middle of the round trip. A TSA
 * usually states genTime to the second, so the offset is only good to about ±(1 s + half the round trip).
 */
export async function clockOffset(tsa: TsaClockSource, now: () => number = Date.now): Promise<ClockFact> {
  const provider = createTsaAnchor({ url: tsa.url, timeoutMs: tsa.timeoutMs, ...(tsa.certPem ? { certPem: tsa.certPem } : {}) });
  const started = now();
  try {
    const receipt = await provider.anchor({ origin: 'clock-check', treeSize: 0, rootHash: randomBytes(32), checkpoint: '' });
    const ended = now();
    if (receipt.type !== 'tsa') throw new Error('not a TSA receipt');
    const tsaMs = Date.parse(receipt.genTime);
    return { tsaUrl: tsa.url, offsetMs: Math.round(tsaMs - (started + ended) / 2), roundTripMs: ended - started, tsaTime: receipt.genTime };
  } catch (err) {
    return { tsaUrl: tsa.url, offsetMs: null, roundTripMs: null, tsaTime: null, error: err instanceof Error ? err.message.slice(0, 200) : 'failed' };
  }
}

/** The largest offset still accepted: a second of genTime granularity, half the round trip, one more second. */
export function clockWithinTolerance(fact: ClockFact): boolean {
  if (fact.offsetMs === null || fact.roundTripMs === null) return false;
  return Math.abs(fact.offsetMs) <= 2_000 + fact.roundTripMs / 2;
}
