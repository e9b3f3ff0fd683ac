import { randomInt } from 'node:crypto';
import { chinaDate } from '../invoices/china-time';

/**
 * A new 保全号: 18 digits, the China-time date (yyyymmdd, UTC+8 like every other number the
 * platform prints: order, invoice and certificate numbers) then 10 random digits. The UTC date
 * showed yesterday between 00:00 and 08:00 Beijing time. Random rather than a counter, so a number
 * tells nobody how many records exist or which came next; the unique index on evidence.evidence_no
 * catches the rare collision and the caller draws again. Always a string: 18 digits exceed a
 * JavaScript number's exact range.
 */
export function newEvidenceNo(now = new Date()): string {
  const date = chinaDate(now.getTime());
  const tail = String(randomInt(0, 100_000)).padStart(5, '0') + String(randomInt(0, 100_000)).padStart(5, '0');
  return date + tail;
}
