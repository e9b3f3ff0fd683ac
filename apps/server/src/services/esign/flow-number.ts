import { randomInt } from 'node:crypto';

/**
 * A sign flow's number: QS (签署), the China-time date and time (yyyymmddHHMMss) and 6 random digits,
 * like order numbers (orders/order-number.ts). Random, so a number does not tell how many flows exist;
 * the unique index catches the rare collision.
 */
export function newFlowNo(now = new Date()): string {
  const cst = new Date(now.getTime() + 8 * 3600_000).toISOString();
  return 'QS' + cst.slice(0, 19).replace(/[-T:]/g, '') + String(randomInt(0, 1_000_000)).padStart(6, '0');
}
