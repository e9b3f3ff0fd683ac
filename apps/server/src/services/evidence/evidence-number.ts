import { randomInt } from 'node:crypto';

/**
 * A new 保全号: 18 digits, the UTC date (yyyymmdd) then 10 random digits. Random rather than a
 * counter, so a number tells nobody how many records exist or which came next; the unique index on
 * evidence.evidence_no catches the rare collision and the caller draws again. Always a string: 18
 * digits exceed a JavaScript number's exact range.
 */
export function newEvidenceNo(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const tail = String(randomInt(0, 100_000)).padStart(5, '0') + String(randomInt(0, 100_000)).padStart(5, '0');
  return date + tail;
}
