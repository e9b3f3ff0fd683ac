import { randomBytes } from 'node:crypto';
import type { LeafEntry } from '@evidence/ledger';

const SAVED_AT = Date.parse('2026-11-01T00:00:00Z');

/**
 * A valid leaf entry with random hashes; `i` makes the evidence number, time and size differ. The
 * times are 37 s apart, so a million leaves span every day of the month (fsck's fast entry pattern
 * stops at day 28), and every 1000th size has 16 digits (it stops at 15).
 */
export function benchEntry(i: number): LeafEntry {
  const r = randomBytes(96).toString('hex');
  return {
    v: 1,
    sha256: r.slice(0, 64),
    sm3: r.slice(64, 128),
    size: i % 1000 === 999 ? 2 ** 53 - 1 - i : 1_000 + i,
    evidenceNo: String(100_000_000_000_000_000 + i),
    savedAt: new Date(SAVED_AT + i * 37_123).toISOString(),
    ownerCommitment: r.slice(128, 192),
  };
}
