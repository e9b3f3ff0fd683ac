import { randomInt } from 'node:crypto';
import type { CaptureKind } from '@evidence/shared/constants';

const PREFIX: Record<CaptureKind, string> = { web: 'WQ', vm: 'GQ', ott: 'OQ' };

/**
 * A capture's public number: WQ (网页取证) / GQ (过程取证) / OQ (OTT取证), the China-time date and time
 * (yyyymmddHHMMss) and 6 random digits, like sign flow and order numbers. Random, so a number does not tell how
 * many captures exist and cannot be guessed from a neighbour; the unique index catches the rare collision.
 */
export function newCaptureNo(kind: CaptureKind, now = new Date()): string {
  const cst = new Date(now.getTime() + 8 * 3600_000).toISOString();
  return PREFIX[kind] + cst.slice(0, 19).replace(/[-T:]/g, '') + String(randomInt(0, 1_000_000)).padStart(6, '0');
}
